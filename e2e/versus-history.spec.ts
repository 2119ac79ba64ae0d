import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { fillRecall, readContent } from './training-helpers.ts';
import { choiceHeading, newPlayer, pick, search, waitForVersusStage } from './versus-helpers.ts';

/**
 * After a match: Versus → Match history lists it, and its review shows both players' answers beside
 * the key. SHOTS_DIR set: each screen is also saved at a desktop and a phone size.
 */

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [w, h] of [
    [1366, 850],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Ends the player's recall now over HTTP, as the recall's own submit does, once the server holds
 * every typed digit (the page sends answers a moment after the keys).
 */
async function submitRecall(page: Page, filled: number) {
  const state = await (await page.request.get('/api/versus/state')).json();
  const id = state.state.room?.bmeventId as string;
  await expect
    .poll(async () => {
      const { bmevent } = await (await page.request.get(`/api/bmevent/${id}`)).json();
      return ((bmevent.answer ?? []) as string[]).filter((d) => d !== '' && d !== null).length;
    })
    .toBe(filled);
  expect((await page.request.post('/api/bmevent/result', { data: { id } })).status()).toBe(200);
}

test('after a match: rematch, Match history with its review, the Versus leaderboard and the rating graph', async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const ada = await newPlayer(browser, 'vshista');
  const bob = await newPlayer(browser, 'vshistb');
  const a = ada.page;
  const b = bob.page;
  await search(a);
  await search(b);
  await expect(choiceHeading(a)).toBeVisible({ timeout: 15_000 });
  await pick(a, 'Decimal');
  await pick(b, 'Decimal');
  await a.getByRole('button', { name: 'Ready' }).click();
  await b.getByRole('button', { name: 'Ready' }).click();

  await waitForVersusStage(a, 'mem', 30_000);
  const content = await readContent(a, 'decimal');
  await waitForVersusStage(a, 'rec', 60_000);
  await waitForVersusStage(b, 'rec', 5_000);
  await fillRecall(a, content, (_i, right) => right);
  // One wrong digit in the row: half the row's points (the WMSC rule).
  await fillRecall(b, content, (i, right) => (i === 0 ? (right === '1' ? '2' : '1') : right));
  // Neither waits out the recall.
  await submitRecall(a, 20);
  await submitRecall(b, 20);
  await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/, { timeout: 30_000 });

  // Rematch: Bob asks, Ada is told and accepts; both are on the new match's choice, Decimal locked.
  await b.getByRole('button', { name: 'Rematch', exact: true }).click();
  await expect(b.getByTestId('rematch-note')).toHaveText(`Waiting for ${ada.userName} to accept…`);
  await expect(a.getByTestId('rematch-note')).toHaveText(`${bob.userName} wants a rematch.`);
  await shoot(a, 'rematch-offered');
  await a.getByRole('button', { name: 'Accept rematch' }).click();
  for (const page of [a, b]) {
    await expect(choiceHeading(page)).toBeVisible();
    await expect(page.getByText('Your pick is locked.')).toBeVisible();
  }
  await shoot(b, 'rematch-choice');

  // Ada leaves the rematch for her history (the choice stage asks first).
  await a.getByRole('link', { name: 'Match history' }).click();
  await a.getByRole('button', { name: 'Continue' }).click();
  await expect(a.getByRole('heading', { name: 'Match history' })).toBeVisible();
  const row = a.getByTestId('history-match');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Win');
  await expect(row).toContainText(`vs ${bob.userName}`);
  await expect(row).toContainText('20 – 10');
  await expect(row.locator('.versus-history__change')).toHaveText(/^\+\d+$/);
  await shoot(a, 'history');

  await row.click();
  await expect(a.getByRole('heading', { name: 'Match review' })).toBeVisible();
  await expect(a.getByTestId('review-score')).toHaveText(`You 20 – 10 ${bob.userName}`);
  const mine = a.getByRole('region', { name: `You (${ada.userName}): answers against the key` });
  const theirs = a.getByRole('region', { name: `${bob.userName}: answers against the key` });
  await expect(mine.getByTestId('review-player-score')).toHaveText('20 / 20 (100%)');
  await expect(theirs.getByTestId('review-player-score')).toHaveText('10 / 20 (50%)');
  // Bob's one wrong digit shows the key's digit under his.
  await expect(theirs.locator('[data-verdict="right"]')).toHaveCount(19);
  await expect(theirs.locator('[data-verdict="wrong"] .review-cell__expected')).toHaveText(
    content.kind === 'chars' ? (content.chars[0] ?? '') : '',
  );
  await expect(mine.locator('[data-verdict="right"]')).toHaveCount(20);
  await shoot(a, 'review');

  // Leaderboard → Versus: both rated players, Ada above Bob; her row marked as hers.
  await a.getByRole('link', { name: 'Leaderboard' }).click();
  await a.getByRole('navigation', { name: 'Leaderboards' }).getByRole('link', { name: 'Versus' }).click();
  await a.getByLabel('Rating').selectOption('decimal');
  await expect(a).toHaveURL(/board=versus&event=decimal/);
  const rows = a.getByTestId('versus-board-row');
  const adaRow = rows.filter({ hasText: ada.userName });
  const bobRow = rows.filter({ hasText: bob.userName });
  await expect(adaRow).toContainText('You');
  await expect(adaRow.locator('td').nth(2)).toHaveText(/^\d+\?$/);
  await expect(adaRow.locator('td').nth(3)).toHaveText('1');
  const rankOf = async (row: typeof adaRow) => Number(await row.locator('td').first().textContent());
  expect(await rankOf(adaRow)).toBeLessThan(await rankOf(bobRow));
  await expect(a.getByTestId('own-versus-rank')).toContainText(`#${await rankOf(adaRow)}`);
  await shoot(a, 'leaderboard-versus');

  // The profile's graph: from the start to the rating after the match.
  await a.goto('/app/profile');
  await expect(a.getByTestId('rating-graph-summary')).toHaveText(
    /^\d+\? after 1 rated match \(started at 1500\?\)$/,
  );
  await expect(a.locator('.rating-graph__plot canvas')).toBeVisible();
  await shoot(a, 'profile-rating');
  await ada.close();
  await bob.close();
});
