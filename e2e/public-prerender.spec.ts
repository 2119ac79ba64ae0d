import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/** The prerendered public pages besides the landing page (e2e/landing-prerender.spec.ts). */
const PAGES = [
  { path: '/policy/privacy', heading: 'Privacy Policy', text: 'personal data', shot: 'policy-privacy' },
  { path: '/policy/terms', heading: 'Terms of Service', text: 'Mnemoria', shot: 'policy-terms' },
  {
    path: '/resources/majorsystem',
    heading: 'Major System',
    text: 'Turn numbers into words',
    shot: 'majorsystem',
  },
  {
    path: '/resources/content',
    heading: 'Content & credits',
    text: 'CMU Pronouncing Dictionary',
    shot: 'content',
  },
];
const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/public-prerender`;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/**
 * Before any page script: records every element removed from #root (hydration that re-renders
 * instead of adopting the HTML removes it) and every layout shift, as the browser measures them.
 */
function watchTakeover() {
  const w = window as unknown as { removed: string[]; shift: number };
  w.removed = [];
  w.shift = 0;
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.removedNodes)
        if (node instanceof Element && !node.className.toString().includes('gallery__slot'))
          w.removed.push(node.outerHTML.slice(0, 80));
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.shift += (e as unknown as { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 850 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`prerendered public pages at ${label} width`, () => {
    for (const { path, heading, text, shot } of PAGES) {
      test(`${path} reads without JavaScript and is taken over in place`, async ({ browser }) => {
        const noJs = await browser.newContext({ javaScriptEnabled: false, viewport });
        const bare = await noJs.newPage();
        await bare.goto(path);
        await expect(bare.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(bare.getByText(text).first()).toBeAttached();
        await expect(bare.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
        await expect(bare.getByText('needs JavaScript')).toHaveCount(0);
        await shoot(bare, `${shot}-${label}-no-js`);
        await noJs.close();

        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(e.message));
        await page.addInitScript(watchTakeover);
        await page.goto(path);
        // Hydrated: the router is live, so a client-side link works without a reload.
        await page.waitForFunction(() => {
          const link = document.querySelector('a.logo');
          return link !== null && Object.keys(link).some((k) => k.startsWith('__reactFiber'));
        });
        await page.waitForLoadState('networkidle');
        await shoot(page, `${shot}-${label}-js`);
        const { removed, shift } = await page.evaluate(() => {
          const w = window as unknown as { removed: string[]; shift: number };
          return { removed: w.removed, shift: w.shift };
        });
        expect(removed, 'elements the takeover removed').toEqual([]);
        expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
        expect(errors).toEqual([]);
        await page.getByRole('link', { name: 'Sign Up' }).first().click();
        await expect(page).toHaveURL(/\/signup$/);
        await context.close();
      });
    }
  });
}

test('a policy starts the app late, and its menu pressed before that opens once the app is there', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/policy/privacy');
  // At load only the small entry runs: React is not even downloaded yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(scripts.some((u) => /\/react-[\w-]+\.js$/.test(u))).toBe(false);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  // The press started the app, which then took the press: the menu opens, no second tap needed.
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true', {
    timeout: 2500,
  });
  expect(scripts.some((u) => /\/react-[\w-]+\.js$/.test(u))).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Terms', exact: true }),
  ).toBeVisible();
  await shoot(page, 'policy-privacy-phone-menu-early');
  await context.close();
});

test('the Major System tool keeps what is typed and submitted before the app has taken it over', async ({
  page,
}) => {
  // The app's boot chunk comes 1.5 s late, so the word is typed and Enter pressed on the
  // prerendered form, with no app behind it yet.
  let held = false;
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/resources/majorsystem', { waitUntil: 'domcontentloaded' });
  const find = page.getByRole('region', { name: 'Find numbers' });
  await find.getByLabel('Word').fill('phone');
  await find.getByLabel('Word').press('Enter');
  // Not sent as a page load (the query string stays empty); answered once the app is there.
  await expect(find.getByTestId('number-spelling').locator('.major__big')).toHaveText('92', {
    timeout: 10_000,
  });
  expect(held).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  await expect(find.getByLabel('Word')).toHaveValue('phone');
});
