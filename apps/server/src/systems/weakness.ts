import type { AnalyticsEvent, CardUnit, SystemKind } from '@mnemoria/protocol';
import { itemAnalytics } from '../analytics/items.ts';
import type { Db } from '../db/client.ts';

/** An item's weakness (0–100) in real sessions, or null when the analytics never met it. */
export type WeaknessOf = (item: string, fields: readonly string[]) => number | null;

/** Which analytics feed a deck: its event and, for digits, the group size its items are. */
const SOURCE: Record<SystemKind, { event: AnalyticsEvent; group: number; unit?: CardUnit }> = {
  major2: { event: 'decimal', group: 2 },
  pao: { event: 'decimal', group: 2 },
  major3: { event: 'decimal', group: 3 },
  cards: { event: 'cards', group: 2 },
  'card-pairs': { event: 'cards', group: 2, unit: 'pair' },
  faces: { event: 'names', group: 2 },
};

const nameKey = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The weakness lookup of a deck from the user's own sessions. Digit, card and card-pair items are
 * the analytics' own units (pairs as the cards were memorized: 1–2, 3–4…). The faces deck's people are not the ones of past sessions, so a face matches by the name
 * the user gave it: a name they missed or memorized slowly in a names session comes first.
 */
export async function weaknessLookup(db: Db, userId: string, kind: SystemKind): Promise<WeaknessOf> {
  const { event, group, unit } = SOURCE[kind];
  const { items } = await itemAnalytics(db, userId, event, group, { unit });
  if (kind === 'faces') {
    const byName = new Map(items.map((it) => [nameKey(it.item), it.weakness]));
    return (_item, fields) => byName.get(nameKey(fields[0] ?? '')) ?? null;
  }
  const byItem = new Map(items.map((it) => [it.item, it.weakness]));
  return (item) => byItem.get(item) ?? null;
}
