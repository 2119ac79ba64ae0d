import { expect, type Page } from '@playwright/test';
import { newAthlete } from './helpers.ts';

/** The six playable events of this release. */
export const EVENTS = ['binary', 'decimal', 'alphabet', 'words', 'dates', 'names'] as const;
export type PlayableEvent = (typeof EVENTS)[number];

/**
 * Signs a new athlete up through the API (the page shares its cookies). Sign-ups are rate limited
 * per IP, so test files share athletes: a free athlete has 5 standard trials a day across all events.
 */
export async function signUp(page: Page, tag: string) {
  const athlete = newAthlete(tag);
  const res = await page.request.post('/api/signup', {
    data: { ...athlete, confirmPassword: athlete.password, timeZone: 'UTC' },
  });
  expect(res.status()).toBe(201);
  return athlete;
}

export async function levelOf(page: Page, event: string): Promise<number> {
  const res = await page.request.get('/api/user');
  const body = (await res.json()) as { user: { levels: Record<string, number> } };
  return body.user.levels[event] ?? 1;
}

export const stage = (page: Page) => page.getByTestId('game-stage');

export async function waitForStage(page: Page, name: string, timeout = 15_000) {
  await expect(stage(page)).toHaveAttribute('data-stage', name, { timeout });
}

/** Start a session and skip the memorize countdown with Done. */
export async function startAndReachMemorize(page: Page, path: string, atCountdown?: () => Promise<unknown>) {
  await page.goto(path);
  await waitForStage(page, 'cdm');
  await expect(page.getByText('Memorization Starts In')).toBeVisible();
  await atCountdown?.();
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
}

/**
 * Starts a competition format from the Formats page, reached from Train, and skips the countdown
 * (media formats load first, so the countdown may take a while to come).
 */
export async function startFormat(page: Page, id: string) {
  await page.goto('/app/train');
  await page.getByRole('link', { name: 'competition format' }).click();
  await page.locator(`[data-format="${id}"]`).getByRole('link', { name: 'Start' }).click();
  await waitForStage(page, 'cdm', 30_000);
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
}

/** Starts a keyboard-recalled format, reads its memorize screen and goes on to recall. */
export async function memorizeFormat(page: Page, id: string, event: PlayableEvent): Promise<Content> {
  await startFormat(page, id);
  const content = await readContent(page, event);
  await goToRecall(page);
  return content;
}

/** From memorize: Done, then skip the recall countdown. */
export async function goToRecall(page: Page, atCountdown?: () => Promise<unknown>) {
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'cdr');
  await expect(page.getByText('Recall Starts In')).toBeVisible();
  await atCountdown?.();
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'rec');
}

/** The content as the memorize screen shows it (DOM text and data attributes), in answer-key form. */
export type Content =
  | { kind: 'chars'; chars: string[] }
  | { kind: 'words'; words: string[] }
  | { kind: 'dates'; yearOf: Map<string, string> }
  | { kind: 'names'; nameOf: Map<string, string> };

export async function readContent(page: Page, event: PlayableEvent): Promise<Content> {
  const texts = (selector: string) =>
    page.locator(selector).evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
  if (event === 'words') return { kind: 'words', words: await texts('[data-word] > span:last-child') };
  if (event === 'dates') {
    const years = await texts('.date-row__year');
    const events = await texts('[data-year] .date-row__text');
    return { kind: 'dates', yearOf: new Map(events.map((text, i) => [text, years[i] ?? ''])) };
  }
  if (event === 'names') {
    const faces = await page
      .locator('[data-face]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-face') ?? ''));
    const names = await texts('.face-card__name');
    return { kind: 'names', nameOf: new Map(faces.map((face, i) => [face, names[i] ?? ''])) };
  }
  const rows = await texts('[data-testid="memorize-digits"] .digit-row');
  return { kind: 'chars', chars: rows.join('').replace(/\s/g, '').split('') };
}

/**
 * What to type in recall slot `index` given the right value: the right value for a perfect run, or
 * a deliberate mistake. null leaves the slot blank.
 */
export type Policy = (index: number, right: string) => string | null;

/**
 * Fill the recall screen with the keyboard only, slot by slot, following `policy`. `upTo` stops
 * after that many slots (the rest are left as they are: a long sheet need not be walked to its
 * end), and so does `done` once it says true, asked before each slot.
 */
export async function fillRecall(
  page: Page,
  content: Content,
  policy: Policy,
  { upTo = Number.POSITIVE_INFINITY, done = () => false }: { upTo?: number; done?: () => boolean } = {},
): Promise<number> {
  const focused = page.locator('input:focus');
  const more = (i: number) => i < upTo && !done();
  if (content.kind === 'chars') {
    await expect(page.getByText('Block 1', { exact: true })).toBeVisible();
    await expect(focused).toHaveAttribute('data-cell', '0');
    for (const [i, ch] of content.chars.entries()) {
      if (!more(i)) break;
      const typed = policy(i, ch);
      await page.keyboard.press(typed === null ? 'ArrowRight' : typed);
    }
    return content.chars.length;
  }
  if (content.kind === 'words') {
    for (const [i, word] of content.words.entries()) {
      if (!more(i)) break;
      await expect(focused).toHaveAttribute('data-slot', String(i));
      const typed = policy(i, word);
      if (typed) await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
    }
    return content.words.length;
  }
  if (content.kind === 'dates') {
    for (let i = 0; i < content.yearOf.size && more(i); i++) {
      await expect(focused).toHaveAttribute('data-slot', String(i));
      const label = (await focused.getAttribute('aria-label')) ?? '';
      const year = content.yearOf.get(label.replace(/^Year of: /, ''));
      expect(year, `a year for ${label}`).toBeTruthy();
      const typed = policy(i, year ?? '');
      if (typed) await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
    }
    return content.yearOf.size;
  }
  const face = page.getByTestId('recall-names').locator('img');
  for (let i = 0; i < content.nameOf.size && more(i); i++) {
    await expect(face).toHaveAttribute('alt', `Face ${i + 1}`);
    await expect(page.getByLabel(`Name of face ${i + 1} of`)).toBeFocused();
    const name = content.nameOf.get((await face.getAttribute('data-face')) ?? '');
    expect(name, 'a name for the face').toBeTruthy();
    const typed = policy(i, name ?? '');
    if (typed) await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
  }
  return content.nameOf.size;
}

/** The athlete presses Done in recall and sees the result screen. */
export async function finishRecall(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(page.getByTestId('evaluation')).toBeVisible();
}
