import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventData, eventByName } from '@mnemoria/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, pool, request, sessionInRecall, sessionSocket, signUp, testIp, until } from './client.ts';
import {
  killAll,
  newSecret,
  ownDatabase,
  type ServerProcess,
  sharedDatabase,
  startServer,
} from './server-process.ts';
import { sessionRows, withTables } from './tables.ts';

/** Sessions whose recall ends while both processes sweep. */
const SESSIONS = 50;
const decimal = eventByName('decimal');
const shared = Boolean(sharedDatabase.url && sharedDatabase.redis);
const dirs: string[] = [];
const seen = (updates: { stage?: string }[]) => JSON.stringify(updates.map((u) => u.stage ?? Object.keys(u)));
const servers: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  killAll();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Scale-out as docs/operations.md describes it: two real server processes on one PostgreSQL and one
 * Redis must behave as one server (broadcasts, deadlines, rate limits).
 */
describe.skipIf(!shared)('two server processes sharing PostgreSQL + Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  const ip = testIp();

  beforeAll(async () => {
    database = await ownDatabase(sharedDatabase.url ?? '');
    const databaseUrl = database.url;
    const sessionSecret = newSecret();
    const start = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mn-two-'));
      dirs.push(dataDir);
      return startServer({
        dataDir,
        sessionSecret,
        databaseUrl,
        redisUrl: sharedDatabase.redis,
      }).then((s) => {
        servers.push(s);
        return s;
      });
    };
    // Both start at once: migrations must serialise between them.
    [a, b] = await Promise.all([start(), start()]);
  }, 180_000);

  it('pushes a stage change to the sockets of one session on both processes', async () => {
    const p = await signUp(a.url, ip, 'fan');
    const init = await request(a.url, p, 'GET', '/api/bmevent/init/decimal/practice?amount=20&memorize=60');
    const id = init.body.bmevent?.id ?? '';
    expect((await request(a.url, p, 'POST', '/api/bmevent/ready', { id })).status).toBe(200);
    const onA = await sessionSocket(a.url, p, id);
    const onB = await sessionSocket(b.url, p, id);
    try {
      await until(
        'both sockets have the state',
        async () => onA.updates.length > 0 && onB.updates.length > 0,
      );
      // A Done on A, then one on B: each change reaches the socket on the other process.
      for (const [via, stage] of [
        [a, 'mem'],
        [b, 'cdr'],
      ] as const) {
        const moved = await request(via.url, p, 'POST', '/api/bmevent/stage', { id, stage });
        expect(moved.body.bmevent?.stage).toBe(stage);
        await until(
          `'${stage}' on both sockets`,
          async () => [onA, onB].every((s) => s.updates.some((u) => u.stage === stage)),
          10_000,
        ).catch((err) => {
          throw new Error(`${err.message}: A saw ${seen(onA.updates)}, B saw ${seen(onB.updates)}`);
        });
      }
    } finally {
      onA.socket.disconnect();
      onB.socket.disconnect();
    }
  }, 60_000);

  it(`finalizes ${SESSIONS} sessions exactly once when their deadlines pass under both sweeps`, async () => {
    const sessions = await pool(Array.from({ length: SESSIONS }), 10, async (_, i) => {
      const [home, other] = i % 2 ? [b, a] : [a, b];
      const player = await signUp(home.url, ip, 'sweep');
      const s = await sessionInRecall(home.url, player, 'amount=20&memorize=10&recall=10');
      const data = s.data as EventData;
      // Answers go to the other process; a different number right each, so scores differ.
      const answer = (decimal.perfectAnswer(data) as string[]).map((d, j) => (j < i % 21 ? d : ''));
      const saved = await request(other.url, player, 'PUT', '/api/bmevent/answer', {
        id: s.id,
        answer,
        seq: 1,
      });
      expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
      return { id: s.id, score: decimal.score(data, answer).score };
    });
    const ids = sessions.map((s) => s.id);
    const target = { databaseUrl: database?.url, dataDir: '' };
    // Nobody presses Done: only the deadline sweeps of A and B end these recalls. Every deadline
    // is moved to the same past instant, so both sweeps find all of them due at once.
    await withTables(target, (q) =>
      q(`update bmevents set deadline = now() - interval '5 seconds' where id = any($1::text[])`, [ids]),
    );
    await until(
      'every recall to end',
      () =>
        withTables(target, async (q) => {
          const rows = await sessionRows(q, ids);
          return [...rows.values()].filter((r) => r.stage === 'res').length === SESSIONS;
        }),
      60_000,
    );
    const rows = await withTables(target, (q) => sessionRows(q, ids));
    const wrong = sessions.flatMap(({ id, score }) => {
      const r = rows.get(id);
      return r && !r.running && r.results === 1 && r.score === score && r.result_score === score
        ? []
        : [`${id}: ${JSON.stringify({ ...r, answer: undefined })}, expected one result of ${score}`];
    });
    expect(wrong).toEqual([]);
    // Not asserted (a losing racer may log its conflict), but worth seeing when it happens.
    const errors = servers.flatMap((s) => s.log().split('\n')).filter((l) => l.includes('"level":50'));
    if (errors.length) console.info(`${errors.length} error lines while sweeping, e.g. ${errors[0]}`);
  }, 120_000);

  it('shares the login back-off: five failures split across A and B lock the account on both', async () => {
    const p = await signUp(a.url, ip, 'lock');
    for (const via of [a, b, a, b, a]) {
      expect((await login(via.url, ip, p.email, 'wrong password')).status).toBe(401);
    }
    // In-process counters would have seen 3 and 2 failures: no lock, and this login would pass.
    for (const via of [a, b]) {
      expect((await login(via.url, ip, p.email, p.password)).status).toBe(429);
    }
  });
});
