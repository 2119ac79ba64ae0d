import type { EventData, EventName } from '@mnemoria/events';
import type { AnalyticsEvent, CardUnit, ItemsAnalytics } from '@mnemoria/protocol';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bmevents } from '../db/schema.ts';
import { ItemTally } from './aggregate.ts';
import { backfillNames, storedNames, storedNameUnits } from './name-outcomes.ts';
import { storedVerdicts } from './outcomes.ts';
import { reviewOf } from './sessions.ts';
import { memTimeline } from './timeline.ts';
import { unitsOf } from './units.ts';

/** The analytics read the latest sessions of an event, so one request's cost has a ceiling. */
export const ANALYTICS_MAX_SESSIONS = 500;

export const finishedOf = (userId: string, event: string, format?: string) =>
  and(
    eq(bmevents.userId, userId),
    eq(bmevents.name, event),
    eq(bmevents.stage, 'res'),
    format === undefined ? undefined : eq(bmevents.format, format),
  );

export interface ItemOptions {
  /** The cards' unit. */
  unit?: CardUnit;
  /** Only sessions played in this competition format. */
  format?: string;
}

/**
 * Per-item figures over a user's latest finished sessions of `event`, weakest first (the Graphs
 * page's table and the systems trainer's drill order).
 */
export async function itemAnalytics(
  db: Db,
  userId: string,
  event: AnalyticsEvent,
  group: number,
  options: ItemOptions = {},
): Promise<ItemsAnalytics> {
  if (event === 'names') return nameAnalytics(db, userId, options.format);
  const rows = await db
    .select({
      name: bmevents.name,
      data: bmevents.data,
      answer: bmevents.answer,
      result: bmevents.result,
      memViews: bmevents.memViews,
      memStartedAt: bmevents.memStartedAt,
      memEndedAt: bmevents.memEndedAt,
    })
    .from(bmevents)
    .where(finishedOf(userId, event, options.format))
    .orderBy(desc(bmevents.createdAt))
    .limit(ANALYTICS_MAX_SESSIONS);
  const tally = new ItemTally();
  for (const row of rows) {
    const data = row.data as unknown as EventData;
    const units = unitsOf(
      event as EventName,
      data,
      storedVerdicts(row.result) ?? reviewOf(row),
      group,
      options.unit,
    );
    if (!units) continue;
    tally.add(units, data.formatted.length, memTimeline(row.memStartedAt, row.memEndedAt, row.memViews));
  }
  return { items: tally.stats(), sessions: rows.length };
}

/**
 * Names from each session's stored outcomes and memorize log, never its content: a session's
 * faces, pictures and shuffles are 21 KB of JSON, its outcomes about 2 KB. Sessions finished
 * before the outcomes were stored are backfilled on their first read.
 */
async function nameAnalytics(db: Db, userId: string, format?: string): Promise<ItemsAnalytics> {
  const rows = await db
    .select({
      id: bmevents.id,
      names: sql<unknown>`${bmevents.result} -> 'names'`,
      memViews: bmevents.memViews,
      memStartedAt: bmevents.memStartedAt,
      memEndedAt: bmevents.memEndedAt,
    })
    .from(bmevents)
    .where(finishedOf(userId, 'names', format))
    .orderBy(desc(bmevents.createdAt))
    .limit(ANALYTICS_MAX_SESSIONS);
  const old = await backfillNames(
    db,
    rows.filter((r) => !storedNames({ names: r.names })).map((r) => r.id),
  );
  const tally = new ItemTally();
  for (const row of rows) {
    const stored = storedNames({ names: row.names }) ?? old.get(row.id);
    if (!stored) continue;
    const units = storedNameUnits(stored);
    tally.add(units, stored.shown.length, memTimeline(row.memStartedAt, row.memEndedAt, row.memViews));
  }
  return { items: tally.stats(), sessions: rows.length };
}
