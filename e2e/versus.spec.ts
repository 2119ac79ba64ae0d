import { expect, test } from '@playwright/test';
import { fillRecall, type Policy, readContent } from './training-helpers.ts';
import { choiceHeading, newPlayer, pick, ratingOn, search, waitForVersusStage } from './versus-helpers.ts';

/**
 * Versus 1 vs 1 in real Chromium: two athletes, each in their own browser context, against the real
 * server. A whole decimal match runs on the server's clock (nobody finishes early); the e2e
 * server plays a short format (VERSUS_FORMAT in playwright.config.ts) so a match takes under a minute.
 */

const perfect: Policy = (_i, right) => right;
/** Three known mistakes: the first three digits typed wrong. */
const threeWrong: Policy = (i, right) => (i < 3 ? (right === '7' ? '8' : '7') : right);

test('both search, get matched, choose and play decimal: the perfect recall wins, ratings move apart', async ({
  browser,
}) => {
  test.setTimeout(9 * 60_000);
  const ada = await newPlayer(browser, 'vsada');
  const bob = await newPlayer(browser, 'vsbob');
  const a = ada.page;
  const b = bob.page;

  await search(a);
  await expect(a.getByTestId('free-trials')).toHaveText('Free Trial 5/5');
  const ratingBeforeA = await ratingOn(a, 'decimal');
  expect(ratingBeforeA).toMatch(/\?$/);
  await search(b);

  // Matched: both see both players, the opponent still 'Picking...'.
  await expect(choiceHeading(a)).toBeVisible({ timeout: 15_000 });
  await expect(choiceHeading(b)).toBeVisible();
  await expect(a.getByTestId('player-opponent')).toContainText(bob.userName);
  await expect(a.getByTestId('player-opponent').getByTestId('player-choice')).toHaveText('Picking...');
  await expect(a.getByRole('button', { name: 'Ready' })).toBeDisabled();

  await pick(a, 'Decimal');
  await expect(b.getByTestId('player-opponent').getByTestId('player-choice')).toHaveText('Decimal');
  await pick(b, 'Decimal');
  await expect(a.getByTestId('settled-event')).toHaveText('You both picked Decimal.');
  await a.getByRole('button', { name: 'Ready' }).click();
  await expect(a.getByRole('button', { name: 'Starting' })).toBeDisabled();
  await b.getByRole('button', { name: 'Ready' }).click();

  // The match: one clock, no Done before the recall and no Exit for the players.
  for (const page of [a, b]) {
    await expect(page).toHaveURL(/\/app\/event\/decimal\/versus\/start$/, { timeout: 15_000 });
    await waitForVersusStage(page, 'cdm', 20_000);
    await expect(page.getByText('Memorization Starts In')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Exit' })).toHaveCount(0);
  }
  await expect(a.getByTestId('opponent-progress')).toContainText(bob.userName);
  await waitForVersusStage(a, 'mem', 20_000);
  await waitForVersusStage(b, 'mem', 5_000);
  const contentA = await readContent(a, 'decimal');
  const contentB = await readContent(b, 'decimal');
  expect(contentB, 'both players memorize the same content').toEqual(contentA);
  // Enter does not end memorizing in versus.
  await a.keyboard.press('Enter');
  await a.waitForTimeout(500);
  await waitForVersusStage(a, 'mem', 1000);

  await waitForVersusStage(a, 'rec', 90_000);
  await waitForVersusStage(b, 'rec', 5_000);
  await fillRecall(a, contentA, perfect);
  await fillRecall(b, contentB, threeWrong);

  // Recall ends on the server's deadline for both; the server decides and pushes the result.
  await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/, { timeout: 240_000 });
  await expect(b.getByTestId('evaluation')).toHaveText(/Sorry, you have lost!/, { timeout: 20_000 });
  const deltaA = Number(await a.getByTestId('rating-change').getAttribute('data-delta'));
  const deltaB = Number(await b.getByTestId('rating-change').getAttribute('data-delta'));
  expect(deltaA).toBeGreaterThan(0);
  expect(deltaB).toBeLessThan(0);

  // Watch Opponent: the opponent's results, read-only, titled with their name.
  await a.getByRole('link', { name: 'Watch Opponent' }).click();
  await expect(a).toHaveURL(/\/app\/event\/watch\/[^?]+\?returnTo=/);
  await expect(a.getByRole('heading', { name: `Results of ${bob.userName}` })).toBeVisible();
  await expect(a.getByText(`Viewing ${bob.userName}`)).toBeVisible();
  await a.getByRole('button', { name: 'Exit' }).click();
  await expect(a).toHaveURL(/\/app\/event\/decimal\/versus\/start$/);
  await expect(a.getByRole('heading', { name: 'Your results' })).toBeVisible();

  // Exit from the result: back on /app/versus, the state reset, the rating moved, one trial used.
  await a.getByRole('button', { name: 'Exit' }).click();
  await expect(a).toHaveURL(/\/app\/versus$/);
  await expect(a.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(a.getByTestId('free-trials')).toHaveText('Free Trial 4/5');
  await expect.poll(() => ratingOn(a, 'decimal')).not.toBe(ratingBeforeA);
  await ada.close();
  await bob.close();
});

test("a player closing the tab during the choice stage: the other sees 'Opponent left'", async ({
  browser,
}) => {
  const ada = await newPlayer(browser, 'vsleft');
  const bob = await newPlayer(browser, 'vsstay');
  await search(ada.page);
  await search(bob.page);
  await expect(choiceHeading(bob.page)).toBeVisible({ timeout: 15_000 });
  await expect(choiceHeading(ada.page)).toBeVisible();

  await ada.close();
  await expect(bob.page.getByText('Opponent left')).toBeVisible({ timeout: 15_000 });
  await expect(bob.page.getByRole('button', { name: 'Search' })).toBeVisible();
  await bob.close();
});

test("leaving /app/versus during the choice asks 'Are you leaving versus?'; Cancel stays", async ({
  browser,
}) => {
  const ada = await newPlayer(browser, 'vsask');
  const bob = await newPlayer(browser, 'vswait');
  await search(ada.page);
  await search(bob.page);
  await expect(choiceHeading(ada.page)).toBeVisible({ timeout: 15_000 });

  await ada.page.getByRole('link', { name: 'Train' }).first().click();
  const dialog = ada.page.getByRole('alertdialog', { name: 'Are you leaving versus?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(ada.page).toHaveURL(/\/app\/versus$/);
  await expect(choiceHeading(ada.page)).toBeVisible();

  await ada.page.getByRole('link', { name: 'Train' }).first().click();
  // The toast shows for 2 s: watch for it from before the leave.
  const told = expect(bob.page.getByText('Opponent left')).toBeVisible({ timeout: 15_000 });
  await ada.page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await told;
  await expect(ada.page).toHaveURL(/\/app\/train$/);
  await ada.close();
  await bob.close();
});
