import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventData, eventByName } from '@mnemoria/events';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import {
  getSession,
  type Player,
  pool,
  request,
  type SessionView,
  sessionInRecall,
  sessionSocket,
  signUp,
  storedAck,
  testIp,
  until,
} from './client.ts';
import {
  killAll,
  newSecret,
  ownDatabase,
  type ServerProcess,
  sharedDatabase,
  startServer,
} from './server-process.ts';
import { sessionRows, withTables } from './tables.ts';

/** Players answering at once; DURABILITY_PLAYERS=500 for the full crowd (see docs/operations.md). */
const PLAYERS = Number(process.env.DURABILITY_PLAYERS || 200);
/** Decimal digits per session: the answer grows by one digit per message, so each seq has its own answer. */
const AMOUNT = 100;
/** The crash comes once this many answers per player (on average) have been acknowledged. */
const CRASH_AFTER = 5;
const decimal = eventByName('decimal');

/** The answer a player sends with `seq`: the first `seq` digits right, the rest blank. */
const answerAt = (key: string[], seq: number) => key.map((d, i) => (i < seq ? d : ''));

interface Crowd {
  player: Player;
  id: string;
  data: EventData;
  key: string[];
  /** Highest seq sent (acknowledged or not) and highest seq acknowledged as stored. */
  sent: number;
  acked: number;
}

interface Final {
  /** The session as the restarted server showed it before finishing. */
  before: SessionView;
  /** The answer that must have been scored, and the scored session. */
  answer: string[] | null;
  view: SessionView | undefined;
}

async function finishOverHttp(base: string, c: Crowd): Promise<Final> {
  const before = await getSession(base, c.player, c.id);
  const res = await request(base, c.player, 'POST', '/api/bmevent/result', { id: c.id });
  const seq = before.answerSeq;
  return { before, answer: seq > 0 ? answerAt(c.key, seq) : null, view: res.body.bmevent };
}

async function answerAgainAndFinish(base: string, c: Crowd): Promise<Final> {
  const { socket, updates } = await sessionSocket(base, c.player, c.id);
  try {
    await until('the state sent on connect', async () => updates.length > 0);
    const before = updates[0] as SessionView;
    const answer = answerAt(c.key, c.sent + 1);
    const ack = await socket.timeout(15_000).emitWithAck('update', c.id, 'answer', answer, c.sent + 1);
    if (!storedAck(ack)) throw new Error(`final answer refused: ${JSON.stringify(ack)}`);
    const done = (await socket.timeout(15_000).emitWithAck('finished', c.id)) as { bmevent?: SessionView };
    return { before, answer, view: done.bmevent };
  } finally {
    socket.disconnect();
  }
}

/** Stored after the crash: at least the last acknowledged answer, and exactly what was sent with its seq. */
function checkStored(c: Crowd, s: SessionView): string[] {
  if (s.stage !== 'rec' || s.answerSeq < c.acked || s.answerSeq > c.sent)
    return [`${c.id}: stage ${s.stage}, stored seq ${s.answerSeq}, acked ${c.acked}, sent ${c.sent}`];
  const sent = s.answerSeq > 0 ? answerAt(c.key, s.answerSeq) : null;
  if (JSON.stringify(s.answer) !== JSON.stringify(sent))
    return [`${c.id}: the stored answer is not the one sent with seq ${s.answerSeq}`];
  return [];
}

function checkScored(c: Crowd, f: Final): string[] {
  const want = decimal.score(c.data, f.answer).score;
  if (f.view?.stage !== 'res' || f.view.score !== want)
    return [`${c.id}: stage ${f.view?.stage}, score ${f.view?.score}, expected ${want}`];
  const given = f.view.result?.items.map((item) => item.given ?? '');
  if (JSON.stringify(given) !== JSON.stringify(f.answer ?? answerAt(c.key, 0)))
    return [`${c.id}: scored an answer other than the last one stored`];
  return [];
}

/**
 * Every player sends growing answers one after the other; once enough have been acknowledged the
 * server is SIGKILLed with an answer of every player in flight.
 */
