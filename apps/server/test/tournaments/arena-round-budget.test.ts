import type { EventName } from '@mnemoria/events';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import type { MatchPlayer, MatchRow } from '../../src/db/schema.ts';
import * as schema from '../../src/db/schema.ts';
import type { BmeventsRepository } from '../../src/plugins/app/bmevent/repository.ts';
import { pairRound } from '../../src/plugins/app/tournaments/pairing.ts';
import { TournamentsRepository } from '../../src/plugins/app/tournaments/repository.ts';
import { startMatches } from '../../src/plugins/app/versus/match-start-many.ts';
import { type Tx, VersusRepository } from '../../src/plugins/app/versus/repository.ts';
import type { VersusService } from '../../src/plugins/app/versus/service.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { arenaUser } from './arena-helpers.ts';

// No timer pairs the arenas here: each round is the test's own.
const t = useListeningApp({ listen: false, tournaments: { tickMs: 3_600_000 } });

/** The app's database seen through a second drizzle instance that counts the statements it runs. */
function counted() {
  const client = (t.app.database.db as unknown as { $client: pg.Pool }).$client;
  const seen = { statements: 0 };
  const db = drizzle(client, { schema, logger: { logQuery: () => void seen.statements++ } }) as unknown as Db;
  return { db, seen };
}

/** An arena with `n` joined players, all on its page. */
async function arenaOf(n: number) {
  const creator = await arenaUser(t.app, true);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: { cookie: creator.cookie },
    payload: { name: `Round of ${n}`, event: 'decimal', minutes: 10, startsInMinutes: 0 },
  });
  const id = res.json().data.tournament.id as string;
  const present = new Set<string>();
  for (let i = 0; i < n; i++) {
    // Sign-ups are limited per address: each player comes from their own.
    const p = await signup(t.app, undefined, `10.0.${n}.${i + 1}`);
    await t.app.tournaments.repo.join(id, p.user._id, new Date());
    present.add(p.user._id);
  }
  return { arena: { id, event: 'decimal' }, present };
}

/** One pairing round of `n` players: its statements up to the commit, and the matches it opened. */
async function pairingOf(n: number) {
  const { arena, present } = await arenaOf(n);
  const { db, seen } = counted();
  let opened: MatchRow[] = [];
  // The real insert; the start is measured on its own below.
  const versus = {
    insertReady: t.app.versus.service.insertReady.bind(t.app.versus.service),
    startReady: async (list: MatchRow[]) => {
      opened = list;
    },
  } as unknown as VersusService;
  await pairRound(new TournamentsRepository(db), versus, arena, present);
  return { statements: seen.statements, opened };
}

async function startOf(opened: MatchRow[]) {
  const { db, seen } = counted();
  const repo = new VersusRepository(db, {} as BmeventsRepository);
  const out = await startMatches(
    repo,
    opened.map((m) => m.id),
    new Date(),
    {
      content: () => {
        throw new Error('decimal needs no content');
      },
      countdownSeconds: 5,
      loadTimeoutMs: 60_000,
    },
  );
  return { statements: seen.statements, out };
}

describe('an arena pairing round', () => {
  it('still opens the other matches when one player is seated elsewhere meanwhile', async () => {
    const { arena, present } = await arenaOf(6);
    const decoy = await signup(t.app, undefined, '10.1.0.1');
    const [seated] = [...present];
    const real = t.app.versus.service;
    let opened: MatchRow[] = [];
    // Every insert that includes `seated` first seats them in another match in the same savepoint,
    // as a versus search of theirs landing meanwhile would: that insert then fails as a whole.
    const versus = {
      insertReady: async (pairs: [MatchPlayer, MatchPlayer][], event: EventName, tx: Tx) => {
        const mine = pairs.flat().find((p) => p.userId === seated);
        if (mine) await real.insertReady([[mine, { ...mine, userId: decoy.user._id }]], event, tx);
        return real.insertReady(pairs, event, tx);
      },
      startReady: async (list: MatchRow[]) => {
        opened = list;
      },
    } as unknown as VersusService;
    await pairRound(t.app.tournaments.repo, versus, arena, present);
    expect(opened).toHaveLength(2);
    const players = opened.flatMap((m) => [m.userA, m.userB]);
    expect(players).not.toContain(seated);
    expect(new Set(players).size).toBe(4);
  });

  it('runs as many statements for 16 players as for 4: pairing and starting do not grow with the players', async () => {
    const small = await pairingOf(4);
    const large = await pairingOf(16);
    expect(small.opened).toHaveLength(2);
    expect(large.opened).toHaveLength(8);
    // The waiting players read twice, the lock, the matches, the games and last opponents.
    expect(small.statements).toBeGreaterThanOrEqual(6);
    expect(large.statements).toBe(small.statements);

    const smallStart = await startOf(small.opened);
    const largeStart = await startOf(large.opened);
    expect(smallStart.out.single).toEqual([]);
    expect(largeStart.out.single).toEqual([]);
    expect(largeStart.out.started).toHaveLength(8);
    // The matches and users locked, running sessions read, sessions inserted, trials, matches moved.
    expect(smallStart.statements).toBeGreaterThanOrEqual(6);
    expect(largeStart.statements).toBe(smallStart.statements);
    // Every player of every match got their own session of it, and the match is loading.
    for (const { match, sessions } of largeStart.out.started) {
      expect(match.stage).toBe('loading');
      expect(sessions.map((s) => s.userId).sort()).toEqual(match.players.map((p) => p.userId).sort());
      expect(match.players.every((p) => sessions.some((s) => s.id === p.bmeventId))).toBe(true);
    }
  });
});
