import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { waitForStage } from './training-helpers.ts';

/** The four media events of this spec. */
export const MEDIA_EVENTS = ['cards', 'images', 'sounds', 'echopic'] as const;
export type MediaEvent = (typeof MEDIA_EVENTS)[number];

declare global {
  interface Window {
    __loadProgress: string[];
    __played: { url: string; src: string }[];
  }
}

/**
 * Recorders installed before any page script: every value the load bar shows (the load stage can
 * be too quick to catch by polling), and every sound the page really plays (URL and the data the
 * audio element was given).
 */
export async function installRecorders(page: Page) {
  await page.addInitScript(() => {
    window.__loadProgress = [];
    window.__played = [];
    const seen = () => {
      const bar = document.querySelector('[data-testid="load-progress"]');
      const text = bar?.getAttribute('aria-valuetext');
      if (text && window.__loadProgress.at(-1) !== text) window.__loadProgress.push(text);
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      window.__played.push({ url: this.dataset.url ?? '', src: this.src });
      return play.call(this);
    };
  });
}

/** Every URL the page asks for (documents, media, XHR, sockets), to prove nothing leaves the machine. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  page.on('websocket', (ws) => urls.push(ws.url()));
  return urls;
}

export function expectAllLocal(urls: readonly string[]) {
  expect(urls.length).toBeGreaterThan(0);
  const remote = urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    return !(protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost');
  });
  expect(remote, 'requests leaving the machine').toEqual([]);
}

/** `play-sound` emits the page sent on the /bmevent socket: [session id, url]. */
export function recordPlaySound(page: Page): [string, string][] {
  const sent: [string, string][] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      const match = /^42\/bmevent,(?:\d+)?(\[.*\])$/.exec(text);
      const args = match?.[1] ? (JSON.parse(match[1]) as unknown[]) : [];
      if (args[0] === 'play-sound') sent.push([String(args[1]), String(args[2])]);
    }),
  );
  return sent;
}

/** Start a standard session, pass the load stage (its bar must reach 100 %), reach memorize. */
export async function loadAndMemorize(page: Page, event: MediaEvent) {
  await page.goto(`/app/event/${event}/standard/start`);
  await waitForStage(page, 'cdm', 30_000);
  const seen = await page.evaluate(() => window.__loadProgress);
  const last = seen.at(-1) ?? '';
  expect(last, `load bar values: ${seen.join(' → ')}`).toMatch(/^(\d+) of \1 \(100 %\)$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
}

export async function toRecall(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'cdr');
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'rec');
}

export async function finish(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(page.getByTestId('evaluation')).toBeVisible();
}

const attr = (page: Page, selector: string, name: string) =>
  page.locator(selector).evaluateAll((els, n) => els.map((el) => el.getAttribute(n) ?? ''), name);

/** The answer key as the memorize screen shows it (data attributes), in memorize order. */
export async function readMemorize(page: Page, event: MediaEvent) {
  if (event === 'cards')
    // Card ids, not image addresses: addresses are opaque, so the fan is found by card.
    return { items: await attr(page, '[data-testid="memorize-cards"] [data-card]', 'data-card') };
  if (event === 'images')
    return { items: await attr(page, '[data-testid="memorize-images"] [data-image]', 'data-image') };
  if (event === 'sounds')
    return { items: await attr(page, '[data-testid="memorize-sounds"] li[data-sound]', 'data-sound') };
  const images = await attr(page, '[data-testid="memorize-echopic"] li[data-image]', 'data-image');
  const sounds = await attr(page, '[data-testid="memorize-echopic"] li[data-image]', 'data-sound');
  return { items: sounds, soundOf: new Map(images.map((image, i) => [image, sounds[i] ?? ''])) };
}

/**
 * Recall by mouse/tap: `wanted[i]` is what slot i should get (null leaves it empty), slots in
 * answer order. Cards and images fill group by group (a full group moves on by itself); sounds
 * and echopic place into the current slot, which then moves to the next empty one.
 */
export async function recall(page: Page, event: MediaEvent, wanted: (string | null)[]) {
  for (const [i, value] of wanted.entries()) {
    // Slots already filled (by an earlier call) and trailing slots left empty are null here,
    // so every pick still lands in slot i.
    if (value === null) continue;
    if (event === 'cards') {
      // The top-left corner (rank and suit) is the part of a fanned card that is always visible.
      const card = page.locator(`.pick-fan [data-card="${value}"]`);
      await card.click({ position: { x: 8, y: 8 } });
      // A full group moves on at once, so the pick is checked on the fan (placed cards are marked).
      await expect(card).toHaveClass(/is-used/);
    } else if (event === 'images') {
      // The picker holds the current row's pictures only; a placed one gets its place as a badge
      // (or leaves the picker when its row, now full, moved on).
      await page.locator(`.image-picker [data-image="${value}"]`).click();
      await expect(page.locator(`.image-picker [data-image="${value}"]:not([data-position])`)).toHaveCount(0);
    } else {
      const box = page.locator(`.sound-pool li[data-sound="${value}"]`);
      await box.getByRole('button', { name: /^Place/ }).click();
      await expect(page.locator(`[data-slot="${i}"]`)).toHaveAttribute('data-value', value);
      await expect(box).toHaveCount(0);
    }
  }
}

/** The recall order of echopic: the pictures as the recall screen lists them. */
export const recallPictures = (page: Page) =>
  attr(page, '[data-testid="recall-echopic"] img[data-image]', 'data-image');

/** Wrong and empty items of the result marked in red (border colour), right ones green. */
export async function expectMarked(page: Page, wrong: number, empty: number, right: number) {
  await expect(page.locator('.verdict-badge[data-verdict="wrong"]')).toHaveCount(wrong);
  await expect(page.locator('.verdict-badge[data-verdict="empty"]')).toHaveCount(empty);
  await expect(page.locator('.verdict-badge[data-verdict="right"]')).toHaveCount(right);
  if (wrong === 0) return;
  const colour = await page
    .locator('.verdict-badge[data-verdict="wrong"]')
    .first()
    .evaluate((el) => getComputedStyle(el.closest('.verdict-frame') as Element).borderTopColor);
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(r, `wrong items have a red border (${colour})`).toBeGreaterThan(g + 60);
  expect(r).toBeGreaterThan(b + 60);
}

/** The committed spoken-numbers clips, to tell which digit a served clip is (its address never says). */
export const CLIPS = Array.from({ length: 10 }, (_, d) =>
  readFileSync(join(process.cwd(), 'apps/server/src/media/spoken', `${d}.wav`)),
);

/** A person on the biography memorize screen, as its data attributes give them. */
export interface BiographyPerson {
  face: string;
  name: string;
  country: string;
  phone: string;
  hobbies: string[];
}

/** The people the biography memorize screen shows, in its order. */
export function readBiography(page: Page): Promise<BiographyPerson[]> {
  return page
    .getByTestId('memorize-biography')
    .locator('[data-person]')
    .evaluateAll((els) =>
      els.map((el) => ({
        face: el.getAttribute('data-face') ?? '',
        name: el.getAttribute('data-name') ?? '',
        country: el.getAttribute('data-country') ?? '',
        phone: el.getAttribute('data-phone') ?? '',
        hobbies: (el.getAttribute('data-hobbies') ?? '').split('|'),
      })),
    );
}
