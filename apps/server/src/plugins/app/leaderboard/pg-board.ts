import { type EventName, eventByName } from '@mnemoria/events';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { UNKNOWN_MEM_MS } from '../bmevent/bests.ts';

/**
 * The leaderboard read straight from the database: `event_stats` holds the standard bests the
 * result transaction keeps, `leaderboard_counts` how many users hold each best (kept by a trigger,
 * migration 0005). Order: the best (highest score, or for Blocktris the lowest passed fall speed),
 * then the memorize time of that best (faster first; a best without a measured time after every
 * timed one; Blocktris has none), then who reached it first, then the user id (a total order:
 * every rank is unique and stable).
 *
 * Nothing here counts users one by one: a rank is a sum over the distinct bests that are better
 * plus the few users tied on the same best who got there earlier (an index range), and a page
 * finds in the counts the best its first row holds, then reads 20 rows of the leaderboard index
 * from there (`event_stats_best_idx` / `event_stats_fastest_idx`).
 */

export interface Standing {
  userId: string;
  value: number;
  /** Memorize time of the best in ms, null when not measured (ranks after measured ones). */
  memMs: number | null;
  /** When the best was reached, in microseconds since the epoch (the next tiebreak, exact). */
  atMicros: string;
}

export interface BoardRow extends Standing {
  userName: string;
  image: string | null;
}

const speedEvent = (event: EventName) => eventByName(event).headline === 'speed';

/** Column names of one event's best and its reached-at time (trusted constants, never input). */
function columns(event: EventName) {
  return speedEvent(event)
    ? {
        value: sql.raw('fastest_speed'),
        mem: sql.raw('null::integer'),
        at: sql.raw('fastest_at'),
        better: sql.raw('<'),
        notBetter: sql.raw('>='),
        dir: sql.raw('asc'),
      }
    : {
        value: sql.raw('best_score'),
        mem: sql.raw('best_mem_ms'),
        at: sql.raw('best_at'),
        better: sql.raw('>'),
        notBetter: sql.raw('<='),
        dir: sql.raw('desc'),
      };
}

/**
 * The memorize-time sort key of a row: the very expression of `event_stats_best_idx` (a literal,
 * not a parameter, so the planner can read the order from the index).
 */
const memKey = (c: ReturnType<typeof columns>) => sql`coalesce(${c.mem}, ${sql.raw(String(UNKNOWN_MEM_MS))})`;

const micros = (at: ReturnType<typeof columns>['at']) =>
  sql`(extract(epoch from ${at}) * 1000000)::bigint::text`;

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown): Raw[] =>
  Array.isArray(res) ? (res as Raw[]) : ((res as { rows?: Raw[] }).rows ?? []);

export class PgBoard {
  constructor(private readonly db: Db) {}

  /**
   * Ranked users in the event and the user's rank and best (null when not ranked), in one query:
   * the users of every better best, plus those tied on the same best who rank before (faster
   * memorize, then earlier).
   */
  async standingAndTotal(event: EventName, userId: string) {
    const c = columns(event);
    const res = await this.db.execute(sql`
      with mine as (
        select ${c.value} as v, ${c.mem} as mem_ms, ${memKey(c)} as mem, ${c.at} as at from event_stats
        where user_id = ${userId} and event = ${event} and ${c.value} is not null
      )
      select
        (select coalesce(sum(users), 0)::int from leaderboard_counts where event = ${event}) as total,
        (select v from mine) as value,
        (select mem_ms from mine) as mem_ms,
        (select
            (select coalesce(sum(users), 0) from leaderboard_counts
              where event = ${event} and value ${c.better} mine.v)
            + (select count(*) from event_stats s
                where s.event = ${event} and s.${c.value} = mine.v
                  and (${memKey(c)}, s.${c.at}, s.user_id) < (mine.mem, mine.at, ${userId}))
          from mine)::int as before`);
    const r = rowsOf(res)[0] ?? {};
    const total = Number(r.total ?? 0);
    const me =
      r.value === null || r.value === undefined
        ? null
        : { rank: Number(r.before ?? 0) + 1, value: Number(r.value), memMs: nullableNumber(r.mem_ms) };
    return { total, me };
  }

  /** `limit` rows from `offset` (0-based) in leaderboard order, with names and pictures. */
  async slice(event: EventName, offset: number, limit: number): Promise<BoardRow[]> {
    const c = columns(event);
    // The best the row at `offset` holds, and how many users rank above that best.
    const found = await this.db.execute(sql`
      with c as (
        select value, users, sum(users) over (order by value ${c.dir}) as upto
        from leaderboard_counts where event = ${event}
      )
      select value, (upto - users)::int as before from c where upto > ${offset}
      order by value ${c.dir} limit 1`);
    const start = rowsOf(found)[0];
    if (!start) return [];
    const within = offset - Number(start.before);
    // Only the rows kept are joined with users.
    const res = await this.db.execute(sql`
      with page as (
        select user_id, ${c.value} as value, ${c.mem} as mem_ms, ${memKey(c)} as mem, ${c.at} as at
        from event_stats
        where event = ${event} and ${c.value} ${c.notBetter} ${Number(start.value)}
        order by ${c.value} ${c.dir}, ${memKey(c)} asc, ${c.at} asc, user_id asc
        limit ${limit} offset ${within}
      )
      select page.user_id, page.value, page.mem_ms, ${micros(sql.raw('page.at'))} as at_micros, u.user_name, u.image
      from page join users u on u.id = page.user_id
      order by page.value ${c.dir}, page.mem asc, page.at asc, page.user_id asc`);
    return rowsOf(res).map((r) => ({
      userId: String(r.user_id),
      value: Number(r.value),
      memMs: nullableNumber(r.mem_ms),
      atMicros: String(r.at_micros ?? '0'),
      userName: String(r.user_name),
      image: (r.image as string | null) ?? null,
    }));
  }

  /** The user's best and when it was reached, or undefined when not ranked in the event. */
  async standing(event: EventName, userId: string): Promise<Standing | undefined> {
    const c = columns(event);
    const res = await this.db.execute(sql`
      select ${c.value} as value, ${c.mem} as mem_ms, ${micros(c.at)} as at_micros
      from event_stats where user_id = ${userId} and event = ${event} and ${c.value} is not null`);
    const r = rowsOf(res)[0];
    if (!r) return undefined;
    return {
      userId,
      value: Number(r.value),
      memMs: nullableNumber(r.mem_ms),
      atMicros: String(r.at_micros ?? '0'),
    };
  }

  /** Every standing of the event (the Redis mirror's rebuild), in batches of `batch`. */
  async *all(event: EventName, batch = 2000): AsyncGenerator<Standing[]> {
    const c = columns(event);
    let after = '';
    for (;;) {
      const res = await this.db.execute(sql`
        select user_id, ${c.value} as value, ${c.mem} as mem_ms, ${micros(c.at)} as at_micros
        from event_stats where event = ${event} and ${c.value} is not null and user_id > ${after}
        order by user_id limit ${batch}`);
      const rows = rowsOf(res).map((r) => ({
        userId: String(r.user_id),
        value: Number(r.value),
        memMs: nullableNumber(r.mem_ms),
        atMicros: String(r.at_micros ?? '0'),
      }));
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]?.userId ?? after;
      if (rows.length < batch) return;
    }
  }
}
