import { expect, type Page, test } from '@playwright/test';
import { shootBothSizes } from './helpers.ts';
import { CLIPS } from './media-helpers.ts';
import { finishRecall, goToRecall, signUp, startFormat, waitForStage } from './training-helpers.ts';

/** Official sheets shot at both sizes when SHOTS_DIR is set (looked at by hand). */
test('a format session shows the official recall sheet', async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, 'sheets');
  const cellsPerRow = (page: Page) =>
    page
      .locator('.digit-row--inputs')
      .evaluateAll((rows) => rows.map((r) => r.querySelectorAll('input').length));

  await startFormat(page, 'wmsc-numbers-5');
  await goToRecall(page);
  expect(await cellsPerRow(page)).toEqual([40, 40, 40, 40]);
  await shootBothSizes(page, 'numbers-rows-40');
  await finishRecall(page);

  await startFormat(page, 'wmsc-binary-5');
  await goToRecall(page);
  expect(await cellsPerRow(page)).toEqual([30, 30, 30, 30]);
  await shootBothSizes(page, 'binary-rows-30');
  await finishRecall(page);

  await startFormat(page, 'iam-words-5');
  await goToRecall(page);
  const columns = page.getByTestId('recall-words').locator('ol');
  await expect(columns).toHaveCount(10);
  await expect(columns.first().locator('input')).toHaveCount(20);
  await shootBothSizes(page, 'words-columns-20');
  await finishRecall(page);

  await startFormat(page, 'wmsc-dates-5');
  await goToRecall(page);
  await expect(page.getByTestId('recall-dates').locator('ul').first().locator('input')).toHaveCount(20);
  await shootBothSizes(page, 'dates-sheet');
  await finishRecall(page);

  await startFormat(page, 'ml-images');
  await goToRecall(page);
  await shootBothSizes(page, 'images-rows-5');
  await finishRecall(page);

  await startFormat(page, 'ml-cards');
  await goToRecall(page);
  await shootBothSizes(page, 'cards-recall');
  await finishRecall(page);
});

test('spoken numbers are heard one a second, typed at recall and scored to the first mistake', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'spoken');
  // The places the page asked for; their clips are fetched again below to tell the digits.
  const asked = new Map<number, string>();
  page.on('response', (res) => {
    const m = /\/api\/bmevent\/[^/]+\/spoken\/(\d+)$/.exec(new URL(res.url()).pathname);
    if (m && res.status() === 200) asked.set(Number(m[1]), res.url());
  });
  await startFormat(page, 'wmsc-spoken-100');
  await expect(page.getByRole('heading', { name: 'Listen' })).toBeVisible();
  await expect.poll(() => asked.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(7);
  await expect(page.getByTestId('spoken-count')).toContainText(/Digit \d+ of 100/);
  // Heard, never shown: no digit on the memorize screen.
  const shown = (await page.getByTestId('memorize').innerText()).replace(/Digit \d+ of 100/, '');
  expect(shown).not.toMatch(/\d/);
  await shootBothSizes(page, 'spoken-listen');
  // Read in order from the first second, each place once.
  expect([...asked.keys()].slice(0, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  const digits: string[] = [];
  for (let n = 0; n < 6; n++) {
    const body = await (await page.request.get(asked.get(n) ?? '')).body();
    digits.push(String(CLIPS.findIndex((clip) => clip.equals(body))));
  }
  expect(digits.every((d) => /^\d$/.test(d))).toBe(true);

  await goToRecall(page);
  await expect(page.locator('input:focus')).toHaveAttribute('data-cell', '0');
  // Four right, the fifth wrong, the sixth right: 4 up to the first mistake.
  for (const [i, d] of digits.entries())
    await page.keyboard.press(i === 4 ? String((Number(d) + 1) % 10) : d);
  await finishRecall(page);
  await expect(page.getByText('4 / 100')).toBeVisible();
  // The rows add up to the score: four digits of row 1, nothing after the first mistake.
  await expect(page.getByText('Row 1: 4/20')).toBeVisible();
  await expect(page.getByText('Row 2: 0/20')).toBeVisible();
  await shootBothSizes(page, 'spoken-result');
});

test('practice settings saved as a preset start in one click from Formats, and can be renamed and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'presets');
  await page.goto('/app/event/decimal/practice');
  await page.getByLabel(/^Amount/).fill('60');
  await page.getByLabel('Memorize time (seconds)').fill('45');
  await page.getByLabel('Recall time (seconds)').fill('120');
  await page.getByLabel('Preset name').fill('Warm-up 60');
  await page.getByRole('button', { name: 'Save as preset' }).click();
  await expect(page.getByText('Saved “Warm-up 60”: start it from Competition formats.')).toBeVisible();
  await shootBothSizes(page, 'preset-save');
  await page.getByLabel('Preset name').fill('Spare');
  await page.getByRole('button', { name: 'Save as preset' }).click();
  await expect(page.getByText('Saved “Spare”: start it from Competition formats.')).toBeVisible();

  await page.goto('/app/train');
  await page.getByRole('link', { name: 'competition format' }).click();
  const item = page.locator('[data-preset="Warm-up 60"]');
  await expect(item).toContainText('60 items · memorize 45 s · recall 2 min');
  await item.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('New name').fill('Morning 60');
  await page.keyboard.press('Enter');
  const renamed = page.locator('[data-preset="Morning 60"]');
  await expect(renamed).toBeVisible();
  await shootBothSizes(page, 'presets-list');

  await page.getByRole('button', { name: 'Delete Spare' }).click();
  await expect(page.locator('[data-preset="Spare"]')).toHaveCount(0);

  // One click starts the session the preset names.
  await renamed.getByRole('link', { name: 'Start' }).click();
  await waitForStage(page, 'cdm', 30_000);
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  await expect(page.locator('[data-testid="memorize-digits"] .digit-row')).toHaveCount(3);
  await expect(page.getByText('0:4')).toBeVisible();
});
