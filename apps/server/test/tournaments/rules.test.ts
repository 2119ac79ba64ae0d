import { describe, expect, it } from 'vitest';
import {
  pairArena,
  rankStandings,
  SCHEDULE,
  type StandingInput,
  scheduledArenas,
  scoreGame,
  type WaitingPlayer,
  winnerOf,
} from '../../src/plugins/app/tournaments/rules.ts';

const w = (userId: string, rating: number, lastOpponent: string | null = null, since = 0): WaitingPlayer => ({
  userId,
  rating,
  lastOpponent,
  since,
});
const ids = (pairs: [WaitingPlayer, WaitingPlayer][]) =>
  pairs.map(([a, b]) => [a.userId, b.userId].sort().join('-')).sort();

describe('arena pairing', () => {
  it('pairs two free players at once, and leaves a single one waiting', () => {
    expect(ids(pairArena([w('a', 1500), w('b', 1900)]))).toEqual(['a-b']);
    expect(pairArena([w('a', 1500)])).toEqual([]);
    expect(pairArena([])).toEqual([]);
  });

  it('pairs the closest ratings first', () => {
    const pairs = pairArena([w('a', 1500), w('b', 2000), w('c', 1520), w('d', 1980)]);
    expect(ids(pairs)).toEqual(['a-c', 'b-d']);
  });

  it('never pairs last opponents again while someone else is free', () => {
    const pairs = pairArena([w('a', 1500, 'b'), w('b', 1501, 'a'), w('c', 1900), w('d', 1901)]);
    expect(ids(pairs)).toEqual(['a-c', 'b-d'].sort());
    // Only one side remembers the other: still a repeat.
    expect(ids(pairArena([w('a', 1500, 'b'), w('b', 1500), w('c', 2400)]))).toEqual(['a-c']);
  });

  it('pairs last opponents again when nobody else is free', () => {
    expect(ids(pairArena([w('a', 1500, 'b'), w('b', 1500, 'a')]))).toEqual(['a-b']);
  });

  it('finds a far non-repeat opponent beyond the nearest neighbours', () => {
    const crowd = Array.from({ length: 30 }, (_, i) => w(`n${String(i).padStart(2, '0')}`, 1500 + i));
    const pairs = pairArena([...crowd, w('x', 1000, 'y'), w('y', 1000, 'x'), w('z', 3000)]);
    expect(ids(pairs)).toContain('x-z');
    expect(ids(pairs)).not.toContain('x-y');
  });

  it('pairs each player once, even listed twice', () => {
    const pairs = pairArena([w('a', 1500), w('a', 1500), w('b', 1500), w('c', 1500), w('d', 1500)]);
    const seen = pairs.flat().map((p) => p.userId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(4);
  });

  it('prefers the longer-waiting pair among equal gaps', () => {
    const pairs = pairArena([w('a', 1500, null, 10), w('b', 1510, null, 10), w('c', 1520, null, 1)]);
    expect(ids(pairs)).toEqual(['b-c']);
  });
});

describe('arena scoring', () => {
  it('gives 2 for a win, 1 for a draw, 0 for a loss', () => {
    expect(scoreGame(0, 'win')).toEqual({ points: 2, doubled: false, streak: 1 });
    expect(scoreGame(0, 'draw')).toEqual({ points: 1, doubled: false, streak: 0 });
    expect(scoreGame(1, 'loss')).toEqual({ points: 0, doubled: false, streak: 0 });
  });

  it('doubles every game after two wins in a row, until the streak ends', () => {
    let streak = 0;
    const points: number[] = [];
    for (const r of ['win', 'win', 'win', 'draw', 'win', 'win', 'loss', 'win'] as const) {
      const s = scoreGame(streak, r);
      points.push(s.points);
      streak = s.streak;
    }
    expect(points).toEqual([2, 2, 4, 2, 2, 2, 0, 2]);
  });
});

describe('arena standings', () => {
  const s = (userId: string, points: number, games: number, reachedAt: number | null): StandingInput => ({
    userId,
    userName: userId.toUpperCase(),
    points,
    games,
    wins: 0,
    streak: 0,
    reachedAt,
  });

  it('orders by points, then fewer games, then who reached the score first, then name', () => {
    const ranked = rankStandings([
      s('late', 6, 3, 300),
      s('early', 6, 3, 100),
      s('fewer', 6, 2, 900),
      s('top', 8, 5, 500),
      s('zero', 0, 0, null),
      s('b', 0, 1, null),
      s('a', 0, 1, null),
    ]);
    expect(ranked.map((r) => [r.rank, r.userId])).toEqual([
      [1, 'top'],
      [2, 'fewer'],
      [3, 'early'],
      [4, 'late'],
      [5, 'zero'],
      [6, 'a'],
      [7, 'b'],
    ]);
  });

  it('names the winner only when someone played', () => {
    expect(winnerOf([s('a', 0, 0, null)])).toBeUndefined();
    expect(winnerOf([s('a', 0, 1, null), s('b', 2, 1, 5)])?.userId).toBe('b');
  });
});

describe('arena schedule', () => {
  const name = (e: string) => e[0]?.toUpperCase() + e.slice(1);
  it('keeps the running hour and the next ones, on the hour, 30 minutes long, the event rotating', () => {
    const hour = Date.UTC(2026, 10, 29, 5);
    const list = scheduledArenas(hour + 10 * 60_000, name);
    expect(list).toHaveLength(SCHEDULE.ahead + 1);
    expect(list[0]?.startsAt.getTime()).toBe(hour);
    expect(list[0]?.endsAt.getTime()).toBe(hour + 30 * 60_000);
    expect(list[1]?.startsAt.getTime()).toBe(hour + 3_600_000);
    expect(list[0]?.event).not.toBe(list[1]?.event);
    expect(list[0]?.name).toMatch(/^Hourly .+ Arena$/);
    expect(new Set(list.map((a) => a.slot)).size).toBe(list.length);
  });

  it('drops the hour whose arena is over, and gives the same slots to every process', () => {
    const hour = Date.UTC(2026, 10, 29, 5);
    const list = scheduledArenas(hour + 40 * 60_000, name);
    expect(list[0]?.startsAt.getTime()).toBe(hour + 3_600_000);
    expect(scheduledArenas(hour + 41 * 60_000, name)).toEqual(list);
  });
});
