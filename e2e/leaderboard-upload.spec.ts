import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  fillRecall,
  finishRecall,
  goToRecall,
  type Policy,
  readContent,
  signUp,
  startAndReachMemorize,
} from './training-helpers.ts';

/**
 * The leaderboard and the profile picture, as athletes use them: two athletes play a standard
 * Binary session each and the board orders them as their scores say, with the viewer's own row
 * highlighted; a picture chosen in Settings is cropped, uploaded and shown in the header at once.
 */

async function athlete(browser: Browser, tag: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const who = await signUp(page, tag);
  return { page, name: who.userName, close: () => context.close() };
}

/** One standard Binary session filled by `policy`; returns the score the result screen shows. */
async function playBinary(page: Page, policy: Policy) {
  await startAndReachMemorize(page, '/app/event/binary/standard/start');
  const content = await readContent(page, 'binary');
  await goToRecall(page);
  await fillRecall(page, content, policy);
  await finishRecall(page);
  // The standard best the server kept (the user's bests mirror it).
  const res = await page.request.get('/api/user');
  return ((await res.json()) as { user: { bests: Record<string, number> } }).user.bests.binary ?? 0;
}

test('two athletes are ranked by their standard scores, the viewer’s own row highlighted', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const strong = await athlete(browser, 'lbstrong');
  const weak = await athlete(browser, 'lbweak');
  const strongScore = await playBinary(strong.page, (_, right) => right);
  // Half the digits wrong: a lower score than a perfect run.
  const weakScore = await playBinary(weak.page, (i, right) =>
    i % 2 === 0 ? right : right === '0' ? '1' : '0',
  );
  expect(strongScore).toBeGreaterThan(weakScore);

  const page = weak.page;
  await page.goto('/app/leaderboard?event=binary');
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByLabel('Event')).toHaveValue('binary');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Username', 'Score', 'Memorize time']);
  const rows = table.locator('tbody tr');
  const strongRow = rows.filter({ hasText: strong.name });
  const weakRow = rows.filter({ hasText: weak.name });
  await expect(strongRow.locator('td').first()).toHaveText('1');
  await expect(strongRow.locator('td').nth(2)).toHaveText(String(strongScore));
  await expect(weakRow.locator('td').first()).toHaveText('2');
  await expect(weakRow.locator('td').nth(2)).toHaveText(String(weakScore));
  await expect(weakRow).toHaveAttribute('aria-current', 'true');
  await expect(strongRow).not.toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('own-rank')).toContainText('#2');

  // The other event has nobody yet: the viewer is N/A there.
  await page.getByLabel('Event').selectOption('decimal');
  await expect(page).toHaveURL(/event=decimal/);
  await expect(page.getByTestId('own-rank')).toContainText('N/A');
  await expect(page.getByText('No one has a standard best in')).toBeVisible();

  // Blocktris is ranked by speed.
  await page.getByLabel('Event').selectOption('tetris');
  await expect(page.getByTestId('own-rank')).toContainText('N/A');
  await strong.close();
  await weak.close();
});

test('a PNG cropped in Settings becomes the header picture; a text file renamed .png is refused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, 'lbpic');
  await page.goto('/app/settings');
  await expect(page.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
  const header = page.getByRole('banner');
  await expect(header.locator('img.avatar')).toHaveCount(0);

  await page.getByRole('button', { name: 'Change Profile Picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Picture' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // Not a picture, whatever its name says.
  await dialog.getByLabel(/Choose a picture/).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is plain text, not a picture\n'),
  });
  await expect(dialog.getByRole('alert')).toContainText('cannot be read as a picture');
  await expect(save).toBeDisabled();

  const png = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel(/Choose a picture/)
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Zoom').fill('2');
  await save.click();
  await expect(dialog.getByRole('status')).toHaveText(/Profile picture updated\./);
  // Shown in the header at once, and the dialog resets and closes 1.5 s later.
  await expect(header.locator('img.avatar')).toHaveAttribute('src', /^\/avatars\/[0-9a-f]{32}\.webp$/);
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const src = await header.locator('img.avatar').getAttribute('src');
  const served = await page.request.get(src ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  // Still there after a reload: the server keeps it.
  await page.reload();
  await expect(page.getByRole('banner').locator('img.avatar')).toHaveAttribute('src', src ?? '');
});
