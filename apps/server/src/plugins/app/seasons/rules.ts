/**
 * The rules of a season, pure (the caller passes the clock and the rows). docs/seasons.md says the
 * same in prose; the tests in apps/server/test/seasons/rules.test.ts hold them.
 */

/** Matches that count per player and season; later games are played but score nothing. */
export const MATCHES_PER_SEASON = 20;

/**
 * Division bands by overall versus rating at enrolment, best first: division 1 from 1800, 2 from
 * 1600, 3 from 1400 (a new player's 1500 lands here), 4 below.
 */
export const DIVISION_FLOORS = [1800, 1600, 1400, Number.NEGATIVE_INFINITY] as const;
export const DIVISIONS = DIVISION_FLOORS.length;

/** Players moved up (and down) at most per division at the season's end. */
export const MOVES_PER_DIVISION = 2;

/** A season is a calendar month in UTC, named by it: '2026-11'. */
export function seasonIdOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month's first instant, and the next month's (the season's end, exclusive). */
export function seasonBounds(id: string): { startsAt: Date; endsAt: Date } {
  const [y, m] = id.split('-').map(Number) as [number, number];
  return { startsAt: new Date(Date.UTC(y, m - 1, 1)), endsAt: new Date(Date.UTC(y, m, 1)) };
}

export function nextSeasonId(id: string): string {
  return seasonIdOf(seasonBounds(id).endsAt);
}

/** 'November 2026'. */
export function seasonName(id: string): string {
  return seasonBounds(id).startsAt.toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function divisionName(division: number): string {
  return `Division ${division}`;
}

/** The division a player's rating places them in (used when they have no previous season). */
export function divisionForRating(rating: number): number {
  const i = DIVISION_FLOORS.findIndex((floor) => rating >= floor);
  return i + 1;
}

export type SeasonResult = 'win' | 'draw' | 'loss';

/** Season points of one game: win 2, draw 1, loss 0. */
export function pointsFor(result: SeasonResult): number {
  return result === 'win' ? 2 : result === 'draw' ? 1 : 0;
}

/** Whether a game counts for a player who has `played` counted games already. */
export function counts(played: number, cap: number): boolean {
  return played < cap;
}

export interface Standing {
  userId: string;
  points: number;
  wins: number;
  played: number;
  joinedAt: Date;
}

/**
 * Table order: more points; then more wins (a win is worth more than two draws); then fewer games
 * played (the same points from fewer games); then the earlier enrolment; then the user id, so the
 * order is total and the same in every process.
 */
export function compareStandings(a: Standing, b: Standing): number {
  return (
    b.points - a.points ||
    b.wins - a.wins ||
    a.played - b.played ||
    a.joinedAt.getTime() - b.joinedAt.getTime() ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

export function orderTable<T extends Standing>(rows: readonly T[]): T[] {
  return [...rows].sort(compareStandings);
}

export type Zone = 'promotion' | 'relegation' | null;

/**
 * How many move: `MOVES_PER_DIVISION`, but never more than half the division, so the zones never
 * overlap (a division of 3 moves one up and one down; a division of one player moves nobody).
 */
export function movesIn(size: number): number {
  return Math.min(MOVES_PER_DIVISION, Math.floor(size / 2));
}

/**
 * The zone of a place (1-based) in a division's table. Division 1 has no promotion and the last
 * division no relegation; a player who played no counted game is never promoted.
 */
export function zoneOf(rank: number, size: number, division: number, played: number): Zone {
  const n = movesIn(size);
  if (division > 1 && rank <= n && played > 0) return 'promotion';
  if (division < DIVISIONS && rank > size - n) return 'relegation';
  return null;
}

/** The division a zone sends the player to next season. */
export function nextDivision(division: number, zone: Zone): number {
  if (zone === 'promotion') return Math.max(1, division - 1);
  if (zone === 'relegation') return Math.min(DIVISIONS, division + 1);
  return division;
}

/** A division's final table: each player's rank, zone and next division. */
export function closeDivision<T extends Standing>(division: number, rows: readonly T[]) {
  const table = orderTable(rows);
  return table.map((row, i) => {
    const zone = zoneOf(i + 1, table.length, division, row.played);
    return { row, rank: i + 1, zone, next: nextDivision(division, zone) };
  });
}
