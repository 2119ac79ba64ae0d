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
