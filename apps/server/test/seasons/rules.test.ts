import { describe, expect, it } from 'vitest';
import {
  closeDivision,
  counts,
  DIVISIONS,
  divisionForRating,
  nextSeasonId,
  orderTable,
  pointsFor,
  type Standing,
  seasonBounds,
  seasonIdOf,
  seasonName,
  zoneOf,
} from '../../src/plugins/app/seasons/rules.ts';

const row = (userId: string, points: number, wins: number, played: number, joined = 0): Standing => ({
  userId,
  points,
  wins,
  played,
  joinedAt: new Date(joined),
});

describe('season rules', () => {
  it('makes a season of each UTC calendar month', () => {
    expect(seasonIdOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(seasonIdOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(seasonBounds('2026-12')).toEqual({
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: new Date('2027-01-01T00:00:00Z'),
    });
    expect(nextSeasonId('2026-12')).toBe('2027-01');
    expect(seasonName('2026-11')).toBe('November 2026');
  });

  it('places a player by rating band: 1800+, 1600+, 1400+ (a new 1500), below', () => {
    expect(DIVISIONS).toBe(4);
    expect(divisionForRating(2100)).toBe(1);
    expect(divisionForRating(1800)).toBe(1);
    expect(divisionForRating(1799)).toBe(2);
    expect(divisionForRating(1500)).toBe(3);
    expect(divisionForRating(1399)).toBe(4);
  });

  it('gives 2 points a win, 1 a draw, 0 a loss, and counts only the first matches', () => {
    expect([pointsFor('win'), pointsFor('draw'), pointsFor('loss')]).toEqual([2, 1, 0]);
    expect(counts(19, 20)).toBe(true);
    expect(counts(20, 20)).toBe(false);
  });

  it('orders by points, then wins, then fewer games, then earlier enrolment', () => {
    const table = orderTable([
      row('draws', 4, 0, 4),
      row('wins', 4, 2, 2, 5),
      row('slow', 4, 2, 3),
      row('late', 4, 2, 2, 9),
      row('top', 6, 3, 3),
    ]);
    expect(table.map((r) => r.userId)).toEqual(['top', 'wins', 'late', 'slow', 'draws']);
  });

  it('marks the top two up and the bottom two down, never overlapping in small divisions', () => {
    // A middle division of 6: 1-2 up, 5-6 down.
    expect([1, 2, 3, 4, 5, 6].map((r) => zoneOf(r, 6, 2, 1))).toEqual([
      'promotion',
      'promotion',
      null,
      null,
      'relegation',
      'relegation',
    ]);
    // Three players: one each way. One player: nobody moves.
    expect([1, 2, 3].map((r) => zoneOf(r, 3, 3, 1))).toEqual(['promotion', null, 'relegation']);
    expect(zoneOf(1, 1, 2, 5)).toBeNull();
    // Division 1 promotes nobody; the last division relegates nobody.
    expect(zoneOf(1, 6, 1, 3)).toBeNull();
    expect(zoneOf(6, 6, DIVISIONS, 3)).toBeNull();
    // Nobody goes up without a counted game.
    expect(zoneOf(1, 6, 2, 0)).toBeNull();
  });

  it('closes a division: ranks, zones and next divisions', () => {
    const out = closeDivision(2, [
      row('c', 0, 0, 0),
      row('a', 6, 3, 3),
      row('b', 2, 1, 3),
      row('d', 4, 2, 3),
    ]);
    expect(out.map((o) => [o.row.userId, o.rank, o.zone, o.next])).toEqual([
      ['a', 1, 'promotion', 1],
      ['d', 2, 'promotion', 1],
      ['b', 3, 'relegation', 3],
      ['c', 4, 'relegation', 3],
    ]);
  });
});
