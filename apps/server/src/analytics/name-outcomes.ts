import type { EventData, NamesData, ScoredItem } from '@mnemoria/events';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bmevents } from '../db/schema.ts';
import { storedVerdicts } from './outcomes.ts';
import { reviewOf } from './sessions.ts';
import type { SessionUnits } from './units.ts';

/**
 * A finished Names session's per-item outcomes, stored in its result as `names`: the full name
 * shown at each memorize index, and the memorize indexes recalled wrong or blank. About 2 KB for
 * 160 faces against 21 KB of content, so the per-item read takes the result alone and never
 * parses a session's faces, pictures and shuffles. Kept in the result (written in the finishing
 * statement, no extra table) because a Names unit is the name itself and needs no read-time
 * option; digit and card units depend on the group or unit asked for, so those events still read
 * their (small) content.
 */
export interface StoredNames {
  shown: string[];
  wrong: number[];
}

/** The outcomes of a Names session from its content and its per-item review (recall order). */
export function nameOutcomesOf(data: NamesData, review: readonly ScoredItem[]): StoredNames {
  const right = new Map(review.map((it) => [it.index, it.verdict === 'right']));
  const recallIndex = new Map(data.shuffle1.map((p, i) => [p.face, i]));
  const shown: string[] = [];
  const wrong: number[] = [];
  data.formatted.forEach((person, i) => {
    shown.push(person.name);
    if (right.get(recallIndex.get(person.face) ?? -1) !== true) wrong.push(i);
  });
  return { shown, wrong };
}

export function storedNames(result: unknown): StoredNames | null {
  const value = (result as { names?: unknown } | null)?.names as StoredNames | undefined;
  return value && Array.isArray(value.shown) && Array.isArray(value.wrong) ? value : null;
}

/** The units of a session as the analytics tally them, from its stored outcomes. */
export function storedNameUnits(stored: StoredNames): SessionUnits {
  const wrong = new Set(stored.wrong);
  return {
    units: (i) => {
      const item = stored.shown[i];
      return item === undefined ? [] : [{ item, wrong: wrong.has(i) }];
    },
    label: (i) => stored.shown[i] ?? `Face ${i + 1}`,
  };
}

/**
 * Sessions finished before the outcomes were stored: their content is read once, here, and the
 * outcomes written into their result (a lazy backfill, so no migration rewrites every result of
 * every user at deploy); later reads take the stored form. Returns the outcomes by session id.
 */
export async function backfillNames(db: Db, ids: readonly string[]): Promise<Map<string, StoredNames>> {
  const out = new Map<string, StoredNames>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: bmevents.id,
      name: bmevents.name,
      data: bmevents.data,
      answer: bmevents.answer,
      result: bmevents.result,
    })
    .from(bmevents)
    .where(inArray(bmevents.id, [...ids]));
  for (const row of rows) {
    const data = row.data as unknown as EventData as NamesData;
    const names = nameOutcomesOf(data, storedVerdicts(row.result) ?? reviewOf(row));
    out.set(row.id, names);
    await db.execute(
      sql`update bmevents set result = coalesce(result, '{}'::jsonb) || jsonb_build_object('names', ${JSON.stringify(names)}::jsonb) where id = ${row.id}`,
    );
  }
  return out;
}
