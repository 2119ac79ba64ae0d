import { expect, type Page, test } from '@playwright/test';
import { shootBothSizes } from './helpers.ts';
import { signUp } from './training-helpers.ts';

/**
 * The systems trainer by keyboard only: a Major System 00–99 deck prefilled from the Major System
 * tool, three items drilled (Space shows the entry, 3 grades it Good), then a reload: the three are
 * no longer due, on the drill and on the dashboard.
 */
const shoot = (page: Page, name: string) => shootBothSizes(page, name, { fits: true });

test('a prefilled Major deck drilled by keyboard keeps its schedule across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'sys');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('region', { name: 'Systems reviews' })).toContainText('Start a deck');
  await page.goto('/app/systems');
  await expect(page.getByRole('heading', { name: 'Your systems' })).toBeVisible();
  await shoot(page, 'systems-empty');

  // Keyboard only: the kind select, the prefill box, then Create.
  await page.getByLabel('System', { exact: true }).focus();
  await expect(page.getByLabel('System', { exact: true })).toHaveValue('major2');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Prefill with a word for each number/)).toBeFocused();
  await expect(page.getByLabel(/Prefill with a word for each number/)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create deck' })).toBeFocused();
  await page.keyboard.press('Enter');
  const due = page.getByTestId('due-major2');
  await expect(due).toHaveText(/^\d+$/, { timeout: 20_000 });
  const filled = Number(await due.textContent());
  expect(filled).toBeGreaterThan(95);
  await shoot(page, 'systems-list');

  // The entries: 47 carries the tool's word.
  await page.getByRole('link', { name: 'Entries' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Major System 00–99' })).toBeVisible();
  const word47 = page.getByLabel('Word for 47');
  await expect(word47).not.toHaveValue('');
  await shoot(page, 'deck-entries');

  await page.getByRole('link', { name: 'Drill', exact: true }).focus();
  await page.keyboard.press('Enter');
  const flashcard = page.getByRole('region', { name: 'Flashcard' });
  await expect(flashcard).toBeVisible();
  await expect(page.getByTestId('drill-left')).toHaveText(String(filled));
  await shoot(page, 'drill-question');
  const drilled: string[] = [];
  for (let i = 0; i < 3; i++) {
    const item = await flashcard.getAttribute('data-item');
    drilled.push(item ?? '');
    await expect(page.getByTestId('drill-entry')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('drill-entry')).toBeVisible();
    if (i === 0) await shoot(page, 'drill-answer');
    await page.keyboard.press('3');
    await expect(page.getByTestId('drill-left')).toHaveText(String(filled - i - 1));
    await expect(flashcard).not.toHaveAttribute('data-item', item ?? '');
  }
  await expect(page.getByText(/Good: next in 10 min/)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('drill-left')).toHaveText(String(filled - 3));
  expect(drilled).not.toContain(
    await page.getByRole('region', { name: 'Flashcard' }).getAttribute('data-item'),
  );

  await page.goto('/app/dashboard');
  const reviews = page.getByRole('region', { name: 'Systems reviews' });
  await expect(reviews.getByTestId('systems-due')).toHaveText(String(filled - 3));
  await shoot(page, 'dashboard');
  await reviews.getByRole('link', { name: 'Review now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/systems$/);
  await expect(page.getByTestId('due-major2')).toHaveText(String(filled - 3));
});

test('picture decks drill their cards and faces', async ({ page }) => {
  await signUp(page, 'sysp');
  for (const kind of ['card-pairs', 'faces']) {
    expect((await page.request.post('/api/systems', { data: { kind } })).status()).toBe(201);
  }
  // A card pair starts empty: give one an entry so it can be drilled.
  const item = 'ace-of-spades|king-of-hearts';
  const put = await page.request.put(`/api/systems/card-pairs/items/${encodeURIComponent(item)}`, {
    data: { fields: ['an astronaut hugging a queen'] },
  });
  expect(put.status()).toBe(200);
  await page.goto('/app/systems/card-pairs/drill');
  const flashcard = page.getByRole('region', { name: 'Flashcard' });
  await expect(flashcard.getByRole('img', { name: 'Ace of spades' })).toBeVisible();
  await expect(flashcard.getByRole('img', { name: 'King of hearts' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drill-entry')).toContainText('an astronaut hugging a queen');
  await shoot(page, 'drill-card-pair');

  await page.goto('/app/systems/faces/drill');
  await expect(page.getByRole('img', { name: 'A face' })).toBeVisible();
  await shoot(page, 'drill-face');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drill-entry')).toContainText(/\S+ \S+/);
  await page.goto('/app/systems/faces');
  await expect(page.getByLabel(/^Name for /).first()).not.toHaveValue('');
  await shoot(page, 'deck-faces');
});
