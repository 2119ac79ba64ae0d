import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { signUp } from './training-helpers.ts';

// A phone: the installable app is mostly used from a home screen.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const APP_TITLE = 'Mnemoria · Memory sport training';

/** After one visit: the worker has installed, precached the build and taken control of the page. */
async function waitForControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Screenshots at the desktop and the phone size, kept with the test's output. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [1366, 850],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 375, height: 740 });
}

/** The width and height written in a PNG's header. */
function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('the manifest is linked and valid, every icon loads, and Chromium finds the app installable', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every default test context
  // is: this check runs in a real (persistent) profile with the same browser and phone settings.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
  }
});

async function installable(page: Page) {
  await page.goto('/');
  await waitForControl(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href as string);
  expect(res.headers()['content-type']).toMatch(/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: APP_TITLE,
    short_name: 'Mnemoria',
    start_url: '/app/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#4338ca',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons, { src: appleHref as string, sizes: '180x180' }];
  for (const icon of icons) {
    const img = await page.request.get(icon.src);
    expect(img.status(), icon.src).toBe(200);
    expect(img.headers()['content-type'], icon.src).toBe('image/png');
    const { width, height } = pngSize(await img.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  console.log(
    `Page.getInstallabilityErrors: ${JSON.stringify(installabilityErrors)}; ` +
      `Page.getAppManifest errors: ${JSON.stringify(manifestErrors)}`,
  );
  expect(installabilityErrors).toEqual([]);
  expect(manifestErrors).toEqual([]);
}

test('after one visit the app shell loads offline; the API is never answered from cache', async ({
  page,
  context,
}, testInfo) => {
  await signUp(page, 'pwaoff');
  await page.goto('/app/dashboard');
  await waitForControl(page);

  // The shell and its scripts come from the cache. Offline the app cannot load the signed-in
  // user, and its guard then shows the login screen: what matters here is that it is the app,
  // rendered from the cache, and not the browser's "no internet" page.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Mnemoria/);
  await expect(page.locator('#root > *').first()).toBeVisible();
  expect(page.url().startsWith('http://localhost')).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('offline-visited-375.png') });

  // The server's answers are not stored anywhere the worker could replay them from.
  const apiOffline = await page.evaluate(() =>
    fetch('/api/user').then(
      (r) => `answered ${r.status}`,
      () => 'network error',
    ),
  );
  expect(apiOffline).toBe('network error');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => /^\/(api|socket\.io|media)(\/|$)/.test(u))).toEqual([]);

  // A route never opened before still gets the shell: it is one page for every route.
  await page.goto('/app/leaderboard');
  await expect(page).toHaveTitle(/Mnemoria/);
  await expect(page.locator('#root > *').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-unvisited-375.png') });

  // Without the shell in the cache (evicted), a page load offline shows the offline page,
  // never the browser's own error page.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete('/index.html');
  });
  await page.goto('/app/versus');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('everything of a session')).toBeVisible();
  expect(page.url()).toMatch(/\/app\/versus$/);
  await shots(page, testInfo, 'offline-page');
});

test('a new deploy raises "A new version is available", and Reload switches to it', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await waitForControl(page);
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });

  // "Deploy": a changed worker script, as a rebuild with any changed file produces.
  const sw = join(dist, 'sw.js');
  const backups = ['sw.js', 'sw.js.br', 'sw.js.gz'].filter((f) => existsSync(join(dist, f)));
  for (const f of backups) copyFileSync(join(dist, f), testInfo.outputPath(f));
  try {
    const next = `${readFileSync(sw, 'utf8')}\n// deploy ${Date.now()}\n`;
    writeFileSync(sw, next);
    writeFileSync(`${sw}.br`, brotliCompressSync(next));
    writeFileSync(`${sw}.gz`, gzipSync(next));

    // The same check an open tab makes when it becomes visible again or every hour.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await shots(page, testInfo, 'update-prompt');

    await prompt.getByRole('button', { name: 'Reload' }).tap();
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await waitForControl(page);
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { waiting: reg?.waiting ?? null, active: reg?.active?.state };
    });
    expect(state).toEqual({ waiting: null, active: 'activated' });
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    for (const f of backups) copyFileSync(testInfo.outputPath(f), join(dist, f));
  }
});

test('no accidental zoom on a phone: pinch zoom stays allowed, focusing a field never zooms', async ({
  page,
}) => {
  for (const path of ['/login', '/signup', '/forgotPassword']) {
    await page.goto(path);
    await expect(page.locator('input').first()).toBeVisible();
    // Zooming by pinch is an accessibility need: the page must not forbid it. viewport-fit=cover
    // lets the installed app use the whole screen and gives CSS the safe-area insets.
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport, path).toContain('width=device-width');
    expect(viewport, path).toContain('viewport-fit=cover');
    expect(viewport, path).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
    // Safari on iPhone zooms into any focused field whose text is under 16 px.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({
          name: el.getAttribute('name') ?? el.id,
          size: parseFloat(getComputedStyle(el).fontSize),
        }))
        .filter((f) => f.size < 16),
    );
    expect(small, path).toEqual([]);
  }
});
