import { expect, type Page, test } from '@playwright/test';
import { readBiography, readMemorize, recall, recallPictures } from './media-helpers.ts';
import {
  type Content,
  fillRecall,
  finishRecall,
  goToRecall,
  memorizeFormat,
  type PlayableEvent,
  signUp,
  startFormat,
} from './training-helpers.ts';

/**
 * Every one-minute sprint, started from Formats (reached from Train), memorized by reading the
 * screen and recalled with known mistakes. The score the result shows is the event's own rule
 * (the sprints' `event` scoring), worked out by hand beside each check. Long sheets are only
 * partly written: the rules score what is left blank. One athlete plays them all (practice costs
 * no daily trial).
 */

test.describe.configure({ mode: 'serial' });
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signUp(page, 'fsprint');
});
test.afterAll(async () => {
  await page.close();
});

const expectScore = (text: string) => expect(page.getByTestId('score')).toHaveText(text);

const memorizeAndRecall = (id: string, event: PlayableEvent) => memorizeFormat(page, id, event);

const chars = (content: Content) => (content.kind === 'chars' ? content.chars : []);

test('binary and letters sprints: rows of 30 and 20, one error halves a row, a blank row scores 0', async () => {
  test.setTimeout(60_000);
  const binary = await memorizeAndRecall('sprint-binary', 'binary');
  expect(chars(binary)).toHaveLength(120);
  // Row 1 (30 digits) with digit 4 flipped: 30 / 2 = 15; rows 2–4 blank: 0. 15 / 120 = 12.5 %.
  await fillRecall(page, binary, (i, right) => (i === 3 ? (right === '0' ? '1' : '0') : right), {
    upTo: 30,
  });
  await finishRecall(page);
  await expectScore('15 / 120 (12.5%)');

  const letters = await memorizeAndRecall('sprint-alphabet', 'alphabet');
  expect(chars(letters)).toHaveLength(60);
  // Row 1 right: 20; row 2 with letter 25 wrong: 10; row 3 blank: 0. 30 / 60 = 50 %.
  await fillRecall(page, letters, (i, right) => (i === 24 ? (right === 'A' ? 'B' : 'A') : right), {
    upTo: 40,
  });
  await finishRecall(page);
  await expectScore('30 / 60 (50%)');
});

test('words, dates, names and animals sprints score per item, dates −0.5 for a wrong year', async () => {
  test.setTimeout(90_000);
  const words = await memorizeAndRecall('ml-words', 'words');
  // Word 1 right, word 2 right in capitals (case is ignored), word 3 misspelt: 2 of 50 = 4 %.
  await fillRecall(
    page,
    words,
    (i, right) => (i === 0 ? right : i === 1 ? right.toUpperCase() : `${right}x`),
    { upTo: 3 },
  );
  await finishRecall(page);
  await expectScore('2 / 50 (4%)');

  const dates = await memorizeAndRecall('sprint-dates', 'dates');
  // Three years right (+3), the fourth wrong (−0.5), the rest blank: 2.5 of 20 = 12.5 %.
  await fillRecall(page, dates, (i, right) => (i < 3 ? right : right === '1999' ? '2000' : '1999'), {
    upTo: 4,
  });
  await finishRecall(page);
  await expectScore('2.5 / 20 (12.5%)');

  const names = await memorizeAndRecall('ml-names', 'names');
  // A full name (1), a first name alone (0.5), a surname alone (0.5), a wrong name (0): 2 of 30.
  // Only two-word names are used, so first name and surname are known; others stay blank.
  const kinds = ['full', 'first', 'last', 'wrong'];
  await fillRecall(
    page,
    names,
    (_i, right) => {
      const [first, last, extra] = right.split(' ');
      if (!first || !last || extra !== undefined) return null;
      const kind = kinds.shift();
      return kind === 'full' ? right : kind === 'first' ? first : kind === 'last' ? last : 'Qqq Xxx';
    },
    { done: () => kinds.length === 0 },
  );
  expect(kinds, 'four two-word names among the 30').toEqual([]);
  await finishRecall(page);
  await expectScore('2 / 30 (6.67%)');

  await startFormat(page, 'sprint-animals');
  const cards = page.getByTestId('memorize-animals').locator('[data-face]');
  const pairs = await cards.evaluateAll((els) =>
    els.map((el) => [el.getAttribute('data-face') ?? '', el.getAttribute('data-name') ?? ''] as const),
  );
  expect(pairs).toHaveLength(20);
  const nameOf = new Map(pairs);
  await goToRecall(page);
  // Animal 1 right, animal 2 right in lower case, animal 3 given its species: 2 of 20 = 10 %.
  const picture = page.getByTestId('recall-animals').locator('img');
  for (let i = 0; i < 3; i++) {
    await expect(page.getByLabel(`Name of animal ${i + 1} of 20`)).toBeFocused();
    const name = nameOf.get((await picture.getAttribute('data-face')) ?? '') ?? '';
    expect(name).not.toBe('');
    await page.keyboard.type(i === 0 ? name : i === 1 ? name.toLowerCase() : 'Dog');
    await page.keyboard.press('Enter');
  }
  await finishRecall(page);
  await expectScore('2 / 20 (10%)');
});

