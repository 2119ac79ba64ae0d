import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  call,
  connectPlayer,
  expireStage,
  init,
  perfectAnswerOf,
  toRecall,
} from '../bmevent/session-helpers.ts';
import { ownDatabase, sharedDatabase } from '../durability/server-process.ts';
import { signup, startApp, useListeningApp } from '../helpers.ts';

const TOKEN = 'scrape-token-of-this-test';
// On PostgreSQL, a database of its own: the deployment-wide counts and the sweep lag must not see
// (or be swept by) the other test files' sessions. Registered first, so it runs before the app starts.
let own: Awaited<ReturnType<typeof ownDatabase>> | undefined;
beforeAll(async () => {
  if (!sharedDatabase.url) return;
  own = await ownDatabase(sharedDatabase.url);
  process.env.DATABASE_URL = own.url;
});
afterAll(async () => {
  process.env.DATABASE_URL = sharedDatabase.url;
  await own?.drop();
});
const t = useListeningApp({ env: { METRICS_TOKEN: TOKEN }, sweepIntervalMs: 60_000 });

async function scrape(): Promise<string> {
  const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one sample, `name{labels}` exactly as Prometheus text prints it; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const SESSIONS = 6;

describe('GET /metrics', () => {
  it('refuses a scrape without the bearer token, and is off without METRICS_TOKEN', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${t.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
    const off = await startApp();
    try {
      expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('moves its figures under load: requests, sockets, answer acks, sessions, sweep lag', async () => {
    const before = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'mnemoria_db_pool_max',
      'mnemoria_sweep_lag_seconds',
      'mnemoria_matches_running{stage="playing"}',
    ])
      expect(before, name).toMatch(new RegExp(`^${name.replace(/[{}]/g, '\\$&')}`, 'm'));
    const route = (r: string, m = 'GET') =>
      `mnemoria_http_request_duration_seconds_count{method="${m}",route="${r}",status="2xx"}`;

    const players: { c: Client; id: string }[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const c = { app: t.app, cookie: (await signup(t.app)).cookie };
      const s = await init(c, 'decimal', 'practice', '?amount=20&memorize=60&recall=120');
      await toRecall(c, s.id);
      players.push({ c, id: s.id });
    }
    const sockets = await Promise.all(players.map((p) => connectPlayer(t.url, p.c.cookie, p.id)));
    t.sockets.push(...sockets.map((s) => s.socket));
    for (const [i, p] of players.entries()) {
      const key = (await perfectAnswerOf(t.app, p.id)) as string[];
      expect((await sockets[i]?.emit('update', p.id, 'answer', key, 1))?.success).toBe(true);
      const http = await fetch(`${t.url}/api/bmevent/answer`, {
        method: 'PUT',
        headers: { cookie: p.c.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ id: p.id, answer: key, seq: 2 }),
      });
      expect(http.status).toBe(200);
    }
    // One recall overdue with no sweep running (the sweep here runs once a minute): a lag.
    await expireStage(t.app, players[0]?.id ?? '', 5_000);

    const after = await scrape();
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('mnemoria_answer_ack_seconds_count{via="socket"}')).toBe(SESSIONS);
    expect(grew('mnemoria_answer_ack_seconds_count{via="http"}')).toBe(SESSIONS);
    expect(grew(route('/api/bmevent/init/:eventName/:mode'))).toBeGreaterThanOrEqual(SESSIONS);
    expect(grew(route('/api/bmevent/stage', 'POST'))).toBeGreaterThanOrEqual(3 * SESSIONS);
    expect(sample(after, 'mnemoria_socket_connections{namespace="/bmevent"}')).toBe(SESSIONS);
    expect(sample(after, 'mnemoria_sessions_running')).toBe(
      sample(before, 'mnemoria_sessions_running') + SESSIONS,
    );
    expect(sample(after, 'mnemoria_sweep_lag_seconds')).toBeGreaterThan(1);
    expect(sample(after, 'mnemoria_db_pool_connections')).toBeGreaterThan(0);

    for (const s of sockets) s.socket.disconnect();
    for (const p of players) await call(p.c, 'POST', '/api/bmevent/result', { id: p.id });
    let done = await scrape();
    // The server hears of the disconnects a moment after the client made them.
    for (let i = 0; i < 50 && sample(done, 'mnemoria_socket_connections{namespace="/bmevent"}') > 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = await scrape();
    }
    expect(sample(done, 'mnemoria_socket_connections{namespace="/bmevent"}')).toBe(0);
    expect(sample(done, 'mnemoria_sessions_running')).toBe(sample(before, 'mnemoria_sessions_running'));
    expect(sample(done, 'mnemoria_sweep_lag_seconds')).toBe(0);
  });
});
