import { expect, test } from '@playwright/test';
import { fillRecall, type Policy, readContent } from './training-helpers.ts';
import { newPlayer, secondsLeft, shot, startMatch, waitForVersusStage } from './versus-helpers.ts';

/**
 * How a versus match can end early, in real Chromium on the e2e server's short format (12 s to
 * memorize, 30 s to recall) and its 6 s grace period (playwright.config.ts): a player's Done halves
 * the other's recall, a player who leaves mid-recall loses by forfeit as soon as the grace ends,
 * and a match left before anyone answered is aborted, unrated.
 */

const perfect: Policy = (_i, right) => right;
const GRACE_MS = 6_000;

test('Done in the recall asks first, then halves the opponent’s clock and says why', async ({ browser }) => {
  test.setTimeout(90_000);
  const ada = await newPlayer(browser, 'vsdone');
  const bob = await newPlayer(browser, 'vshalf');
  const [a, b] = [ada.page, bob.page];
  await startMatch(a, b);
  await waitForVersusStage(a, 'mem', 30_000);
  const content = await readContent(a, 'decimal');
  await waitForVersusStage(a, 'rec', 30_000);
  await waitForVersusStage(b, 'rec', 5_000);
  await expect(b.getByRole('button', { name: 'Exit' })).toHaveCount(0);
  await fillRecall(a, content, perfect);
  await shot(a, 'versus-recall-done');

  await a.getByRole('button', { name: 'Done' }).click();
  const ask = a.getByRole('dialog', { name: 'Finish recall?' });
  await expect(ask).toContainText('Your opponent’s remaining recall time is halved.');
  await shot(a, 'versus-finish-recall');
  const before = await secondsLeft(b);
  await ask.getByRole('button', { name: 'Finish recall' }).click();
  await expect(a.getByTestId('evaluation')).toHaveText(/Waiting for other players/);

  // Bob's clock drops to half of what was left, at once, and the bar says why.
  await expect(b.getByTestId('recall-halved')).toHaveText('Opponent finished — your recall is halved');
  await expect.poll(() => secondsLeft(b)).toBeLessThanOrEqual(Math.ceil(before / 2) + 1);
  await shot(b, 'versus-recall-halved');

  // Bob submits his (empty) sheet as well: the match is decided on the spot.
  await b.getByRole('button', { name: 'Done' }).click();
  await b
    .getByRole('dialog', { name: 'Finish recall?' })
    .getByRole('button', { name: 'Finish recall' })
    .click();
  await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/, { timeout: 10_000 });
  await expect(b.getByTestId('evaluation')).toHaveText(/Sorry, you have lost!/);
  await ada.close();
  await bob.close();
});

test('a player gone mid-recall: the other gets the forfeit win when the grace ends, and Exit', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ada = await newPlayer(browser, 'vsstays');
  const bob = await newPlayer(browser, 'vsgone');
  const a = ada.page;
  await startMatch(a, bob.page);
  await waitForVersusStage(a, 'mem', 30_000);
  const content = await readContent(a, 'decimal');
  await waitForVersusStage(a, 'rec', 30_000);
  await fillRecall(a, content, perfect);

  // The toast shows for 2 s: watch for it from before the disconnect.
  const told = expect(a.getByText('Opponent left', { exact: true })).toBeVisible({
    timeout: GRACE_MS + 10_000,
  });
  const closedAt = Date.now();
  await bob.close();
  await told;
  // Not the rest of the recall clock: the result as soon as Bob's grace period is over.
  await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/);
  expect(Date.now() - closedAt).toBeLessThan(GRACE_MS + 5_000);
  await expect(a.getByTestId('result-note')).toHaveText('Your opponent left the match: you win by forfeit.');
  await expect(a.getByTestId('rating-change')).toContainText('Rating 1500?');
  await shot(a, 'versus-forfeit-result', { afterToast: true });

  await a.getByRole('button', { name: 'Exit' }).click();
  await expect(a).toHaveURL(/\/app\/versus$/);
  await expect(a.getByRole('button', { name: 'Search' })).toBeEnabled();
  await expect(a.getByTestId('free-trials')).toHaveText('Free Trial 4/5');
  await ada.close();
});

test('a player gone before anyone answered: the match is aborted, unrated, and costs no trial', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ada = await newPlayer(browser, 'vsabort');
  const bob = await newPlayer(browser, 'vsquit');
  const a = ada.page;
  await startMatch(a, bob.page);
  await waitForVersusStage(a, 'mem', 30_000);
  await bob.close();

  await expect(a.getByTestId('evaluation')).toHaveText('Match aborted', { timeout: GRACE_MS + 5_000 });
  await expect(a.getByTestId('rating-change')).toHaveText('Not rated');
  await expect(a.getByTestId('result-note')).toContainText('It is not rated and used no trial.');
  await shot(a, 'versus-abort-result', { afterToast: true });
  await a.getByRole('button', { name: 'Exit' }).click();
  await expect(a).toHaveURL(/\/app\/versus$/);
  await expect(a.getByTestId('free-trials')).toHaveText('Free Trial 5/5');
  await ada.close();
});
