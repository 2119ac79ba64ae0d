import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readMemorize } from './media-helpers.ts';
import { readContent, signUp, waitForStage } from './training-helpers.ts';

// A phone: touch, mobile viewport meta honoured, 375 × 740. Every choice and move below is a tap;
// only the names themselves are typed, as on the on-screen keyboard.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const SHOTS = process.env.MOBILE_SHOTS ?? '/tmp/mobile-shots';
mkdirSync(SHOTS, { recursive: true });
/** The phone shot, and the same screen at 1366 × 850 (the layout must hold there too). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 375, height: 740 });
}

const tapDone = (page: Page) => page.getByRole('button', { name: 'Done' }).tap();

async function toMemorize(page: Page, path: string) {
  await page.goto(path);
  await waitForStage(page, 'cdm', 30_000);
  await tapDone(page);
  await waitForStage(page, 'mem');
}

async function toRecall(page: Page) {
  await tapDone(page);
  await waitForStage(page, 'cdr');
  await tapDone(page);
  await waitForStage(page, 'rec');
}

async function finish(page: Page) {
  await tapDone(page);
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(page.getByTestId('evaluation')).toBeVisible();
}

test('a whole cards session played with taps only on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'tapcards');
  await toMemorize(page, '/app/event/cards/practice/start?amount=8&memorize=300&recall=300');
  const { items } = await readMemorize(page, 'cards');
  expect(items).toHaveLength(8);
  await shot(page, 'cards-memorize');
  await toRecall(page);
  for (const card of items) {
    const target = page.locator(`.pick-fan [data-card="${card}"]`);
    // The rank-and-suit corner is the part of a fanned card that is always visible.
    await target.tap({ position: { x: 8, y: 8 } });
    await expect(target).toHaveClass(/is-used/);
  }
  await shot(page, 'cards-recall');
  // Going back to the first group by tapping the strip, then clearing a card by tap (no double-click).
  await page.getByRole('button', { name: /^Item 1\b/ }).tap();
  await page.getByRole('button', { name: /^Card 1:/ }).tap();
  await page.getByRole('button', { name: 'Clear card 1' }).tap();
  await expect(page.getByRole('button', { name: 'Card 1: empty' })).toBeVisible();
  await page.locator(`.pick-fan [data-card="${items[0]}"]`).tap({ position: { x: 8, y: 8 } });
  await expect(page.getByRole('button', { name: /^Card 1: / })).not.toHaveAccessibleName('Card 1: empty');
  await finish(page);
  await expect(page.getByTestId('evaluation')).toContainText('You have passed');
  await shot(page, 'cards-result');
});

test('a whole names session played by taps (names typed) with the field above the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'tapnames');
  await toMemorize(page, '/app/event/names/practice/start?amount=4&memorize=300&recall=300');
  const content = await readContent(page, 'names');
  if (content.kind !== 'names') throw new Error('names content expected');
  await shot(page, 'names-memorize');
  await toRecall(page);
  const face = page.getByTestId('recall-names').locator('img');
  const total = content.nameOf.size;
  for (let i = 0; i < total; i++) {
    await page.getByRole('button', { name: new RegExp(`^Item ${i + 1}\\b`) }).tap();
    await expect(face).toHaveAttribute('alt', `Face ${i + 1}`);
    const input = page.getByLabel(`Name of face ${i + 1} of`);
    await input.tap();
    await expect(input).toBeFocused();
    await page.keyboard.type(content.nameOf.get((await face.getAttribute('data-face')) ?? '') ?? '');
    // The focused field is inside the visible part of the page.
    const box = await input.boundingBox();
    expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= 740).toBe(true);
  }
  await shot(page, 'names-recall');
  await finish(page);
  await shot(page, 'names-result');
});

test('no accidental zoom: the viewport allows edge-to-edge layout and taps do not double-tap zoom', async ({
  page,
}) => {
  await page.goto('/login');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).toContain('viewport-fit=cover');
  expect(viewport).toContain('width=device-width');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction)).toBe(
    'manipulation',
  );
  const size = await page
    .getByLabel('Email')
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(16);
});

test('offline with the app loaded: the offline state, not a bounce to /login', async ({ page }) => {
  await signUp(page, 'offline');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('link', { name: /^Your profile/ })).toBeVisible();
  await shot(page, 'dashboard');
  // The server becomes unreachable (the API answers nothing at all) and the app is opened again.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/dashboard');
  await shot(page, 'offline-state');
  await page.unroute('**/api/**');
  await page.getByRole('button', { name: 'Try again' }).tap();
  await expect(page.getByRole('link', { name: /^Your profile/ })).toBeVisible();
});
