/// <reference lib="dom" />
/**
 * One repetition on one page: the game page of a real session, or the bare baseline page. Both run
 * in a fresh browser context with the probe (probe.ts) installed and the CPU throttled.
 */
import type { Browser, Page } from '@playwright/test';
import { percentile, spread } from '../server/stats.ts';
import { installProbe, type Probe } from './probe.ts';

export interface Options {
  presses: number;
  frameSeconds: number;
  rate: number;
}

export interface Measured {
  keyP50: number;
  keyP95: number;
  /** Done → that stage painted, ms (the bare page: every transition's median in `stageMedian`). */
  stages: Record<string, number>;
  stageMedian: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
  longTasks: number;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const probeOf = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

async function openPage(browser: Browser, rate: number, cookie?: { url: string; header: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  if (cookie) {
    const [name, value] = cookie.header.split('=') as [string, string];
    await context.addCookies([{ name, value, url: cookie.url }]);
  }
  const page = await context.newPage();
  // tsx compiles with esbuild's keepNames, which wraps named functions in a `__name` helper that
  // only exists in Node: the page gets an identity one ahead of the probe's source.
  await page.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

const stageIs = (page: Page, name: string) =>
  page.waitForSelector(`[data-testid="game-stage"][data-stage="${name}"]`, { timeout: 30_000 });

/** Clicks Done and waits until the probe has timed the stage it leads to. */
async function done(page: Page) {
  const before = (await probeOf(page)).stages.length;
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await page.waitForFunction(
    (n) => (window as unknown as { __probe: Probe }).__probe.stages.length > n,
    before,
    {
      polling: 20,
      timeout: 30_000,
    },
  );
}

/** Frame intervals for `seconds` of the current page, as it idles with its timer ticking. */
async function frames(page: Page, seconds: number) {
  await page.evaluate(() => {
    (window as unknown as { __probe: Probe }).__probe.frames.on = true;
  });
  await sleep(seconds * 1000);
  await page.evaluate(() => {
    (window as unknown as { __probe: Probe }).__probe.frames.on = false;
  });
}

/** `count` digit presses, each after the previous one was painted (as a fast typist's would be). */
async function press(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(String((i * 7) % 10));
    await page.waitForFunction((n) => (window as unknown as { __probe: Probe }).__probe.keys.length > n, i, {
      polling: 10,
      timeout: 10_000,
    });
  }
}

function summarize(probe: Probe): Measured {
  const keys = [...probe.keys].sort((a, b) => a - b);
  const intervals = [...probe.frames.intervals].sort((a, b) => a - b);
  return {
    keyP50: percentile(keys, 50),
    keyP95: percentile(keys, 95),
    stages: Object.fromEntries(probe.stages.map((s) => [s.to, s.ms])),
    stageMedian: spread(probe.stages.map((s) => s.ms)).median,
    frameP50: percentile(intervals, 50),
    frameP95: percentile(intervals, 95),
    frameMax: intervals.at(-1) ?? Number.NaN,
    longTasks: probe.longTasks.length,
  };
}

/** A whole practice session of `presses` decimal digits, played through the real game page. */
export async function measureGame(browser: Browser, base: string, cookie: string, o: Options) {
  const { context, page } = await openPage(browser, o.rate, { url: base, header: cookie });
  try {
    await page.goto(`${base}/app/event/decimal/practice/start?amount=${o.presses}&memorize=600&recall=900`);
    await stageIs(page, 'cdm');
    await done(page);
    await stageIs(page, 'mem');
    await frames(page, o.frameSeconds);
    await done(page);
    await stageIs(page, 'cdr');
    await done(page);
    await stageIs(page, 'rec');
    await page.waitForSelector('input[data-cell="0"]:focus', { timeout: 30_000 });
    await press(page, o.presses);
    await done(page);
    await page.waitForFunction(
      () => (window as unknown as { __probe: Probe }).__probe.stages.some((s) => s.to === 'result grid'),
      undefined,
      { polling: 20, timeout: 30_000 },
    );
    return summarize(await probeOf(page));
  } finally {
    await context.close();
  }
}

/** The same on the bare page: frames, four Done round trips, the presses. */
export async function measureBare(browser: Browser, url: string, o: Options) {
  const { context, page } = await openPage(browser, o.rate);
  try {
    await page.goto(url);
    await page.waitForSelector('input[data-cell="0"]:focus');
    await frames(page, o.frameSeconds);
    for (let i = 0; i < 4; i++) await done(page);
    await page.focus('input[data-cell="0"]');
    await press(page, o.presses);
    return summarize(await probeOf(page));
  } finally {
    await context.close();
  }
}
