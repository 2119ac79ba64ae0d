import { expect, test } from '@playwright/test';
import { fillRecall, readContent } from './training-helpers.ts';
import { choiceHeading, newPlayer, pick, search, waitForVersusStage } from './versus-helpers.ts';

/**
 * A player who disconnects mid-recall and does not come back within the server's grace period
 * loses: the other is told 'Opponent left', recalls to the end and wins by forfeit. Waits the real
 * match times (its own file, to run beside the others).
 */

test('a player gone mid-recall loses after the grace period; the other is told and wins by forfeit', async ({
  browser,
}) => {
  test.setTimeout(8 * 60_000);
  const ada = await newPlayer(browser, 'vsstays');
  const bob = await newPlayer(browser, 'vsgone');
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
  await waitForVersusStage(a, 'rec', 90_000);
  await waitForVersusStage(b, 'rec', 5_000);
  await fillRecall(a, content, (_i, right) => right);
  // The toast shows for 2 s: watch for it from before the disconnect.
  const told = expect(a.getByText('Opponent left')).toBeVisible({ timeout: 60_000 });
  await bob.close();
  await told;
  await expect(a.getByTestId('opponent-stage')).toHaveText('Left the match');
  // Ada's recall runs to its deadline on the server's clock; then the forfeit is her win.
  await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/, { timeout: 200_000 });
  await expect(a.getByText('Decided by forfeit: a player left.')).toBeVisible();
  await ada.close();
});
