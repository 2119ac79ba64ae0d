import type { MyLocationReview, MyPalace, MyPalaceCard } from '@mnemoria/protocol';
import { reviewOf } from '../../../analytics/sessions.ts';
import type { BmeventRow, PalaceWalkRow, UserPalaceRow } from '../../../db/schema.ts';

/** Public address prefix of location photos; the route serves them to the palace's owner only. */
export const PHOTO_PREFIX = '/api/my-palaces/photos/';
export const videoAddress = (row: UserPalaceRow) =>
  row.video ? `/api/my-palaces/${row.id}/video?v=${row.video.slice(0, 8)}` : null;

/**
 * Days until the next walk: a walk with a forgotten location brings the palace back tomorrow;
 * every clean walk in a row doubles the wait, up to a month.
 */
const INTERVAL_DAYS = [1, 2, 4, 8, 16, 30];
const DAY_MS = 86_400_000;

/** `walks` newest first, this palace's only. */
export function scheduleOf(walks: readonly PalaceWalkRow[]): Pick<MyPalaceCard, 'lastWalkedAt' | 'dueAt'> {
  const last = walks[0];
  if (!last) return { lastWalkedAt: null, dueAt: null };
  let clean = 0;
  while (clean < walks.length && (walks[clean]?.forgotten.length ?? 1) === 0) clean++;
  const days = INTERVAL_DAYS[Math.min(clean, INTERVAL_DAYS.length - 1)] ?? 1;
  return {
    lastWalkedAt: last.walkedAt.toISOString(),
    dueAt: new Date(last.walkedAt.getTime() + days * DAY_MS).toISOString(),
  };
}

export const cardOf = (row: UserPalaceRow, walks: readonly PalaceWalkRow[]): MyPalaceCard => ({
  id: row.id,
  name: row.name,
  locationCount: row.locations.length,
  ...scheduleOf(walks),
});

export type SessionOfPalace = Pick<BmeventRow, 'name' | 'data' | 'answer' | 'result'> & {
  locations: string[];
};

/**
 * Mistakes per location from finished sessions: the item at recall position i (a digit, a card,
 * a word, a name…; an item is wrong when any of its scored fields is) lands on the location at
 * i mod n of the palace's order when the session started. Locations deleted since are skipped.
 */
export function sessionTally(sessions: readonly SessionOfPalace[]) {
  const tally = new Map<string, { items: number; errors: number }>();
  for (const s of sessions) {
    const n = s.locations.length;
    if (n === 0) continue;
    const wrong = new Map<number, boolean>();
    for (const it of reviewOf(s))
      wrong.set(it.index, (wrong.get(it.index) ?? false) || it.verdict !== 'right');
    for (const [index, isWrong] of wrong) {
      const id = s.locations[index % n] as string;
      const t = tally.get(id) ?? { items: 0, errors: 0 };
      t.items++;
      if (isWrong) t.errors++;
      tally.set(id, t);
    }
  }
  return tally;
}

export function palaceOf(
  row: UserPalaceRow,
  walks: readonly PalaceWalkRow[],
  sessions: readonly SessionOfPalace[],
): MyPalace {
  const tally = sessionTally(sessions);
  const locations: MyLocationReview[] = row.locations.map((loc) => {
    const lastWalk = walks.find((w) => w.forgotten.includes(loc.id) || w.remembered.includes(loc.id));
    const t = tally.get(loc.id);
    return {
      id: loc.id,
      rememberedLastWalk: lastWalk ? lastWalk.remembered.includes(loc.id) : null,
      forgottenWalks: walks.filter((w) => w.forgotten.includes(loc.id)).length,
      sessionItems: t?.items ?? 0,
      sessionErrors: t?.errors ?? 0,
    };
  });
  return {
    ...cardOf(row, walks),
    locations: row.locations.map((l) => ({
      id: l.id,
      title: l.title,
      note: l.note,
      photo: l.photo ? `${PHOTO_PREFIX}${l.photo}` : null,
    })),
    video: videoAddress(row),
    review: { walks: walks.length, sessions: sessions.length, locations },
  };
}
