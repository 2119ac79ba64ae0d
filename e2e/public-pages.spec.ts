import { expect, type Page, test } from '@playwright/test';
import { signUp } from './training-helpers.ts';

/**
 * The pages anyone may see: a visitor's browser makes no failing request and logs nothing there,
 * and someone signed in is offered the way back to their dashboard, not Login / Sign Up.
 */

const PUBLIC = ['/', '/login', '/signup', '/forgotPassword', '/policy/terms', '/resources/majorsystem'];

/** Every request answered 4xx/5xx and every console error, while the page is open. */
function trouble(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) seen.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

test('a visitor’s public pages make no failing request and log nothing', async ({ page }) => {
  const seen = trouble(page);
  for (const path of PUBLIC) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The signed-in probe has answered (the pages ask it in the background).
    await page.waitForLoadState('networkidle');
  }
  // The visitor sees Login / Sign Up on the policy pages.
  await page.goto('/policy/privacy');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(seen).toEqual([]);
});

test('signed in, the policy and resource pages lead back to the dashboard', async ({ page }) => {
  await signUp(page, 'pubpages');
  for (const path of ['/policy/privacy', '/resources/majorsystem', '/resources/content']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Sign up$/i })).toHaveCount(0);
  }
  await page.goto('/policy/privacy');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
