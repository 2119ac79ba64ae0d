import { expect, type Page, test } from '@playwright/test';
import { hasHorizontalOverflow, newAthlete } from './helpers.ts';

/**
 * A new athlete on the Train grid and an event page: 13 events at Novice, a favourite that
 * survives a reload, a settings change that persists, the level-1 rules and the practice bounds.
 */
const VIEWPORTS = [
  { tag: 'desktop', width: 1280, height: 800, columns: 4 },
  { tag: 'tablet', width: 820, height: 1180, columns: 3 },
  { tag: 'phone', width: 375, height: 740, columns: 2 },
];

async function signUp(page: Page, tag: string) {
  const athlete = newAthlete(tag);
  const res = await page.request.post('/api/signup', {
    data: { ...athlete, confirmPassword: athlete.password },
  });
  expect(res.status()).toBe(201);
  return athlete;
}

async function shot(page: Page, name: string, tag: string) {
  expect(await hasHorizontalOverflow(page), `${name} overflows at ${tag} width`).toBe(false);
  await page.screenshot({ path: `screenshots/${name}-${tag}.png`, fullPage: true });
}

test('a new athlete trains: grid, favourite, settings, standard rules and practice bounds', async ({
  page,
}) => {
  await signUp(page, 'train');

  await test.step('the Train page lists all 13 events, each at Novice', async () => {
    await page.goto('/app/train');
    await expect(page.getByRole('heading', { level: 1, name: 'Train' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Events' });
    await expect(grid.getByRole('link')).toHaveCount(13);
    await expect(grid.getByRole('img', { name: 'Novice' })).toHaveCount(13);
    await expect(grid.getByText('Level 1')).toHaveCount(13);
    await expect(grid.getByText('Blocktris')).toBeVisible();
    // Rank badges really load (served by the server at /media/ranks).
    const loaded = await grid
      .getByRole('img', { name: 'Novice' })
      .first()
      .evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(loaded).toBeGreaterThan(0);
  });

  await test.step('a favourite toggles with a toast and shows on the grid after a reload', async () => {
    await page.getByRole('link', { name: /^Words/ }).click();
    await expect(page).toHaveURL(/\/app\/event\/words\/standard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Words' })).toBeVisible();
    const star = page.getByRole('button', { name: 'Favourite Words' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/app/train');
    await page.reload();
    const words = page.getByRole('link', { name: /^Words/ });
    await expect(words.getByText('Favourite')).toBeAttached();
    await expect(page.getByRole('link', { name: /^Cards/ }).getByText('Favourite')).toHaveCount(0);
  });

  await test.step('the Standard tab shows level 1 with its amount and times', async () => {
    await page.goto('/app/event/words/standard');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Your level')).toBeVisible();
    // Words level 1: 2·1+3 = 5 words, 30 s memorize (the minimum), 60 s recall.
    await expect(panel.getByText('5 words')).toBeVisible();
    await expect(panel.getByText('30 s', { exact: true })).toBeVisible();
    await expect(panel.getByText('1 min', { exact: true })).toBeVisible();
    await expect(panel.getByText('Free Trial 5/5')).toBeVisible();
    await expect(panel.getByRole('button', { name: /Start Words/ })).toBeEnabled();
  });

  await test.step('Settings: the words group number persists after a reload', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/app\/event\/words\/settings$/);
    const group = page.getByLabel('Words per column');
    await expect(group).toHaveValue('4');
    await group.fill('6');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Words per column')).toHaveValue('6');
  });

  await test.step('Practice: bounds are shown and enforced', async () => {
    await page.getByRole('tab', { name: 'Settings' }).press('ArrowLeft');
    await expect(page).toHaveURL(/\/app\/event\/words\/practice$/);
    await expect(page.getByRole('tab', { name: 'Practice' })).toBeFocused();
    await expect(page.getByText('1–500 words')).toBeVisible();
    await expect(page.getByLabel(/^Amount/)).toHaveValue('5');
    await page.getByLabel(/^Amount/).fill('501');
    await page.getByRole('button', { name: /Start practice/ }).click();
    await expect(page.getByText('Amount must be between 1 and 500.')).toBeVisible();
    await expect(page.getByLabel(/^Amount/)).toBeFocused();
    await expect(page).toHaveURL(/\/practice$/);
  });

  await test.step('every event can be started, the media events included', async () => {
    await page.goto('/app/train');
    // All 13 events are on the grid, each a link to its event page.
    const cards = page.locator('.train-card[data-event]');
    await expect(cards).toHaveCount(13);
    for (const name of await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-event')))) {
      await expect(page.locator(`.train-card[data-event="${name}"]`)).toHaveAttribute(
        'href',
        `/app/event/${name}/standard`,
      );
    }
    await page.goto('/app/event/cards/standard');
    await expect(page.getByRole('button', { name: /Start Cards/ })).toBeEnabled();
  });
});

for (const viewport of VIEWPORTS) {
  test(`train and event tabs at ${viewport.tag} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUp(page, 'shot');
    await page.request.put('/api/user/event/settings/favorite', {
      data: { favorite: { bmevents: ['binary'] } },
    });
    await page.goto('/app/train');
    await expect(page.getByRole('img', { name: 'Novice' })).toHaveCount(13);
    // Breakpoints (ui/tokens.css): the grid has as many columns as the card tops have distinct x positions.
    const lefts = await page
      .getByRole('list', { name: 'Events' })
      .getByRole('link')
      .evaluateAll((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().left))).size);
    expect(lefts).toBe(viewport.columns);
    await shot(page, 'train', viewport.tag);
    for (const tab of ['standard', 'practice', 'settings'] as const) {
      await page.goto(`/app/event/binary/${tab}`);
      await expect(page.getByRole('tab', { name: new RegExp(tab, 'i') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      if (tab === 'settings') await expect(page.getByLabel('Rows per block')).toBeVisible();
      await shot(page, `event-${tab}`, viewport.tag);
    }
  });
}
