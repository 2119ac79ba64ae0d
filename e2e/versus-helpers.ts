import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { signUp, stage } from './training-helpers.ts';

export interface Athlete {
  context: BrowserContext;
  page: Page;
  userName: string;
  close(): Promise<void>;
}

/** A new athlete in their own browser context (own cookies: two players, one browser). */
export async function newPlayer(
  browser: Browser,
  tag: string,
  viewport = { width: 1280, height: 800 },
): Promise<Athlete> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const { userName } = await signUp(page, tag);
  return { context, page, userName, close: () => context.close() };
}

export const choiceHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Match found: pick your event' });

/**
 * Opens /app/versus and presses Search: the search timer shows, or at once the choice stage when
 * another athlete was already waiting in the pool.
 */
export async function search(page: Page) {
  await page.goto('/app/versus');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Searching for a match (1 vs 1)').or(choiceHeading(page))).toBeVisible();
}

/** Picks an event in the choice stage (a pick locks). */
export async function pick(page: Page, displayName: string) {
  await page.getByRole('button', { name: displayName, exact: true }).click();
  await expect(page.getByText('Your pick is locked.')).toBeVisible();
}

/** The player's own rating of an event as the versus page shows it, '1500?' style. */
export async function ratingOn(page: Page, event: string): Promise<string> {
  const text = await page.getByTestId(`rating-${event}`).locator('.versus-ratings__value').textContent();
  return (text ?? '').trim();
}

export async function waitForVersusStage(page: Page, name: string, timeout: number) {
  await expect(stage(page)).toHaveAttribute('data-stage', name, { timeout });
}

/** Both athletes search, meet, pick `event` and press Ready: the match starts. */
export async function startMatch(a: Page, b: Page, event = 'Decimal') {
  await search(a);
  await search(b);
  await expect(choiceHeading(a)).toBeVisible({ timeout: 15_000 });
  await expect(choiceHeading(b)).toBeVisible();
  await pick(a, event);
  await pick(b, event);
  await a.getByRole('button', { name: 'Ready' }).click();
  await b.getByRole('button', { name: 'Ready' }).click();
}

/** Seconds left on the game bar's m:ss timer. */
export async function secondsLeft(page: Page): Promise<number> {
  const [m = '0', s = '0'] = ((await page.getByTestId('game-timer').textContent()) ?? '').split(':');
  return Number(m) * 60 + Number(s);
}

const SHOT_SIZES = [
  { width: 1366, height: 850 },
  { width: 375, height: 740 },
];

/**
 * With SHOTS_DIR set (a person checking the screens, never CI), saves the page at the desktop and
 * the phone size, then puts the page back at its own size.
 */
export async function shot(page: Page, name: string, opts: { afterToast?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // A toast (2 s) would cover the top of a phone screen.
  if (opts.afterToast) await page.waitForTimeout(2_500);
  const own = page.viewportSize();
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${name}-${size.width}.png` });
  }
  if (own) await page.setViewportSize(own);
}