test('biography sprint: 15 points a person, phone digits one by one', async () => {
  test.setTimeout(60_000);
  await startFormat(page, 'sprint-biography');
  const people = await readBiography(page);
  expect(people).toHaveLength(6);
  await goToRecall(page);
  const shown = await page.getByTestId('recall-biography').locator('img').getAttribute('data-face');
  const person = people.find((p) => p.face === shown);
  if (!person) throw new Error(`no memorized person has the face ${shown}`);
  // Person 1: name (1) and country (1) right, phone digits 1–8 right, 9 wrong, 10 blank (8), one
  // hobby of three (1): 11; the other five people blank. 11 of 6 × 15 = 90 → 12.22 %.
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(person.name);
  await page.keyboard.press('Enter');
  await page.keyboard.type(person.country);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Phone digit 1', { exact: true })).toBeFocused();
  await page.keyboard.type(`${person.phone.slice(0, 8)}${(Number(person.phone[8]) + 1) % 10}`);
  await page.getByLabel('Hobby 1').fill(person.hobbies[0] ?? '');
  await finishRecall(page);
  await expectScore('11 / 90 (12.22%)');
});

test('cards, images, sounds and echopic sprints: a swapped pair is two mistakes, images by rows', async () => {
  test.setTimeout(90_000);
  // Slots 1 and 2 swapped (both wrong), 3 and 4 right, the rest empty: 2 of 52 = 3.85 %.
  await startFormat(page, 'ml-cards');
  const cards = (await readMemorize(page, 'cards')).items;
  await goToRecall(page);
  await recall(page, 'cards', [cards[1] ?? '', cards[0] ?? '', cards[2] ?? '', cards[3] ?? '']);
  await finishRecall(page);
  await expectScore('2 / 52 (3.85%)');

  // Rows of five: row 1 right (+5), row 2 with its first two swapped (−1), rows 3–6 blank (0):
  // 4 of 30 = 13.33 %.
  await startFormat(page, 'ml-images');
  const images = (await readMemorize(page, 'images')).items;
  await goToRecall(page);
  const [a, b, ...rest] = images.slice(5, 10);
  await recall(page, 'images', [...images.slice(0, 5), b ?? '', a ?? '', ...rest]);
  await finishRecall(page);
  await expectScore('4 / 30 (13.33%)');
  await expect(page.getByTestId('row-points-2')).toHaveText('Row 2: −1');

  // Sounds and echopic: slots 1 and 2 swapped, slot 3 right, the rest empty: 1 point.
  await startFormat(page, 'sprint-sounds');
  const sounds = (await readMemorize(page, 'sounds')).items;
  await goToRecall(page);
  await recall(page, 'sounds', [sounds[1] ?? '', sounds[0] ?? '', sounds[2] ?? '']);
  await finishRecall(page);
  await expectScore('1 / 20 (5%)');

  await startFormat(page, 'sprint-echopic');
  const echo = await readMemorize(page, 'echopic');
  await goToRecall(page);
  // Each recall slot is a picture: its sound is what the slot wants.
  const want = (await recallPictures(page)).map((image) => echo.soundOf?.get(image) ?? '');
  expect(want).toHaveLength(30);
  await recall(page, 'echopic', [want[1] ?? '', want[0] ?? '', want[2] ?? '']);
  await finishRecall(page);
  await expectScore('1 / 30 (3.33%)');
});
