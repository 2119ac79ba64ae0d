import { countOf, type SeasonDivision, type SeasonSummary } from '@mnemoria/protocol';
import type { SeasonRow, UserRow } from '../../../db/schema.ts';
import { isPremium } from '../payments/premium.ts';
import type { VersusGroups } from '../versus/deps.ts';
import type { SeasonsRepository, TableRow } from './repository.ts';
import {
  DIVISIONS,
  divisionForRating,
  divisionName,
  movesIn,
  orderTable,
  seasonIdOf,
  seasonName,
  zoneOf,
} from './rules.ts';

export interface SeasonsDeps {
  repo: SeasonsRepository;
  findUser(id: string): Promise<UserRow | undefined>;
  /** The user's overall versus rating now (divisions by rating at enrolment). */
  overallRating(userId: string): Promise<number>;
  now(): Date;
  matchesPerPlayer: number;
}

export type JoinOutcome =
  | { ok: true; season: SeasonSummary }
  | { ok: false; status: 401 | 403 | 404 | 409; error: string };

export const PREMIUM_ONLY = 'Seasons are a premium perk: upgrade to join. Anyone can view the tables.';

/** Seasons: created by month, joined by premium players, counted by matches, closed at month end. */
export class SeasonsService {
  /** Seasons this process knows exist (each is inserted once per process at most). */
  private readonly known = new Set<string>();
  /** The end of the month of the last full tick: a tick before it has nothing to do. */
  private quietUntil = 0;

  constructor(private readonly d: SeasonsDeps) {}

  /** This month's season, created if no process did yet. */
  async current(): Promise<SeasonRow> {
    const id = seasonIdOf(this.d.now());
    if (!this.known.has(id)) {
      await this.d.repo.ensure(id, this.d.matchesPerPlayer);
      this.known.add(id);
    }
    const row = await this.d.repo.get(id);
    if (!row) throw new Error(`season ${id} missing after its creation`);
    return row;
  }

  /**
   * The month-end work, safe in every process at once: closes every open season whose month is over
   * (once, under its row lock) and makes sure the current one exists. The first tick (at start)
   * always looks, so a month that ended while the server was down is closed then.
   */
  async tick(): Promise<string[]> {
    // Nothing can be due before the current month ends: the tick costs no statement until then.
    if (this.d.now().getTime() < this.quietUntil) return [];
    const closed: string[] = [];
    for (const id of await this.d.repo.overdue(this.d.now()))
      if (await this.d.repo.close(id, this.d.now())) closed.push(id);
    const current = await this.current();
    this.quietUntil = current.endsAt.getTime();
    return closed;
  }

  async list(userId: string | undefined) {
    const current = await this.current();
    const all = await this.d.repo.list();
    const rows = await this.d.repo.tables(all.map((s) => s.id));
    const summary = (s: SeasonRow) =>
      summarize(
        s,
        rows.filter((r) => r.seasonId === s.id),
        userId,
      );
    return {
      current: summary(current),
      past: all.filter((s) => s.status === 'closed').map(summary),
    };
  }

  async season(id: string, userId: string | undefined) {
    if (id === seasonIdOf(this.d.now())) await this.current();
    const season = await this.d.repo.get(id);
    if (!season) return undefined;
    const rows = await this.d.repo.tables([id]);
    const divisions: SeasonDivision[] = [];
    for (let division = 1; division <= DIVISIONS; division++) {
      const table = ranked(
        season,
        rows.filter((r) => r.division === division),
      );
      if (table.length === 0 && division !== mine(rows, userId)) continue;
      const n = movesIn(table.length);
      divisions.push({
        division,
        name: divisionName(division),
        promote: division > 1 ? n : 0,
        relegate: division < DIVISIONS ? n : 0,
        table: table.map(({ row, rank, zone }) => ({
          rank,
          userId: row.userId,
          userName: row.userName,
          image: row.image,
          rating: row.rating,
          played: row.played,
          wins: row.wins,
          draws: row.draws,
          losses: row.losses,
          points: row.points,
          zone,
        })),
      });
    }
    return { season: summarize(season, rows, userId), divisions };
  }

