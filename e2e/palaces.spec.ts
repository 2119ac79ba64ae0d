import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './training-helpers.ts';

/**
 * The palace library in Chromium on the built-in catalogue: a free user sees Free badges and the
 * upgrade banner, watches and seeks a free palace's video, favourites it and filters by it; a
 * premium user (granted by the operator's CLI) opens a premium palace and builds a playlist.
 */

const cli = (baseURL: string | undefined, script: string, ...args: string[]) =>
  execFileSync('node', ['--import', 'tsx', `scripts/admin/${script}.ts`, ...args], {
    env: { ...process.env, MNEMORIA_URL: baseURL, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test('a free user watches and seeks a free palace, favourites it and filters by Favorites', async ({
  page,
}) => {
  await signUp(page, 'palfree');
  await page.goto('/app/palaces');
  await expect(page.getByRole('heading', { name: 'Palaces', level: 1 })).toBeVisible();
  const banner = page.getByRole('link', { name: /Upgrade to premium to access \d+ premium palaces/ });
  await expect(banner).toHaveAttribute('href', '/app/membership');
  await expect(card(page, 'Morning Walk').getByText('Free', { exact: true })).toBeVisible();
  await expect(card(page, 'Castle Tour').getByText('Free', { exact: true })).toHaveCount(0);
  await expect(card(page, 'Castle Tour').getByText('Premium', { exact: true })).toBeVisible();
  // Groups run from the most locations to the fewest.
  const groups = await page.locator('.palaces__group-title').allTextContents();
  const counts = groups.map((g) => Number.parseInt(g, 10));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  await card(page, 'Morning Walk').getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/app\/palace\/morning-walk$/);
  await expect(page.getByRole('heading', { name: 'Morning Walk' })).toBeVisible();
  await expect(page.locator('.palace__locations li')).toHaveText([
    'Garden gate',
    'Post box',
    'Bakery',
    'Bus stop',
    'Fountain',
  ]);
  await expect(page.getByRole('button', { name: 'Playlists' })).toHaveCount(0);

  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.2);
  await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        v.pause();
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = 6;
      }),
  );
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(6, 0);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: 'Favourite Morning Walk' }).click();
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite Morning Walk' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Show').selectOption({ label: 'Favorites' });
  await expect(page.locator('.palace-card')).toHaveCount(1);
  await expect(card(page, 'Morning Walk')).toBeVisible();

  // The premium palace is refused by the server, and the page says how to get it.
  await page.goto('/app/palace/castle-tour');
  await expect(page.getByText('This palace is for premium members')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium palace' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to premium' })).toBeVisible();
  expect((await page.request.get('/api/palace/castle-tour/video')).status()).toBe(403);
  await page.goto('/app/palace/no-such-palace');
  await expect(page.getByRole('heading', { level: 1, name: 'Palace not found' })).toBeVisible();
});

test('a premium user opens a premium palace and builds a playlist', async ({ page, baseURL }) => {
  const athlete = await signUp(page, 'palprem');
  cli(baseURL, 'premium', 'grant', athlete.userName, 'premium-monthly');
  // The operator adds a palace from a JSON file; it shows at once.
  const file = join(process.env.E2E_DATA_DIR ?? '/tmp', 'palaces-e2e.json');
  writeFileSync(
    file,
    JSON.stringify({
      palaces: [{ title: 'Rooftop Garden', premium: true, locations: ['Door', 'Bench', 'Pond'] }],
    }),
  );
  expect(cli(baseURL, 'palaces', 'import', file)).toMatch(/(added|updated) rooftop-garden/);

  await page.goto('/app/palaces');
  await expect(page.getByRole('link', { name: /Upgrade to premium/ })).toHaveCount(0);
  await expect(page.locator('.palace-badge--free')).toHaveCount(0);
  await expect(card(page, 'Rooftop Garden')).toBeVisible();
  await card(page, 'Castle Tour').getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'Castle Tour' })).toBeVisible();
  await expect(page.locator('.palace__locations li')).toHaveCount(15);
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: 'Playlists' }).click();
  const dialog = page.getByRole('dialog', { name: 'Playlists' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('New playlist').fill('Weekend');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const box = dialog.getByRole('checkbox', { name: /Weekend/ });
  await expect(box).not.toBeChecked();
  // The box follows the server: it ticks once the palace is in the playlist.
  await box.click();
  await expect(box).toBeChecked();
  await expect(dialog.getByText('(1)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await dialog.getByLabel('New name').fill('');
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
  await dialog.getByLabel('New name').fill('Weekend walks');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Weekend walks/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Show').selectOption({ label: 'Weekend walks' });
  await expect(page.locator('.palace-card')).toHaveCount(1);
  await expect(card(page, 'Castle Tour')).toBeVisible();

  cli(baseURL, 'palaces', 'remove', 'rooftop-garden');
});
