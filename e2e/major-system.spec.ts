import { expect, type Page, test } from '@playwright/test';

/**
 * The Major System page as a visitor (never signed in): mapping editor kept across a reload,
 * Find Numbers, Word Search by sound and by spelling, and every request staying on our origin.
 */

function watchOrigins(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

const digitInput = (page: Page, digit: number) =>
  page.getByRole('region', { name: 'Your mapping' }).getByLabel(String(digit), { exact: true });

test('a visitor edits the mapping, finds numbers and searches words; nothing leaves our origin', async ({
  page,
  baseURL,
}) => {
  const foreign = watchOrigins(page, baseURL as string);

  // The public header links to the tool.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Major System' }).click();
  await expect(page).toHaveURL(/\/resources\/majorsystem$/);
  // As a person would, only once the page has loaded (what is typed before the app has taken over
  // is kept: public-prerender.spec.ts).
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: 'Major System', level: 1 })).toBeVisible();
  await expect(digitInput(page, 6)).toHaveValue('j, sh, ch');

  // Find Numbers with the default mapping: spelling reads p-n, sound hears f-n.
  const find = page.getByRole('region', { name: 'Find numbers' });
  await find.getByLabel('Word').fill('phone');
  await find.getByLabel('Word').press('Enter');
  const bySpelling = find.getByTestId('number-spelling');
  const bySound = find.getByTestId('number-sound');
  await expect(bySpelling.locator('.major__big')).toHaveText('92');
  await expect(bySpelling.getByRole('list', { name: 'What counted' })).toContainText('p → 9');
  await expect(bySound.locator('.major__big')).toHaveText('82');
  await expect(bySound.getByRole('list', { name: 'What counted' })).toContainText('f → 8');

  // A mistake is explained and not saved; a good edit is saved at once.
  await digitInput(page, 0).fill('s, z, a');
  await expect(page.getByText(/contains a vowel/)).toBeVisible();
  await digitInput(page, 0).fill('s, z');
  await digitInput(page, 8).fill('f, v, ph');
  await digitInput(page, 7).fill('k, g, c');
  await expect(page.getByText('Your own mapping, saved in this browser.')).toBeVisible();

  // Kept across a reload.
  await page.reload();
  await expect(digitInput(page, 8)).toHaveValue('f, v, ph');
  await expect(digitInput(page, 7)).toHaveValue('k, g, c');

  // The spelling search follows the custom mapping: 'ph' is now 8.
  await find.getByLabel('Word').fill('phone');
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(bySpelling.locator('.major__big')).toHaveText('82');
  await expect(bySpelling.getByRole('list', { name: 'What counted' })).toContainText('ph → 8');

  // Word Search by sound: the sound search explains that 'c' cannot apply to sounds.
  const search = page.getByRole('region', { name: 'Word search' });
  await search.getByLabel('Digits (1 to 3)').fill('82');
  const words = search.getByRole('list', { name: 'Nouns for 82' });
  await expect(words).toContainText('phone');
  await expect(words).toContainText('van');
  await expect(search.getByText(/'c' is not a sound of its own/)).toBeVisible();
  await expect(search.getByText(/nouns for 82 by sound, best first/)).toBeVisible();
  const columns = await words.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);

  // Switch to spelling with the keyboard (arrow keys move within the radio group).
  await search.getByRole('radio', { name: 'Sound' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(search.getByRole('radio', { name: 'Spelling' })).toBeChecked();
  await expect(search.getByText(/nouns for 82 by spelling/)).toBeVisible();
  await expect(words).toContainText('phone');
  await expect(search.getByText(/'c' is not a sound of its own/)).toHaveCount(0);

  // Paging through a long list.
  await search.getByLabel('Digits (1 to 3)').fill('1');
  await expect(search.getByText(/page 1 of \d+/)).toBeVisible();
  const firstPage = await search.getByRole('list', { name: 'Nouns for 1' }).innerText();
  await search.getByRole('button', { name: 'Next' }).click();
  await expect(search.getByText(/page 2 of \d+/)).toBeVisible();
  await expect(search.getByRole('list', { name: 'Nouns for 1' })).not.toHaveText(firstPage);

  // Reset brings the default back and forgets the saved one.
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(digitInput(page, 8)).toHaveValue('f, v');
  await expect(page.getByText('The default mapping.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mnemoria.majorMapping'))).toBeNull();

  expect(foreign, 'requests outside our origin').toEqual([]);
});
