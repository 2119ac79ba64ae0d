/**
 * Players as a client creates them: sign up over the API (the harness raises the sign-up limit),
 * then start a practice session and walk it to recall the way the web app does.
 */

import { plainId } from '../../apps/server/test/plain-id.ts';

export interface Player {
  cookie: string;
  userName: string;
}

export interface Session {
  id: string;
  player: Player;
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function api(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { text, json: JSON.parse(text) as Record<string, unknown>, headers: res.headers };
}

let serial = 0;

/** Signs up `count` new users; argon2 is slow, so a few at a time is as fast as it gets. */
export async function signUp(base: string, count: number): Promise<Player[]> {
  const tag = plainId(3);
  return pool(
    Array.from({ length: count }, () => serial++),
    8,
    async (n) => {
      const userName = `b${tag}${n}`.slice(0, 20);
      const password = 'Correct-Horse-Battery-7';
      const res = await api(base, '', 'POST', '/api/signup', {
        userName,
        email: `${userName}@bench.example`,
        password,
        confirmPassword: password,
        timeZone: 'UTC',
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      if (!cookie) throw new Error('sign-up set no cookie');
      return { cookie, userName };
    },
  );
}

/** A practice decimal session of `digits` digits, walked to recall (ready, Done, Done, Done). */
export async function toRecall(
  base: string,
  player: Player,
  digits: number,
  recallS: number,
): Promise<Session> {
  const call = (method: string, path: string, body?: unknown) => api(base, player.cookie, method, path, body);
  const init = await call(
    'GET',
    `/api/bmevent/init/decimal/practice?amount=${digits}&memorize=10&recall=${recallS}&discard=true`,
  );
  const id = (init.json.bmevent as { id: string }).id;
  await call('POST', '/api/bmevent/ready', { id });
  for (const stage of ['mem', 'cdr', 'rec']) await call('POST', '/api/bmevent/stage', { id, stage });
  return { id, player };
}

export const exitSession = (base: string, s: Session) =>
  api(base, s.player.cookie, 'POST', '/api/bmevent/exit', { id: s.id }).catch(() => undefined);

/** A whole decimal answer: `digits` cells, every one filled. */
export const decimalAnswer = (digits: number) => Array.from({ length: digits }, (_, i) => String(i % 10));

/** Runs `fn` on a PostgreSQL connection to `url`, closed afterwards. */
async function withPostgres<T>(url: string, fn: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops and creates the benchmark's PostgreSQL database, so every run starts empty. */
export async function freshPostgres(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = Object.assign(new URL(url), { pathname: '/postgres' }).href;
  await withPostgres(admin, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

/**
 * The PostgreSQL settings that shape the figures, as one sentence for a report's header. With
 * autovacuum off (some test machines turn it off) nothing is vacuumed or analyzed during a run:
 * dead row versions pile up, and the plans the server's prepared statements cached while the
 * tables were nearly empty (sequential scans) are never replaced, so the database's cost per
 * request keeps growing with the length of the run.
 */
export function postgresSettings(url: string): Promise<string> {
  return withPostgres(url, async (client) => {
    const names = ['server_version', 'autovacuum', 'synchronous_commit', 'shared_buffers'];
    const { rows } = await client.query<{ name: string; setting: string }>(
      'select name, current_setting(name) as setting from unnest($1::text[]) as name',
      [names],
    );
    const value = (n: string) => rows.find((r) => r.name === n)?.setting ?? '?';
    const warning =
      value('autovacuum') === 'off'
        ? ' Autovacuum is off on this server (a production database has it on): the database ' +
          'figures grow with the length of a run.'
        : '';
    return (
      `PostgreSQL ${value('server_version').split(' ')[0]}: autovacuum ${value('autovacuum')}, ` +
      `synchronous_commit ${value('synchronous_commit')}, shared_buffers ${value('shared_buffers')}.${warning}`
    );
  });
}
