import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());

/** Every setting the server reads from the environment, with its default (see README "Configuration"). */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  DATA_DIR: z.string().default(join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalUrl,
  /** Connections the server keeps to the database (PostgreSQL, or the embedded one's thread). */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(10)),
  REDIS_URL: optionalUrl,
  /**
   * Start of every Redis key and channel this server uses. Deployments sharing one Redis need
   * one prefix each, or they share rate-limit counters and cache invalidations.
   */
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1–64 letters, digits or : _ . -')
      .default('mn:'),
  ),
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().default('Mnemoria <no-reply@mnemoria.local>'),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /**
   * Origins of the native wrapper's WebView (capacitor://localhost on iOS, https://localhost on
   * Android): allowed like ALLOWED_ORIGINS, and also answered with CORS headers and cross-site
   * cookies, because the wrapper's pages are another site than the server (docs/mobile.md).
   */
  NATIVE_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Firebase project of the push notifications; with FCM_SERVICE_ACCOUNT, pushes go through FCM. */
  FCM_PROJECT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The Firebase service account's JSON key (its content, or the path of the file). */
  FCM_SERVICE_ACCOUNT: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Sign-ups allowed per IP and hour (a school or event behind one NAT may need more). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Failed sign-ins allowed per IP in 15 minutes across all accounts (password spraying). */
  LOGIN_FAILURE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Seconds a process takes at most to drain on SIGTERM (stop accepting, move its sockets to the
   * other processes, finish requests, write what it holds); past it the process exits with 1.
   */
  DRAIN_TIMEOUT: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(600).default(10)),
  /** Turns on `GET /metrics` (Prometheus text) for scrapes that send `Authorization: Bearer <it>`. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Replaces every event's fixed versus format with `memorize,recall[,amount]` (seconds, items).
   * Only for test and demo servers: a real match keeps the documented formats (docs/versus.md).
   */
  VERSUS_FORMAT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,4},\d{1,4}(,\d{1,4})?$/, 'VERSUS_FORMAT is memorize,recall[,amount]')
      .optional(),
  ),
  /**
   * Seconds by which viewers of a versus match see it behind its players (the broadcast delay;
   * docs/versus.md). 0 sends at once; the recall's answers are held to the recall's end anyway.
   */
  VERSUS_WATCH_DELAY: z.coerce.number().min(0).max(600).default(10),
  /**
   * Seconds a versus player may be disconnected during a match before they have left it (a
   * forfeit, or an abort; docs/versus.md). Long enough for a reload or a network blip.
   */
  VERSUS_GRACE: z.coerce.number().int().min(3).max(300).default(15),
  /** The community chat server's invitation link, shown on the dashboard; `none` hides it. */
  COMMUNITY_CHAT_URL: z.preprocess(
    emptyToUndefined,
    z.union([z.literal('none'), z.string().url()]).default('https://chat.mnemoria.app'),
  ),
  /**
   * Which payment provider takes payments: `stripe`, `test` (the built-in TEST MODE checkout, no
   * money), or `none`. Unset: Stripe when STRIPE_SECRET_KEY is set, else `test` outside production
   * and `none` in production, so a production server can never hand out premium for free.
   */
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['stripe', 'test', 'none']).optional()),
  /** Stripe's secret API key (see PAYMENT_PROVIDER). */
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** JSON list of plans ({id, name, discount, price, currency, interval}); ids are Stripe price ids. */
  PAYMENT_PLANS: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig & { SESSION_SECRET: string; secureCookies: boolean };

/**
 * Parses the environment once. A missing SESSION_SECRET is generated and kept in
 * DATA_DIR/session-secret so sessions and reset codes survive restarts without any setup.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const raw = parsed.data;
  const dataDir = resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secret = raw.SESSION_SECRET ?? readOrCreateSecret(join(dataDir, 'session-secret'));
  return {
    ...raw,
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    secureCookies: raw.PUBLIC_URL?.startsWith('https:') ?? false,
  };
}

function readOrCreateSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // absent: create below
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
