import { describe, expect, it } from 'vitest';
import { type PoolEntry, pairPlayers, ratingWindow } from './matchmaking.ts';

const at = (s: number) => s * 1000;
const entry = (searchId: string, userId: string, rating: number, since = 0): PoolEntry => ({
  searchId,
  userId,
  rating,
  since,
});
const ids = (pairs: [PoolEntry, PoolEntry][]) => pairs.map(([a, b]) => [a.searchId, b.searchId].sort());

describe('matchmaking', () => {
  it('widens the window by 100 every 5 s from 100 to 500, then accepts anyone after 45 s', () => {
    expect(ratingWindow(0)).toBe(100);
    expect(ratingWindow(at(4.9))).toBe(100);
    expect(ratingWindow(at(5))).toBe(200);
    expect(ratingWindow(at(20))).toBe(500);
    expect(ratingWindow(at(44))).toBe(500);
    expect(ratingWindow(at(45))).toBe(Number.POSITIVE_INFINITY);
  });

  it('pairs close ratings at once and far ratings only once both have waited long enough', () => {
    const pool = [entry('a', 'u1', 1500), entry('b', 'u2', 1750)];
    expect(pairPlayers(pool, at(0))).toEqual([]);
    expect(pairPlayers(pool, at(9))).toEqual([]); // windows 200 < 250
    expect(ids(pairPlayers(pool, at(10)))).toEqual([['a', 'b']]); // windows 300
  });

  it('uses the narrower window: a newcomer does not get a far opponent who waited long', () => {
    const pool = [entry('old', 'u1', 1500, 0), entry('new', 'u2', 1800, at(30))];
    expect(pairPlayers(pool, at(30))).toEqual([]);
    expect(ids(pairPlayers(pool, at(45)))).toEqual([['new', 'old']]);
  });

  it('never pairs a user with themself (two tabs), however long they wait', () => {
    const pool = [entry('tab1', 'u1', 1500, 0), entry('tab2', 'u1', 1500, 0)];
    expect(pairPlayers(pool, at(600))).toEqual([]);
  });

  it('serves the longest waiting first with the closest rating, each player once', () => {
    const pool = [
      entry('a', 'u1', 1500, 0),
      entry('b', 'u2', 1590, at(1)),
      entry('c', 'u3', 1510, at(2)),
      entry('d', 'u4', 1600, at(3)),
    ];
    expect(ids(pairPlayers(pool, at(3)))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('pairs only within a group (a season division), and never a grouped entry with the open pool', () => {
    const pool = [
      { ...entry('open', 'u1', 1500), group: undefined },
      { ...entry('d2a', 'u2', 1500), group: 'season:2026-11:2' },
      { ...entry('d3', 'u3', 1500), group: 'season:2026-11:3' },
      { ...entry('d2b', 'u4', 1900), group: 'season:2026-11:2' },
    ];
    // Only the two division-2 players can meet, once their windows allow the 400 points.
    expect(pairPlayers(pool, at(0))).toEqual([]);
    expect(ids(pairPlayers(pool, at(600)))).toEqual([['d2a', 'd2b']]);
  });

  it('leaves an odd player waiting', () => {
    const pool = [entry('a', 'u1', 1500), entry('b', 'u2', 1500), entry('c', 'u3', 1500)];
    const pairs = pairPlayers(pool, at(0));
    expect(pairs).toHaveLength(1);
  });
});
