import { expect, type Page, test } from '@playwright/test';
import { fillRecall, readContent, waitForStage } from './training-helpers.ts';
import { choiceHeading, newPlayer, pick, search, waitForVersusStage } from './versus-helpers.ts';

/**
 * A versus match watched from the Lives page by a third athlete: the match appears by push with
 * both players and a Watch each; the viewer follows one player a documented 10 s behind, sees no
 * answers before the match's recall is over, and the match leaves the list once a forfeit has
 * decided it. The e2e server plays a short format (12 s memorize, 30 s recall, 6 s grace).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/livevs-shots';
const viewerStage = (page: Page) => page.locator('.game[data-stage]');

async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1366, height: 850 };
  await page.setViewportSize({ width: 1366, height: 850 });
  // Let the layout settle (the mobile menu slides) before each shot.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(size);
}

test('a third athlete watches a versus match: listed by push, Watch per player, delayed, gone once decided', async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const ada = await newPlayer(browser, 'lvada');
  const bob = await newPlayer(browser, 'lvbob');
  const cat = await newPlayer(browser, 'lvcat');
  const dan = await newPlayer(browser, 'lvdan');
  const a = ada.page;
  const c = cat.page;

  await c.goto('/app/dashboard/lives');
  await expect(c.getByText('No versus match is being played right now.')).toBeVisible();
  // A standard session too, so the page shows both lists.
  await dan.page.goto('/app/event/words/practice/start?amount=8&memorize=300&recall=300');
  await waitForStage(dan.page, 'cdm');

  await search(a);
  await search(bob.page);
  await expect(choiceHeading(a)).toBeVisible({ timeout: 15_000 });
  await pick(a, 'Decimal');
  await pick(bob.page, 'Decimal');
  await a.getByRole('button', { name: 'Ready' }).click();
  await bob.page.getByRole('button', { name: 'Ready' }).click();

  // The match appears on the Lives page without a reload: the event, both players, Watch each.
  const match = c.getByTestId('versus-lives').getByRole('listitem');
  await expect(match).toHaveCount(1, { timeout: 15_000 });
  await expect(match).toContainText('Decimal');
  await expect(match).toContainText(ada.userName);
  await expect(match).toContainText(bob.userName);
  const watchAda = match.getByRole('button', { name: `Watch ${ada.userName}` });
  const watchBob = match.getByRole('button', { name: `Watch ${bob.userName}` });
  await expect(watchAda).toBeEnabled();
  await expect(watchBob).toBeEnabled();
  await expect(c.getByTestId('standard-lives')).toContainText(dan.userName);
  await shoot(c, 'lives-both-lists');

  await watchAda.click();
  await expect(c).toHaveURL(/\/app\/event\/watch\/[^?]+\?returnTo=\/app\/dashboard\/lives$/);
  await expect(c.getByText(`Viewing ${ada.userName}`)).toBeVisible({ timeout: 15_000 });
  await expect(c.getByTestId('watch-delay')).toHaveText('10 s behind');
  await expect(c.getByRole('button', { name: 'Done' })).toHaveCount(0);

  // The viewer is 10 s behind: when Ada starts memorizing, the viewer is still before it.
  await waitForVersusStage(a, 'mem', 30_000);
  await expect(c.locator('.game[data-stage="mem"]')).toHaveCount(0);
  const content = await readContent(a, 'decimal');
  await expect(viewerStage(c)).toHaveAttribute('data-stage', 'mem', { timeout: 20_000 });
  await expect(c.getByTestId('memorize')).toHaveAttribute('data-readonly', 'true');
  await shoot(c, 'versus-viewer-memorize');

  // Recall: Bob walks away, Ada recalls every digit; the viewer sees the recall without answers.
  await waitForVersusStage(a, 'rec', 60_000);
  await bob.close();
  await fillRecall(a, content, (_i, right) => right);
  await expect(viewerStage(c)).toHaveAttribute('data-stage', 'rec', { timeout: 20_000 });
  const cells = c.getByTestId('recall').getByRole('textbox');
  await expect(cells.first()).toBeDisabled();
  await expect(cells.first()).toHaveValue('');
  await expect(c.getByTestId('watch-delay')).toHaveText('10 s behind · answers show after the recall');
  await shoot(c, 'versus-viewer-recall');

  // Bob's grace period ends: he has left, and the forfeit ends Ada's recall with her win. The
  // viewer still gets her result only once the match's recall time is over, then the list is empty.
  await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/, { timeout: 30_000 });
  await expect(c.getByRole('heading', { name: `Results of ${ada.userName}` })).toBeVisible({
    timeout: 60_000,
  });
  await expect(c.getByText(`Viewing ${ada.userName}`)).toBeVisible();
  await shoot(c, 'versus-viewer-result');
  await c.getByRole('button', { name: 'Exit' }).click();
  await expect(c).toHaveURL(/\/app\/dashboard\/lives$/);
  await expect(c.getByText('No versus match is being played right now.')).toBeVisible({ timeout: 15_000 });
  await ada.close();
  await cat.close();
  await dan.close();
});
