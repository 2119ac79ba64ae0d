import type { CardRaw } from '@mnemoria/events';

/** 'queen-of-hearts' → 'Queen of hearts'; the back is 'Card back'. Used for alt text and labels. */
export function cardLabel(id: string): string {
  if (id === 'back') return 'Card back';
  if (!id) return 'Card';
  return id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, ' ');
}

/** The suit part of an id ('' for the back or an unknown id). */
export const suitOf = (id: string) => /-of-([a-z]+)$/.exec(id)?.[1] ?? '';

/**
 * The 53-card pick fan split into one row per suit (pack order keeps ranks in order), the back
 * joining the last row: an athlete hunts by suit, then rank.
 */
export function fanRows(fan: readonly CardRaw[]): CardRaw[][] {
  const rows: CardRaw[][] = [];
  for (const card of fan) {
    const suit = suitOf(card.id);
    const last = rows[rows.length - 1];
    if (last && (suit === '' || suitOf(last[0]?.id ?? '') === suit)) last.push(card);
    else rows.push([card]);
  }
  return rows;
}

/** Answers may hold an image URL or a card id (both score); the card either names. */
export function cardOf(fan: readonly CardRaw[], value: string): CardRaw | undefined {
  return fan.find((card) => card.image === value || card.id === value);
}
