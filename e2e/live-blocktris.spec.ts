import { expect, type Page, test } from '@playwright/test';
import { goToRecall, signUp, waitForStage } from './training-helpers.ts';

/**
 * Blocktris watched live: the viewer draws the player's memorize grid as the blocks land and the
 * recall grid as the player builds it, read-only.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/livevs-shots';

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a viewer of Blocktris sees the landed blocks and the recall grid follow the player', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const open = async (tag: string) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    return { page, ...(await signUp(page, tag)), close: () => context.close() };
  };
  const a = await open('lbta');
  const b = await open('lbtb');
  await a.page.goto('/app/event/tetris/practice/start?amount=2&memorize=300&recall=300');
  await waitForStage(a.page, 'cdm', 30_000);

  await b.page.goto('/app/dashboard/lives');
  await b.page.getByRole('link', { name: `Watch ${a.userName}` }).click();
  await expect(b.page.getByText(`Viewing ${a.userName}`)).toBeVisible();

  // The 5 s countdown ends by itself. A Done clicked here could land after it had ended (on a slow
  // machine the viewer's setup above takes longer) and end memorize instead.
  await waitForStage(a.page, 'mem');
  const playerGrid = a.page.getByTestId('memorize-tetris').locator('.tetris-board');
  const viewerGrid = b.page.getByTestId('memorize-tetris').locator('.tetris-board');
  await expect(viewerGrid).toBeVisible();
  // The first block lands on the player's screen, then on the viewer's.
  await expect(playerGrid).toHaveAttribute('data-landed', '1', { timeout: 40_000 });
  await expect(viewerGrid).toHaveAttribute('data-landed', '1', { timeout: 2_000 });
  // Every landed block (four cells each) is drawn on the viewer's grid.
  await expect
    .poll(async () => {
      const landed = Number(await viewerGrid.getAttribute('data-landed'));
      return (await viewerGrid.locator('.tetris-cell.is-filled').count()) === landed * 4 && landed > 0;
    })
    .toBe(true);
  await shoot(b.page, 'blocktris-viewer-memorize');

  await goToRecall(a.page);
  await expect(b.page.locator('.game[data-stage="rec"]')).toBeVisible({ timeout: 5_000 });
  await a.page.getByRole('button', { name: /^Piece O / }).click();
  await a.page.getByTestId('recall-tetris').locator('[data-row="0"][data-col="0"]').click();
  const viewerRecall = b.page.getByTestId('recall-tetris').locator('.tetris-board');
  await expect(viewerRecall.locator('.is-filled')).toHaveCount(4, { timeout: 2_000 });
  await shoot(b.page, 'blocktris-viewer-recall');
  // The viewer's clicks place nothing.
  await viewerRecall.locator('[data-row="10"][data-col="5"]').click({ force: true });
  await expect(viewerRecall.locator('.is-filled')).toHaveCount(4);
  await expect(a.page.getByTestId('recall-tetris').locator('.is-filled')).toHaveCount(4);
  await a.close();
  await b.close();
});
