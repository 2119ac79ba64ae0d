import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventData, eventByName } from '@mnemoria/events';
import type { VersusState } from '@mnemoria/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  getSession,
  type Player,
  request,
  sessionInRecall,
  signUp,
  storedAck,
  testIp,
  until,
} from '../durability/client.ts';
import {
  killAll,
  newSecret,
  ownDatabase,
  type ServerProcess,
  sharedDatabase,
  startServer,
} from '../durability/server-process.ts';
import { sessionRows, withTables } from '../durability/tables.ts';
import { connected, haproxyInstalled, Reconnects, startProxy } from './proxy.ts';

const shared = Boolean(sharedDatabase.url && sharedDatabase.redis);
const haproxy = haproxyInstalled();
if (shared && !haproxy)
  console.warn('SKIPPED the HAProxy topology test: haproxy is not installed (apt-get install -y haproxy).');

const SOLO = 6;
const decimal = eventByName('decimal');
const answerAt = (key: string[], seq: number) => key.map((d, i) => (i < seq ? d : ''));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const clients = new Reconnects();
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;

afterAll(async () => {
  clients.close();
  proxy?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  killAll();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Solo extends Player {
  id: string;
  data: EventData;
  key: string[];
  socket: Socket;
  sent: number;
  acked: number;
}

/** Sends a growing answer every 100 ms while connected; an answer counts once its ack says stored. */
async function keepAnswering(s: Solo, stop: { now: boolean }) {
  while (!stop.now) {
    if (s.socket.connected && s.sent < s.key.length) {
      const seq = ++s.sent;
      try {
        const ack = await s.socket
          .timeout(2_000)
          .emitWithAck('update', s.id, 'answer', answerAt(s.key, seq), seq);
        if (storedAck(ack)) s.acked = Math.max(s.acked, seq);
      } catch {
        // cut off by the kill: maybe stored, never acknowledged
      }
    }
    await sleep(100);
  }
}

/** A versus player: the /versus socket (state pushes), the main socket (signals), later the game socket. */
async function versusPlayer(url: string, ip: string) {
  const p = await signUp(url, ip, 'topo');
  const me = await request(url, p, 'GET', '/api/user');
  const userId = (me.body.user as { _id: string })._id;
  const versus = clients.open(`${url}/versus`, p.cookie);
  const main = clients.open(url, p.cookie);
  const states: VersusState[] = [];
  const starts: { bmeventId: string }[] = [];
  versus.on('update', (s: VersusState, ack?: (v: boolean) => void) => {
    states.push(s);
    ack?.(true);
  });
  main.on('start-bmevent', (s: { bmeventId: string }) => starts.push(s));
  await Promise.all([connected(versus), connected(main)]);
  const emit = (event: string, ...args: unknown[]) => versus.timeout(5_000).emitWithAck(event, ...args);
  return { ...p, userId, versus, states, starts, emit, state: () => states.at(-1) };
}

/**
 * The deployment docs/deploy.md describes, run for real: HAProxy (deploy/haproxy.cfg) in front of
 * three server processes on one PostgreSQL and one Redis. Solo players answer and a versus match
 * is in its recall when one process is SIGKILLed and then another is SIGTERMed (a rolling restart):
 * every client reconnects through the proxy within seconds, every acknowledged answer is kept,
 * the match ends with the right winner, and nothing is scored twice.
 */
describe.skipIf(!shared || !haproxy)('three server processes behind HAProxy', () => {
  it('survives a SIGKILL and a SIGTERM mid-recall without losing or double-scoring anything', async () => {
    database = await ownDatabase(sharedDatabase.url ?? '');
    const sessionSecret = newSecret();
    const started = await Promise.all(
      [1, 2, 3].map(() => {
        const dataDir = mkdtempSync(join(tmpdir(), 'mn-topo-'));
        dirs.push(dataDir);
        return startServer({
          dataDir,
          sessionSecret,
          databaseUrl: database?.url,
          redisUrl: sharedDatabase.redis,
          env: { VERSUS_FORMAT: '2,30,10', DRAIN_TIMEOUT: '5', LOG_LEVEL: 'info' },
        });
      }),
    );
    servers.push(...started);
    proxy = await startProxy(started.map((s) => `127.0.0.1:${s.port}`));
    const url = proxy.url;
    const ip = testIp();

    // Solo players in recall, each answering over a socket through the proxy.
    const solos: Solo[] = await Promise.all(
      Array.from({ length: SOLO }, async () => {
        const p = await signUp(url, ip, 'solo');
        const s = await sessionInRecall(url, p, 'amount=60&memorize=60&recall=120');
        const socket = clients.open(`${url}/bmevent`, p.cookie, { bmeventId: s.id });
        await connected(socket);
        const data = s.data as EventData;
        return {
          ...p,
          id: s.id,
          data,
          key: decimal.perfectAnswer(data) as string[],
          socket,
          sent: 0,
          acked: 0,
        };
      }),
    );
    const stop = { now: false };
    const answering = Promise.all(solos.map((s) => keepAnswering(s, stop)));

    // A versus match played to its recall through the proxy.
    const [a, b] = await Promise.all([versusPlayer(url, ip), versusPlayer(url, ip)]);
    expect((await a.emit('search', '1v1')).success).toBe(true);
    expect((await b.emit('search', '1v1')).success).toBe(true);
    await until(
      'the pair',
      async () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice',
      20_000,
    );
    for (const p of [a, b]) await p.emit('choice', 'decimal');
    for (const p of [a, b]) await p.emit('set-ready', true);
    await until('both started', async () => a.starts.length > 0 && b.starts.length > 0, 20_000);
    const ids = [a.starts[0]?.bmeventId ?? '', b.starts[0]?.bmeventId ?? ''] as const;
    const games = [a, b].map((p, i) => clients.open(`${url}/bmevent`, p.cookie, { bmeventId: ids[i] }));
    await Promise.all(games.map(connected));
    await Promise.all(games.map((g, i) => g.timeout(5_000).emitWithAck('ready', ids[i])));
    await until(
      'the match in recall',
      async () =>
        (await Promise.all([getSession(url, a, ids[0]), getSession(url, b, ids[1])])).every(
          (s) => s.stage === 'rec',
        ),
      30_000,
    );

    // A crash mid-recall, then (once everyone is back) a graceful stop of another process.
    await sleep(500);
    const dropsBefore = clients.drops;
    await servers[0]?.crash();
    await until(
      'every client back after the crash',
      async () => clients.drops > dropsBefore && clients.allConnected(),
      15_000,
    );
    await sleep(500);
    const dropsMid = clients.drops;
    expect(await servers[1]?.stop()).toBe(0);
    const state = () =>
      `drops ${clients.drops - dropsMid}, ${clients.describe()}\n${servers[1]?.log()}\n${proxy?.log()}`;
    await until(
      'every client back after the drain',
      async () => clients.drops > dropsMid && clients.allConnected(),
      15_000,
    ).catch((err) => {
      throw new Error(`${err.message}: ${state()}`);
    });
    await sleep(500);
    stop.now = true;
    await answering;
    expect(Math.max(...clients.gaps), `reconnect times ${clients.gaps.join(', ')} ms`).toBeLessThan(5_000);

    // Solo: every acknowledged answer is stored, and the result scores the last one stored.
    for (const s of solos) {
      const now = await getSession(url, s, s.id);
      expect(now.stage).toBe('rec');
      expect(now.answerSeq, `${s.id}: acked ${s.acked}, sent ${s.sent}`).toBeGreaterThanOrEqual(s.acked);
      expect(now.answerSeq).toBeLessThanOrEqual(s.sent);
      expect(now.answer).toEqual(answerAt(s.key, now.answerSeq));
      const done = (await s.socket.timeout(10_000).emitWithAck('finished', s.id)) as {
        bmevent?: { score: number };
      };
      expect(done.bmevent?.score).toBe(decimal.score(s.data, answerAt(s.key, now.answerSeq)).score);
    }

    // Versus: A answers everything, B half; A wins, on both screens.
    const target = { databaseUrl: database.url, dataDir: '' };
    const matchKey = await withTables(target, async (q) => {
      const rows = await q('select data from bmevents where id = $1', [ids[0]]);
      return decimal.perfectAnswer(rows[0]?.data as EventData) as string[];
    });
    const ga = games[0] as Socket;
    const gb = games[1] as Socket;
    expect(storedAck(await ga.timeout(5_000).emitWithAck('update', ids[0], 'answer', matchKey, 1))).toBe(
      true,
    );
    expect(
      storedAck(await gb.timeout(5_000).emitWithAck('update', ids[1], 'answer', answerAt(matchKey, 5), 1)),
    ).toBe(true);
    await ga.timeout(10_000).emitWithAck('finished', ids[0]);
    await gb.timeout(10_000).emitWithAck('finished', ids[1]);
    await until(
      'both see the result',
      async () => Boolean(a.state()?.lastResult && b.state()?.lastResult),
      20_000,
    );
    expect(a.state()?.lastResult?.outcome).toBe('win');
    expect(b.state()?.lastResult?.outcome).toBe('lose');

    // Nothing scored twice: one result per solo session, one rated game per player.
    const rows = await withTables(target, (q) =>
      sessionRows(
        q,
        solos.map((s) => s.id),
      ),
    );
    expect([...rows.values()].map((r) => r.results)).toEqual(solos.map(() => 1));
    const games2 = await withTables(target, (q) =>
      q(`select user_id, event, games from ratings where user_id = any($1::text[]) order by user_id, event`, [
        [a.userId, b.userId],
      ]),
    );
    expect(games2.map((r) => r.games)).toEqual([1, 1, 1, 1]);
  }, 120_000);
});
