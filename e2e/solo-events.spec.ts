import { expect, type Page, test } from '@playwright/test';
import { goToRecall, signUp, startAndReachMemorize, waitForStage } from './training-helpers.ts';

/**
 * Events at competition standard: animals are given names to memorise, images recall orders each
 * row's own shuffled pictures, and the memorize / recall layouts hold at desktop and phone sizes.
 * Every test plays real practice sessions against the real server.
 */

const attr = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluateAll((els, n) => els.map((el) => el.getAttribute(n) ?? ''), name);

/** Starts a media practice session (which has a load stage) and skips to memorize. */
async function mediaMemorize(page: Page, path: string): Promise<string> {
  const init = page.waitForResponse((r) => r.url().includes('/api/bmevent/init/'));
  await page.goto(path);
  const body = (await (await init).json()) as { bmevent: { _id?: string; id?: string } };
  await waitForStage(page, 'cdm', 30_000);
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  return body.bmevent._id ?? body.bmevent.id ?? '';
}

async function finish(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
let shared: Page;
test.beforeAll(async ({ browser }) => {
  shared = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signUp(shared, 'solob');
});
test.afterAll(async () => {
  await shared.close();
});

test('animals: each animal has a given name to memorise, never its species; the species scores nothing', async () => {
  test.setTimeout(90_000);
  const page = shared;
  const gallery = (await (await page.request.get('/api/content/gallery')).json()) as {
    animals: { name: string }[];
  };
  const species = new Set(gallery.animals.map((a) => a.name.toLowerCase()));
  expect(species.size).toBeGreaterThan(100);

  const id = await mediaMemorize(page, '/app/event/animals/practice/start?amount=6&memorize=300&recall=300');
  const faces = await attr(page, '[data-testid="memorize-animals"] [data-face]', 'data-face');
  const names = await attr(page, '[data-testid="memorize-animals"] [data-face]', 'data-name');
  expect(names).toHaveLength(6);
  for (const name of names) {
    expect(name, 'a pet-style given name').toMatch(/^[A-Z][a-z]{2,6}$/);
    expect(species.has(name.toLowerCase()), `${name} is not a species`).toBe(false);
  }
  expect(new Set(names).size).toBe(6);
  const nameOf = new Map(faces.map((face, i) => [face, names[i] ?? '']));

  await goToRecall(page);
  await expect(page.getByTestId('animals-recall-hint')).toHaveText(/name each animal was given/);
  // Nothing the recall screen received holds a name.
  const during = JSON.stringify(await (await page.request.get(`/api/bmevent/${id}`)).json());
  for (const name of names) expect(during).not.toContain(`"${name}"`);

  // Four names right (one typed loosely), one blank, one answered with a species.
  const picture = page.getByTestId('recall-animals').locator('img');
  for (let i = 0; i < 6; i++) {
    await expect(page.getByLabel(`Name of animal ${i + 1} of 6`)).toBeFocused();
    const name = nameOf.get((await picture.getAttribute('data-face')) ?? '') ?? '';
    const typed = i < 3 ? name : i === 3 ? `  ${name.toUpperCase()} ` : i === 4 ? '' : 'Dog';
    if (typed) await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
  }
  await finish(page);
  await expect(page.getByTestId('score')).toHaveText('4 / 6 (66.67%)');
  const review = page.getByTestId('review-animals');
  await expect(review.locator('.animal-tag.is-right')).toHaveCount(4);
  await expect(review.locator('.animal-tag', { hasText: 'Dog' })).toHaveClass(/is-wrong/);
  // The species shows only now, as a caption under each picture.
  const captions = await review.locator('.animal-card__species').allTextContents();
  expect(captions).toHaveLength(6);
  for (const caption of captions) expect(species.has(caption.toLowerCase())).toBe(true);
});

test("images: recall shows each row's own pictures in a random order and asks their order by keyboard; rows of five score +5 / −1 / 0", async () => {
  test.setTimeout(90_000);
  const page = shared;
  await mediaMemorize(page, '/app/event/images/practice/start?amount=15&memorize=300&recall=300');
  const key = await attr(page, '[data-testid="memorize-images"] [data-image]', 'data-image');
  expect(key).toHaveLength(15);
  await goToRecall(page);

  const picker = page.locator('.image-picker [data-image]');
  const rowKey = (r: number) => key.slice(r * 5, r * 5 + 5);
  // Row 1 in the right order, by digits alone (focus moves on by itself); row 2 with its first two
  // places swapped; row 3 left blank.
  for (const r of [0, 1]) {
    await expect(page.getByText(`Row ${r + 1}: pictures`)).toBeVisible();
    const shown = await attr(page, '.image-picker [data-image]', 'data-image');
    expect([...shown].sort(), 'the row shows its own pictures').toEqual([...rowKey(r)].sort());
    await expect(picker.first()).toBeFocused();
    for (let k = 0; k < shown.length; k++) {
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-image') ?? '');
      let place = rowKey(r).indexOf(focused) + 1;
      if (r === 1 && place <= 2) place = 3 - place;
      await page.keyboard.press(String(place));
    }
  }
  await expect(page.getByText('Row 3: pictures')).toBeVisible();
  expect(await picker.count()).toBe(5);
  // The arrows move between the pictures.
  await page.keyboard.press('ArrowRight');
  await expect(picker.nth(1)).toBeFocused();
  await finish(page);
  await expect(page.getByTestId('score')).toHaveText('4 / 15 (26.67%)');
  await expect(page.getByTestId('row-points-1')).toHaveText('Row 1: +5');
  await expect(page.getByTestId('row-points-2')).toHaveText('Row 2: −1');
  await expect(page.getByTestId('row-points-3')).toHaveText('Row 3: 0');
});

/** For each row, how many lines its cells take (distinct tops). */
const lineCounts = (page: Page, row: string, cell: string) =>
  page.evaluate(
    ([r, c]) =>
      [...document.querySelectorAll(r)].map(
        (el) =>
          new Set([...el.querySelectorAll(c)].map((x) => Math.round(x.getBoundingClientRect().top))).size,
      ),
    [row, cell] as const,
  );

test('binary: recall rows stay on one line like memorize rows at every width from 1024 px', async () => {
  test.setTimeout(90_000);
  const page = shared;
  await startAndReachMemorize(page, '/app/event/binary/practice/start?amount=120&memorize=300&recall=300');
  const widths = [1024, 1280, 1366, 1600, 1920];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await lineCounts(page, '[data-testid="memorize-digits"] .digit-row', '.digit-group'),
      `${width}`,
    ).toEqual([1, 1, 1, 1]);
  }
  await goToRecall(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await lineCounts(page, '.digit-row--inputs', 'input'), `recall at ${width}`).toEqual([1, 1, 1, 1]);
  }
  await page.setViewportSize({ width: 1366, height: 850 });
  await finish(page);
});