async function answerUntilCrash(
  crowd: Crowd[],
  sockets: { socket: Socket }[],
  server: ServerProcess,
): Promise<{ refused: string[]; crash?: ReturnType<ServerProcess['crash']> }> {
  const refused: string[] = [];
  let acked = 0;
  let crash: ReturnType<ServerProcess['crash']> | undefined;
  await Promise.all(
    crowd.map(async (c, i) => {
      const socket = sockets[i]?.socket;
      for (let seq = 1; socket && seq <= AMOUNT; seq++) {
        c.sent = seq;
        let ack: unknown;
        try {
          ack = await socket.timeout(15_000).emitWithAck('update', c.id, 'answer', answerAt(c.key, seq), seq);
        } catch {
          return; // the server is gone; this answer may or may not have been stored
        }
        if (!storedAck(ack)) {
          refused.push(`${c.id} seq ${seq}: ${JSON.stringify(ack)}`);
          continue;
        }
        c.acked = seq;
        if (++acked === crowd.length * CRASH_AFTER) crash = server.crash();
      }
    }),
  );
  return { refused, crash };
}

const dataDir = mkdtempSync(join(tmpdir(), 'mn-durability-'));
const secret = newSecret();
const target: { dataDir: string; databaseUrl?: string; redisUrl?: string } = {
  dataDir,
  redisUrl: sharedDatabase.redis,
};
let dropDatabase = async () => {};
afterAll(async () => {
  killAll();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`kill -9 while ${PLAYERS} players answer (${sharedDatabase.url ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'keeps every acknowledged answer and scores the last one after a restart',
    async () => {
      const t0 = Date.now();
      const phases: Record<string, number> = {};
      const phase = (name: string) => {
        phases[name] = Date.now() - t0 - Object.values(phases).reduce((a, b) => a + b, 0);
      };
      if (sharedDatabase.url) {
        const own = await ownDatabase(sharedDatabase.url);
        target.databaseUrl = own.url;
        dropDatabase = own.drop;
      }
      const first = await startServer({ ...target, sessionSecret: secret });
      phase('start');
      const ip = testIp();
      const crowd: Crowd[] = await pool(Array.from({ length: PLAYERS }), 16, async () => {
        const player = await signUp(first.url, ip);
        const s = await sessionInRecall(first.url, player, `amount=${AMOUNT}&memorize=10&recall=1800`);
        const data = s.data as EventData;
        return { player, id: s.id, data, key: decimal.perfectAnswer(data) as string[], sent: 0, acked: 0 };
      });
      phase('signupToRecall');
      const sockets = await pool(crowd, 32, (c) => sessionSocket(first.url, c.player, c.id));
      phase('sockets');

      const { refused, crash } = await answerUntilCrash(crowd, sockets, first);
      for (const s of sockets) s.socket.disconnect();
      expect(refused).toEqual([]);
      expect(crash, 'the crowd finished before the crash').toBeDefined();
      const { orphans } = (await crash) ?? { orphans: [] };
      expect(orphans, 'processes left behind by the killed server').toEqual([]);

      phase('answersAndCrash');
      const second = await startServer({ ...target, sessionSecret: secret });
      phase('restart');
      // Half send one more answer on a fresh socket and press Done; half finish over HTTP with what
      // is stored. Either way the restarted server must still hold every acknowledged answer, and
      // the score must be that of the last one stored.
      const finals = await pool(crowd, 16, (c, i) =>
        i % 2 === 1 ? finishOverHttp(second.url, c) : answerAgainAndFinish(second.url, c),
      );
      const lost = finals.flatMap((f, i) => (crowd[i] ? checkStored(crowd[i], f.before) : []));
      expect(lost).toEqual([]);
      const wrong = finals.flatMap((f, i) => (crowd[i] ? checkScored(crowd[i], f) : []));
      expect(wrong).toEqual([]);
      const crashStats = {
        acked: crowd.reduce((n, c) => n + c.acked, 0),
        inFlight: crowd.reduce((n, c) => n + c.sent - c.acked, 0),
        storedUnacked: crowd.reduce(
          (n, c, i) => n + Math.max(0, (finals[i]?.before.answerSeq ?? 0) - c.acked),
          0,
        ),
      };
      phase('finish');

      expect(await second.stop(), `graceful stop:\n${second.log()}`).toBe(0);
      const rows = await withTables(target, (query) =>
        sessionRows(
          query,
          crowd.map((c) => c.id),
        ),
      );
      phase('stopAndRead');
      const bad = crowd.flatMap((c, i) => {
        const row = rows.get(c.id);
        const want = finals[i]?.view?.score;
        return row?.stage === 'res' && !row.running && row.results === 1 && row.result_score === want
          ? []
          : [`${c.id}: ${JSON.stringify({ ...row, answer: undefined })}, expected one result of ${want}`];
      });
      expect(bad).toEqual([]);
      console.info(`kill -9 with ${PLAYERS} players: ${JSON.stringify({ ...crashStats, ms: phases })}`);
    },
    Math.max(300_000, PLAYERS * 1_000),
  );
});
