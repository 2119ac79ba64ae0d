import { expect, test } from '@playwright/test';
import { fillRecall, type Policy, readContent } from './training-helpers.ts';
import { choiceHeading, newPlayer, pick, search, waitForVersusStage } from './versus-helpers.ts';

/**
 * Versus matches decided without a winner by score: equal recalls tie. A whole match runs on the
 * server's clock, in the e2e server's short format (VERSUS_FORMAT in playwright.config.ts); its own
 * file, so it can run beside versus.spec.ts.
 */

const perfect: Policy = (_i, right) => right;

test("two equal recalls tie: 'The match was a tie!' for both, and Watch Opponent shows the other's results", async ({
  browser,
}) => {
  test.setTimeout(9 * 60_000);
  const ada = await newPlayer(browser, 'vstiea');
  const bob = await newPlayer(browser, 'vstieb');
  const a = ada.page;
  const b = bob.page;
  await search(a);
  await search(b);
  await expect(choiceHeading(a)).toBeVisible({ timeout: 15_000 });
  await expect(choiceHeading(b)).toBeVisible();
  await pick(a, 'Decimal');
  await pick(b, 'Binary');
  // Different picks: the server draws one of the two, the same for both.
  const settled = a.getByTestId('settled-event');
  await expect(settled).toHaveText(/^Different picks: the draw chose (Decimal|Binary)\.$/);
  const text = (await settled.textContent()) ?? '';
  await expect(b.getByTestId('settled-event')).toHaveText(text);
  const event = text.includes('Decimal') ? 'decimal' : 'binary';
  await a.getByRole('button', { name: 'Ready' }).click();
  await b.getByRole('button', { name: 'Ready' }).click();

  await waitForVersusStage(a, 'mem', 30_000);
  await waitForVersusStage(b, 'mem', 5_000);
  const content = await readContent(a, event);
  await waitForVersusStage(a, 'rec', 90_000);
  await waitForVersusStage(b, 'rec', 5_000);
  await fillRecall(a, content, perfect);
  await fillRecall(b, content, perfect);

  for (const page of [a, b]) {
    await expect(page.getByTestId('evaluation')).toHaveText(/The match was a tie!/, { timeout: 240_000 });
  }
  await b.getByRole('link', { name: 'Watch Opponent' }).click();
  await expect(b.getByRole('heading', { name: `Results of ${ada.userName}` })).toBeVisible();
  await ada.close();
  await bob.close();
});
