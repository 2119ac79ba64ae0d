import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { newAthlete } from './helpers.ts';

const HEADLINE = 'Customize your memory training';
const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/landing-prerender`;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 850 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`landing page at ${label} width`, () => {
    test.use({ viewport });

    test('paints its headline and sign-up links with JavaScript disabled', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The visible headline, not only the screen-reader text: the typing never runs without scripts.
      await expect(page.locator('.typing-static')).toHaveText(HEADLINE);
      await expect(page.locator('.typing-static')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
      await shoot(page, `${label}-no-js`);
      await context.close();
    });

    test('is taken over by the app without a hydration error, and then types', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/');
      await expect(page.locator('.typing-static')).toBeHidden();
      await expect(page.getByTestId('typing-text')).toContainText('Customize');
      await page.getByTestId('typing-text').filter({ hasText: HEADLINE }).waitFor();
      await shoot(page, `${label}-js`);
      // The app is live: a client-side link navigates without a reload.
      await page.getByRole('link', { name: 'Start Now' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      expect(errors).toEqual([]);
    });
  });
}

test('a signed-in browser opening / lands on the dashboard', async ({ page }) => {
  const athlete = newAthlete('prer');
  const res = await page.request.post('/api/signup', {
    data: { ...athlete, confirmPassword: athlete.password },
  });
  expect(res.status()).toBe(201);
  const landing = await page.request.get('/', { maxRedirects: 0 });
  expect(landing.status()).toBe(302);
  expect(landing.headers().location).toBe('/app/dashboard');
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('the landing page starts the app on the first interaction, with no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; scripts: string[] };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shift += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.push(r.url());
  });
  await page.goto('/');
  // At load only the small entry runs: React and the router are not even downloaded yet.
  await expect(page.locator('.typing-static')).toHaveText(HEADLINE);
  expect(loaded.some((u) => /\/react-[\w-]+\.js$/.test(u))).toBe(false);
  // The first key press starts the app well before the idle fallback would.
  await page.keyboard.press('Tab');
  await expect(page.locator('.typing-static')).toBeHidden({ timeout: 2500 });
  await expect(page.getByTestId('typing-text')).toContainText('Customize');
  expect(loaded.some((u) => /\/react-[\w-]+\.js$/.test(u))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
});