test('memorize density: a smaller text size shows more binary rows at once and is remembered', async () => {
  test.setTimeout(90_000);
  const page = shared;
  await page.goto('/');
  await page.evaluate(() => localStorage.removeItem('mnemoria:memorize-scale'));
  const path = '/app/event/binary/practice/start?amount=900&memorize=300&recall=300';
  await startAndReachMemorize(page, path);
  const visibleRows = () =>
    page.evaluate(() => {
      const main = document.querySelector('.game-main')?.getBoundingClientRect();
      if (!main) return 0;
      return [...document.querySelectorAll('[data-testid="memorize-digits"] .digit-row')].filter(
        (row) => row.getBoundingClientRect().bottom <= main.bottom,
      ).length;
    });
  const before = await visibleRows();
  await expect(page.getByTestId('density-value')).toHaveText('100%');
  await page.getByRole('button', { name: 'Smaller text, more rows' }).click();
  await page.getByRole('button', { name: 'Smaller text, more rows' }).click();
  await page.getByRole('button', { name: 'Smaller text, more rows' }).click();
  await expect(page.getByTestId('density-value')).toHaveText('70%');
  // The click kept the keyboard on the game: the arrow still moves the highlighted block.
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.digit-block.is-current')).toHaveAttribute('aria-label', 'Block 2');
  const after = await visibleRows();
  expect(after, `rows in view: ${before} → ${after}`).toBeGreaterThan(before * 1.3);
  expect(before).toBeGreaterThanOrEqual(8);
  await goToRecall(page);
  await finish(page);
  await startAndReachMemorize(page, path);
  await expect(page.getByTestId('density-value')).toHaveText('70%');
  await goToRecall(page);
  await finish(page);
  await page.evaluate(() => localStorage.removeItem('mnemoria:memorize-scale'));
});

