import { expect, test } from '@playwright/test';
import { hasHorizontalOverflow, newAthlete } from './helpers.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const shot = (name: string) => ({ path: `screenshots/${name}-phone.png`, fullPage: true });

test('the landing page fits a 375 px phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Top Features' })).toBeAttached();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot(shot('landing'));
});

test('the login page fits a 375 px phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  const card = await page.locator('.auth__card').boundingBox();
  expect(card?.width ?? 0).toBeLessThanOrEqual(375);
  await page.screenshot(shot('login'));
});

test('the policy navigation collapses into a menu button that opens', async ({ page }) => {
  await page.goto('/policy/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
  const privacyLink = page.getByRole('link', { name: 'Privacy', exact: true });
  await expect(privacyLink).toBeHidden();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(privacyLink).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await page.screenshot(shot('policy-menu'));
  await privacyLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('What we store')).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
});

test('the app shell opens its navigation as a drawer on a phone', async ({ page }) => {
  const athlete = newAthlete('phone');
  const res = await page.request.post('/api/signup', {
    data: { ...athlete, confirmPassword: athlete.password },
  });
  expect(res.status()).toBe(201);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(athlete.userName);
  const train = page.getByRole('link', { name: 'Train', exact: true });
  await expect(train).toBeHidden();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(train).toBeVisible();
  await page.screenshot(shot('app-drawer'));
  await train.click();
  await expect(page).toHaveURL(/\/app\/train$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Train' })).toBeVisible();
  await expect(train).toBeHidden();
});

test('the profile shows each event as a card of labelled values on a phone, nothing scrolled off', async ({
  page,
}) => {
  const athlete = newAthlete('phonebests');
  const res = await page.request.post('/api/signup', {
    data: { ...athlete, confirmPassword: athlete.password },
  });
  expect(res.status()).toBe(201);
  // One practice session of Decimal, played through the API, so the row has something to show.
  const init = await page.request.get('/api/bmevent/init/decimal/practice?amount=20&memorize=60&recall=60');
  const id = ((await init.json()) as { bmevent: { id: string } }).bmevent.id;
  expect((await page.request.post('/api/bmevent/ready', { data: { id } })).ok()).toBe(true);
  for (const stage of ['mem', 'cdr', 'rec'])
    expect((await page.request.post('/api/bmevent/stage', { data: { id, stage } })).ok()).toBe(true);
  const answer = Array.from({ length: 20 }, (_, i) => String(i % 10));
  expect((await page.request.put('/api/bmevent/answer', { data: { id, answer, seq: 1 } })).ok()).toBe(true);
  expect((await page.request.post('/api/bmevent/result', { data: { id } })).ok()).toBe(true);

  await page.goto('/app/profile');
  const decimal = page.locator('tr[data-event="decimal"]');
  await expect(decimal.locator('[data-cell="sessions"]')).toContainText(
    '1 (0 standard, 1 practice, 0 versus)',
  );
  const cells = decimal.locator('td');
  await expect(cells).toHaveCount(6);
  const labels = await cells.evaluateAll((tds) =>
    tds.map((td) => getComputedStyle(td, '::before').content.replaceAll('"', '')),
  );
  expect(labels).toEqual(['Level', 'Best', 'Practice best', 'Sessions', 'Last played', 'Versus']);
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  const scrolls = await page
    .locator('.table-scroll')
    .first()
    .evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(false);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.screenshot(shot('profile-bests'));
});