  /**
   * Enrols a premium player in the open season: in the division their last season sent them to,
   * or else the band of their overall rating.
   */
  async join(userId: string, id: string): Promise<JoinOutcome> {
    const user = await this.d.findUser(userId);
    if (!user) return { ok: false, status: 401, error: 'You are not signed in.' };
    const season = id === seasonIdOf(this.d.now()) ? await this.current() : await this.d.repo.get(id);
    if (!season) return { ok: false, status: 404, error: 'No such season.' };
    if (season.status !== 'open' || season.endsAt <= this.d.now())
      return { ok: false, status: 409, error: 'This season is over: join the current one.' };
    if (!(await this.d.repo.enrolment(id, userId))) {
      if (!isPremium(user.membership, this.d.now().getTime()))
        return { ok: false, status: 403, error: PREMIUM_ONLY };
      const rating = Math.round(await this.d.overallRating(userId));
      const division = (await this.d.repo.carriedDivision(userId)) ?? divisionForRating(rating);
      await this.d.repo.enrol({ seasonId: id, userId, division, rating, joinedAt: this.d.now() });
    }
    const rows = await this.d.repo.tables([id]);
    return { ok: true, season: summarize(season, rows, userId) };
  }

  /** The season search of versus: the player's division of the open season, while matches count. */
  readonly groups: VersusGroups = {
    resolve: async (userId) => {
      const season = await this.current();
      const me = await this.d.repo.enrolment(season.id, userId);
      if (!me) return { error: `Join the ${seasonName(season.id)} season first (Seasons page).` };
      if (me.played >= season.matchesPerPlayer)
        return {
          error: `You have played your ${countOf(season.matchesPerPlayer, 'season match', 'season matches')}: the next season starts on the 1st.`,
        };
      return { group: `season:${season.id}:${me.division}` };
    },
    opened: async (group, matchId, tx) => {
      const [, seasonId, division] = group.split(':');
      if (seasonId && division)
        await this.d.repo.recordGame(matchId, seasonId, Number(division), this.d.now(), tx);
    },
  };
}

function ranked(season: SeasonRow, rows: TableRow[]) {
  // A closed season shows the places written when it closed; an open one its live order.
  if (season.status === 'closed')
    return [...rows]
      .sort((a, b) => (a.finalRank ?? 0) - (b.finalRank ?? 0))
      .map((row) => ({ row, rank: row.finalRank ?? 0, zone: row.zone ?? null }));
  const table = orderTable(rows);
  return table.map((row, i) => ({
    row,
    rank: i + 1,
    zone: zoneOf(i + 1, table.length, row.division, row.played),
  }));
}

const mine = (rows: TableRow[], userId: string | undefined) =>
  rows.find((r) => r.userId === userId)?.division;

function summarize(season: SeasonRow, rows: TableRow[], userId: string | undefined): SeasonSummary {
  const division = mine(rows, userId);
  let me: SeasonSummary['me'] = null;
  if (division !== undefined) {
    const place = ranked(
      season,
      rows.filter((r) => r.division === division),
    ).find((p) => p.row.userId === userId);
    if (place)
      me = {
        division,
        divisionName: divisionName(division),
        rank: place.rank,
        played: place.row.played,
        points: place.row.points,
        matchesLeft: Math.max(0, season.matchesPerPlayer - place.row.played),
        zone: place.zone,
        nextDivision: place.row.nextDivision,
      };
  }
  const winners =
    season.status === 'closed'
      ? rows
          .filter((r) => r.finalRank === 1 && r.played > 0)
          .sort((a, b) => a.division - b.division)
          .map((r) => ({
            division: r.division,
            divisionName: divisionName(r.division),
            userId: r.userId,
            userName: r.userName,
            points: r.points,
          }))
      : [];
  return {
    id: season.id,
    name: seasonName(season.id),
    status: season.status,
    startsAt: season.startsAt.toISOString(),
    endsAt: season.endsAt.toISOString(),
    matchesPerPlayer: season.matchesPerPlayer,
    players: rows.length,
    winners,
    me,
  };
}
