import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { shootBothSizes } from './helpers.ts';
import {
  fillRecall,
  finishRecall,
  goToRecall,
  readContent,
  signUp,
  waitForStage,
} from './training-helpers.ts';

/**
 * A user's own palace end to end: create it with three locations and a photo, walk it with the
 * keyboard (Hall forgotten), practise 20 Decimal digits with it as the journey (digit 2 typed
 * wrong: item 1 → Hall), and see the review: Hall forgotten on the walk and 1 of 7 items wrong.
 */
const shoot = (page: Page, name: string) => shootBothSizes(page, name, { fullPage: true, fits: true });

test('create a palace with a photo, walk it, use it in a session, see its review', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'palace');
  await page.goto('/app/palaces');
  await page.getByRole('link', { name: 'My palaces' }).click();
  await expect(page.getByRole('heading', { name: 'My palaces' })).toBeVisible();
  await page.getByLabel('New palace name').fill('Home walk');
  await page.getByRole('button', { name: 'Create palace' }).click();
  await expect(page.getByRole('heading', { name: 'Home walk' })).toBeVisible();

  for (const [title, note] of [
    ['Door', 'red with a brass knocker'],
    ['Hall', 'coat rack'],
    ['Kitchen', ''],
  ]) {
    await page.getByLabel('Location title').fill(title as string);
    await page.getByLabel('Note').fill(note as string);
    await page.getByLabel('Location title').press('Enter');
    await expect(page.getByRole('heading', { name: title as string, level: 3 })).toBeVisible();
  }
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b34' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Photo for Door')
    .setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: photo });
  const img = page.getByRole('img', { name: 'Door' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(800);
  await shoot(page, 'editor');

  await page.getByRole('link', { name: 'Walk it' }).click();
  await expect(page.getByText('Location 1 of 3')).toBeVisible();
  await shoot(page, 'walk-hidden');
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Door' })).toBeVisible();
  await shoot(page, 'walk-shown');
  await page.keyboard.press('r');
  await expect(page.getByText('Location 2 of 3')).toBeVisible();
  await page.keyboard.press('f');
  await expect(page.getByText('Location 3 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Marked forgotten')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('r');
  await page.getByRole('button', { name: 'Finish walk (3 of 3 marked)' }).click();
  await expect(page.getByText('Walked 1 time')).toBeVisible();
  await expect(page.getByText('Next walk tomorrow')).toBeVisible();
  await expect(page.getByText('Forgotten on the last walk')).toHaveCount(1);

  await page.goto('/app/event/decimal/practice');
  await page.getByLabel(/^Amount/).fill('20');
  await page.getByLabel('Journey (one of your palaces)').selectOption({ label: 'Home walk (3 locations)' });
  await shoot(page, 'practice-journey');
  await page.getByRole('button', { name: /Start practice/ }).click();
  await expect(page).toHaveURL(/palace=/);
  await waitForStage(page, 'cdm');
  await waitForStage(page, 'mem', 20_000);
  const content = await readContent(page, 'decimal');
  await goToRecall(page);
  await fillRecall(page, content, (i, right) => (i === 1 ? (right === '1' ? '2' : '1') : right));
  await finishRecall(page);

  await page.goto('/app/palaces/mine');
  await expect(page.getByText('Next walk tomorrow')).toBeVisible();
  await shoot(page, 'list');
  await page.getByRole('link', { name: 'Open Home walk' }).click();
  await expect(page.getByText('Used in 1 finished session')).toBeVisible();
  const rows = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Remembered on the last walk · 0 of 7 items wrong in sessions');
  await expect(rows.nth(1)).toContainText('Forgotten on the last walk · 1 of 7 items wrong in sessions');
  await expect(rows.nth(1)).toHaveClass(/is-failing/);
  await expect(rows.nth(2)).toContainText('0 of 6 items wrong in sessions');
  await shoot(page, 'review');
});
