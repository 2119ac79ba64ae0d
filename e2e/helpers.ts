import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { plainId } from '../apps/server/test/plain-id.ts';

/** A fresh, unique athlete for one test run (user names are 3–20 characters). */
export function newAthlete(tag: string) {
  const id = `${tag}${plainId(8)}`.slice(0, 20);
  return { userName: id, email: `${id}@example.com`, password: 'Correct-Horse-Battery-7' };
}

const outboxDir = () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return join(dataDir, 'outbox');
};

function newestMail(after: number): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outboxDir());
  } catch {
    return undefined;
  }
  const newest = files
    .map((name) => ({ name, mtime: statSync(join(outboxDir(), name)).mtimeMs }))
    .filter((f) => f.mtime >= after)
    .sort((a, b) => b.mtime - a.mtime)[0];
  return newest ? readFileSync(join(outboxDir(), newest.name), 'utf8') : undefined;
}

/** The 6-digit code of the newest email written to the server's outbox since `after` (ms). */
export async function readResetCode(after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = newestMail(after);
        // Only the body: headers carry dates and addresses.
        const body = mail?.slice(mail.indexOf('\n\n'));
        code = body?.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: 'a reset code email in the outbox', timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Now' })).toBeVisible();
}

/** True when the page is wider than the viewport (something sticks out sideways). */
export function hasHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The two sizes every screen is looked at in: a laptop and a small phone. */
export const SHOT_SIZES = [
  { width: 1366, height: 850 },
  { width: 375, height: 740 },
] as const;

/**
 * Screenshots of the page at both sizes as `<SHOTS_DIR>/<name>-<width>.png`, for looking at by hand;
 * nothing is written when SHOTS_DIR is not set. `fits` also asserts, at both sizes and whether or
 * not shots are taken, that nothing sticks out sideways. The page is left at the laptop size.
 */
export async function shootBothSizes(
  page: Page,
  name: string,
  opts: { fullPage?: boolean; fits?: boolean } = {},
) {
  const dir = process.env.SHOTS_DIR;
  if (!dir && !opts.fits) return;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const size of SHOT_SIZES) {
    await page.setViewportSize(size);
    // The layout settles (media queries, re-measured rows) before it is photographed.
    await page.waitForTimeout(250);
    if (dir) await page.screenshot({ path: join(dir, `${name}-${size.width}.png`), fullPage: opts.fullPage });
    if (opts.fits) expect(await hasHorizontalOverflow(page), `${name} fits ${size.width} px`).toBe(false);
  }
  await page.setViewportSize(SHOT_SIZES[0]);
}
