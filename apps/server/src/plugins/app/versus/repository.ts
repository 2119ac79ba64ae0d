import { and, asc, desc, eq, getTableColumns, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type BmeventRow,
  bmevents,
  type MatchRow,
  matches,
  matchSeats,
  type RatingRow,
  ratings,
  type StoredRating,
  type UserRow,
  users,
} from '../../../db/schema.ts';
import type { BmeventsRepository } from '../bmevent/repository.ts';
import type { Outcome } from './rules.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type MatchPatch = Partial<Omit<typeof matches.$inferInsert, 'id'>>;

export const NEW_RATING: StoredRating = { rating: 1500, deviation: 350, volatility: 0.06, games: 0 };

/** Everything a user's versus state is made of that lives in the database, read in one statement. */
export interface StateRows {
  overall?: StoredRating;
  open?: MatchRow;
  /** The open match's session stages by session id, once it runs. */
  stages?: Map<string, string>;
  /** The latest finished match, read only when no match is open. */
  last?: MatchRow;
}

const MATCH_COLUMNS = Object.entries(getTableColumns(matches));

/** A match row from `to_jsonb(row)`: snake_case keys, timestamps as text. */
function matchFromJson(json: Record<string, unknown> | null): MatchRow | undefined {
  if (!json) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, col] of MATCH_COLUMNS) {
    const v = json[col.name];
    out[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return out as MatchRow;
}

/** Match player ids never change after the insert: kept per match, so a stage move reads nothing. */
const PLAYER_IDS_KEPT = 10_000;

/**
 * The versus tables (matches, ratings) and the few writes on a match's session rows that only the
 * match makes: starting both clocks together, halving a recall, a forfeit, the match's evaluation.
 */
export class VersusRepository {
  /**
   * `sessions` is the session engine's repository: a match's sessions are ordinary sessions, and
   * only that repository writes them.
   */
  constructor(
    readonly db: Db,
    readonly sessions: BmeventsRepository,
  ) {}

  /**
   * Run in the transaction that decides a match, after the ratings (the seasons' tables count the
   * game there, so a table never disagrees with the ratings). A hook that throws rolls it back.
   */
  readonly settleHooks: ((match: MatchRow, outcome: Outcome, tx: Tx) => Promise<void>)[] = [];

  private readonly playerIds = new Map<string, string[]>();

  /** Remembers the players of every match row that passes through here. */
  private seen<T extends MatchRow | undefined>(row: T): T {
    if (row && !this.playerIds.has(row.id)) {
      if (this.playerIds.size >= PLAYER_IDS_KEPT) {
        const oldest = this.playerIds.keys().next().value;
        if (oldest !== undefined) this.playerIds.delete(oldest);
      }
      this.playerIds.set(
        row.id,
        row.players.map((p) => p.userId),
      );
    }
    return row;
  }

  /** The user ids of a match's players (read once per match and process). */
  async playerIdsOf(matchId: string): Promise<string[]> {
    return (
      this.playerIds.get(matchId) ?? this.seen(await this.find(matchId))?.players.map((p) => p.userId) ?? []
    );
  }

  /**
   * A user's versus state rows in one round trip: the overall rating, the open match with its
   * sessions' stages, or else the latest finished match.
   */
  async stateOf(userId: string): Promise<StateRows> {
    const out = await this.db.execute(sql`
      with open as (
        select * from ${matches}
        where (user_a = ${userId} or user_b = ${userId}) and stage <> 'over'
        order by created_at desc limit 1)
      select
        (select to_jsonb(r) from ${ratings} r where r.user_id = ${userId} and r.event = 'overall') as overall,
        (select to_jsonb(o) from open o) as open,
        (select jsonb_object_agg(b.id, case when b.exited then 'exited' else b.stage end)
           from ${bmevents} b where b.match_id = (select id from open where stage <> 'choice')) as stages,
        (select to_jsonb(l) from ${matches} l
           where (l.user_a = ${userId} or l.user_b = ${userId}) and l.stage = 'over'
             and not exists (select 1 from open)
           order by l.ended_at desc limit 1) as last`);
    const [row] = (out as unknown as { rows: Record<string, Record<string, unknown> | null>[] }).rows;
    const overall = row?.overall as (StoredRating & Record<string, unknown>) | null | undefined;
    const stages = row?.stages as Record<string, string> | null | undefined;
    return {
      overall: overall
        ? {
            rating: Number(overall.rating),
            deviation: Number(overall.deviation),
            volatility: Number(overall.volatility),
            games: Number(overall.games),
          }
        : undefined,
      open: this.seen(matchFromJson(row?.open ?? null)),
      stages: stages ? new Map(Object.entries(stages)) : undefined,
      last: matchFromJson(row?.last ?? null),
    };
  }

  /** The user's open match, locked until the transaction ends (choice, ready). */
  async lockOpenMatchOf(userId: string, tx: Tx): Promise<MatchRow | undefined> {
    const [row] = await tx
      .select()
      .from(matches)
      .where(and(or(eq(matches.userA, userId), eq(matches.userB, userId)), ne(matches.stage, 'over')))
      .orderBy(desc(matches.createdAt))
      .limit(1)
      .for('update');
    return this.seen(row);
  }

  async openMatchOf(userId: string, db: DbOrTx = this.db): Promise<MatchRow | undefined> {
    const [row] = await db
      .select()
      .from(matches)
      .where(and(or(eq(matches.userA, userId), eq(matches.userB, userId)), ne(matches.stage, 'over')))
      .orderBy(desc(matches.createdAt))
      .limit(1);
    return row;
  }

  async find(id: string, db: DbOrTx = this.db): Promise<MatchRow | undefined> {
    const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
    return this.seen(row);
  }

  async lock(id: string, tx: Tx): Promise<MatchRow | undefined> {
    const [row] = await tx.select().from(matches).where(eq(matches.id, id)).for('update');
    return this.seen(row);
  }

  /** The open match a user sits in (`match_seats`, kept by the database), if any. */
  async seatOf(userId: string, db: DbOrTx = this.db): Promise<string | undefined> {
    const [seat] = await db
      .select({ matchId: matchSeats.matchId })
      .from(matchSeats)
      .where(eq(matchSeats.userId, userId));
    return seat?.matchId;
  }

  /**
   * Inserts a match; the database seats its players, and refuses (SQLSTATE 23505) a match of a
   * user who already sits in an open one.
   */
  async insert(row: typeof matches.$inferInsert, db: DbOrTx = this.db): Promise<MatchRow> {
    const [created] = await db.insert(matches).values(row).returning();
    if (!created) throw new Error('insert returned no match');
    return this.seen(created);
  }

  /** Several matches in one statement: all inserted, or none when one player is seated already. */
  async insertMany(rows: (typeof matches.$inferInsert)[], db: DbOrTx = this.db): Promise<MatchRow[]> {
    if (rows.length === 0) return [];
    const created = await db.insert(matches).values(rows).returning();
    return created.map((row) => this.seen(row));
  }

  async update(id: string, patch: MatchPatch, db: DbOrTx = this.db): Promise<MatchRow | undefined> {
    const [row] = await db.update(matches).set(patch).where(eq(matches.id, id)).returning();
    return row;
  }

  /** The user's latest finished match (for its result), newest first. */
  async lastOverOf(userId: string, db: DbOrTx = this.db): Promise<MatchRow | undefined> {
    const [row] = await db
      .select()
      .from(matches)
      .where(and(or(eq(matches.userA, userId), eq(matches.userB, userId)), eq(matches.stage, 'over')))
      .orderBy(desc(matches.endedAt))
      .limit(1);
    return row;
  }

  /** Matches whose players had until `now` to load. */
  async overdueLoading(now: Date, db: DbOrTx = this.db): Promise<string[]> {
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.stage, 'loading'), lte(matches.deadline, now)))
      .limit(50);
    return rows.map((r) => r.id);
  }

  /** The ratings of users in (user, event) pairs; missing ones are new players. */
  async ratingsOf(userIds: string[], events: string[], db: DbOrTx = this.db): Promise<RatingRow[]> {
    if (userIds.length === 0 || events.length === 0) return [];
    return db
      .select()
      .from(ratings)
      .where(and(inArray(ratings.userId, userIds), inArray(ratings.event, events)));
  }

  async ratingsOfUser(userId: string, db: DbOrTx = this.db): Promise<RatingRow[]> {
    return db.select().from(ratings).where(eq(ratings.userId, userId));
  }

  async saveRating(userId: string, event: string, r: StoredRating, now: Date, tx: DbOrTx) {
    const values = { ...r, updatedAt: now };
    await tx
      .insert(ratings)
      .values({ userId, event, ...values })
      .onConflictDoUpdate({ target: [ratings.userId, ratings.event], set: values });
  }

  /** A user by name, case-insensitively (names are unique that way). */
  async userByName(userName: string, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`)
      .limit(1);
    return row;
  }

  async user(id: string, db: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Row locks on both users, always in id order, so two matches settling at once cannot deadlock. */
  async lockUsers(ids: string[], tx: Tx) {
    return tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
  }

  /**
   * One versus trial of `day` (the user's local date it was counted on) given back; nothing when the
   * counter has moved on to another day. An update of the one user row by id, which the sign-in
   * caches recognise (a condition in the WHERE would make them drop every user).
   */
  async giveTrialBack(userId: string, day: string, tx: DbOrTx) {
    const played = sql`coalesce((${users.fp} -> 'versus' ->> 'played')::int, 0)`;
    await tx
      .update(users)
      .set({
        fp: sql`case when ${users.fpDay} = ${day} and (${users.fp} -> 'versus') is not null
          then jsonb_set(${users.fp}, '{versus,played}', to_jsonb(greatest(${played} - 1, 0)))
          else ${users.fp} end`,
      })
      .where(eq(users.id, userId));
  }

  async session(id: string, db: DbOrTx = this.db): Promise<BmeventRow | undefined> {
    const [row] = await db.select().from(bmevents).where(eq(bmevents.id, id)).limit(1);
    return row;
  }

  async sessionsOf(matchId: string, db: DbOrTx = this.db): Promise<BmeventRow[]> {
    return db.select().from(bmevents).where(eq(bmevents.matchId, matchId)).orderBy(asc(bmevents.id));
  }

  /** The match of a user's own session. */
  async sessionOf(userId: string, id: string, db: DbOrTx = this.db) {
    const [row] = await db
      .select({ id: bmevents.id, matchId: bmevents.matchId, running: bmevents.running })
      .from(bmevents)
      .where(and(eq(bmevents.id, id), eq(bmevents.userId, userId)))
      .limit(1);
    return row;
  }

  /** A user's running session that has started (a solo game in progress blocks a search). */
  async runningOf(userId: string, db: DbOrTx = this.db) {
    const [row] = await db
      .select({ id: bmevents.id, stage: bmevents.stage, mode: bmevents.mode })
      .from(bmevents)
      .where(and(eq(bmevents.userId, userId), eq(bmevents.running, true)))
      .limit(1);
    return row;
  }

  /** The session stage of each of a match's sessions, by session id (the room shows them). */
  async stagesOf(matchId: string, db: DbOrTx = this.db): Promise<Map<string, string>> {
    const rows = await db
      .select({ id: bmevents.id, stage: bmevents.stage, exited: bmevents.exited })
      .from(bmevents)
      .where(eq(bmevents.matchId, matchId));
    return new Map(rows.map((r) => [r.id, r.exited ? 'exited' : r.stage]));
  }

  async setEvaluation(id: string, evaluation: string, db: DbOrTx = this.db): Promise<BmeventRow | undefined> {
    const [row] = await db
      .update(bmevents)
      .set({ evaluation })
      .where(and(eq(bmevents.id, id), sql`not ${bmevents.running}`))
      .returning();
    return row;
  }
}