/** Per column, the largest height an item has beyond its own content (px): stretched items show it. */
const itemSlack = (page: Page, group: string, item: string) =>
  page.evaluate(
    ([g, i]) =>
      [...document.querySelectorAll(g)].map((col) =>
        Math.max(
          ...[...col.querySelectorAll(i)].map((el) => {
            const box = el.getBoundingClientRect();
            const parts = [...el.children].map((c) => c.getBoundingClientRect());
            const content = Math.max(...parts.map((p) => p.bottom)) - Math.min(...parts.map((p) => p.top));
            return Math.round(box.height - content);
          }),
        ),
      ),
    [group, item] as const,
  );

test('words and dates memorize: a short last column keeps its items at their own height', async () => {
  test.setTimeout(90_000);
  const page = shared;
  for (const [event, item] of [
    ['words', '.text-item'],
    ['dates', '.date-row'],
  ] as const) {
    await startAndReachMemorize(page, `/app/event/${event}/practice/start?amount=10&memorize=300&recall=300`);
    const slack = await itemSlack(page, `[data-testid="memorize-${event}"] .text-group`, item);
    // Columns of 4, 4 and 2: the short one must not spread its two items over the row's height.
    expect(slack, event).toHaveLength(3);
    for (const [c, px] of slack.entries())
      expect(px, `${event} column ${c + 1}: ${px}px of stretch`).toBeLessThanOrEqual(2);
    await goToRecall(page);
    await finish(page);
  }
});

test('cards recall: the whole pick fan and card back fit 1366 × 850; on a phone the answer slots stay in view', async () => {
  test.setTimeout(120_000);
  const page = shared;
  await page.setViewportSize({ width: 1366, height: 850 });
  await mediaMemorize(page, '/app/event/cards/practice/start?amount=8&memorize=300&recall=300');
  await goToRecall(page);
  const main = page.locator('.game-main');
  const bottom = async (selector: string) => (await page.locator(selector).boundingBox())?.y ?? 0;
  const mainBox = await main.boundingBox();
  const mainBottom = (mainBox?.y ?? 0) + (mainBox?.height ?? 0);
  for (const card of ['king-of-hearts', 'back', 'ace-of-hearts']) {
    const box = await page.locator(`.pick-fan [data-card="${card}"]`).boundingBox();
    expect(box, card).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), `${card} is not cut off`).toBeLessThanOrEqual(mainBottom + 1);
  }
  expect(await bottom('.cards-recall__answer')).toBeGreaterThanOrEqual(mainBox?.y ?? 0);
  await finish(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await mediaMemorize(page, '/app/event/cards/practice/start?amount=8&memorize=300&recall=300');
  await goToRecall(page);
  await page.locator('.pick-fan [data-card="back"]').scrollIntoViewIfNeeded();
  const top = (await main.boundingBox())?.y ?? 0;
  const slot = await page.locator('.card-slot').first().boundingBox();
  expect(slot, 'the first answer slot').not.toBeNull();
  expect(slot?.y ?? -1, 'the answer slots did not scroll away').toBeGreaterThanOrEqual(top - 12);
  await page.locator('.pick-fan [data-card="back"]').click({ position: { x: 8, y: 8 } });
  await expect(page.locator('.card-slot').first()).toHaveClass(/is-filled/);
  await finish(page);
  await page.setViewportSize({ width: 1366, height: 850 });
});

test('the bar timer never counts a countdown: memorize ending by time goes 0:00 → the recall time', async () => {
  test.setTimeout(90_000);
  const page = shared;
  await startAndReachMemorize(page, '/app/event/binary/practice/start?amount=30&memorize=10&recall=60');
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __timer: string[] }).__timer = log;
    const tick = () => {
      const stage = document.querySelector('[data-testid="game-stage"]')?.getAttribute('data-stage');
      const text = document.querySelector('[data-testid="game-timer"]')?.textContent;
      const entry = `${stage} ${text}`;
      if (log[log.length - 1] !== entry) log.push(entry);
      requestAnimationFrame(tick);
    };
    tick();
  });
  await waitForStage(page, 'rec', 30_000);
  await page.waitForTimeout(1_500);
  const log = await page.evaluate(() => (window as unknown as { __timer: string[] }).__timer);
  const cdr = log.filter((entry) => entry.startsWith('cdr '));
  expect(cdr.length, log.join(' | ')).toBeGreaterThan(0);
  expect(cdr, 'during the recall countdown the bar shows the recall time, standing').toEqual(['cdr 1:00']);
  expect(log.filter((entry) => /^(mem|cdr) 0:0[1-5]$/.test(entry) && entry.startsWith('cdr'))).toEqual([]);
  expect(log.at(-1)).toMatch(/^rec 0:5\d$/);
  await finish(page);
});
