import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E runs a real server on a fresh data directory against the already built web app
 * (`npm run build` first; this config builds nothing). Workers inherit the runner's environment,
 * so the directory is created once and shared through E2E_DATA_DIR (the specs read the outbox).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mnemoria-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The bundle `npm start` runs, rebuilt first (under a second) so it never lags the sources.
    // `npm test` builds first and sets E2E_PREBUILT, since it runs server tests at the same time.
    command: `${process.env.E2E_PREBUILT ? '' : 'node scripts/build-server.mjs && '}node --enable-source-maps apps/server/dist/main.mjs`,
    url: `${baseURL}/api/user`,
    // Every spec signs up its own athletes from 127.0.0.1; the default 20/hour would run out.
    // Versus matches run a short format (12 s memorize, 30 s recall, 20 items) so a whole match
    // fits in a test; the rules and clock are the real ones.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNUP_LIMIT_PER_HOUR: '500',
      VERSUS_FORMAT: '12,30,20',
      // A forfeit or an abort is decided when the leaver's grace ends: 6 s instead of 15.
      VERSUS_GRACE: '6',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
