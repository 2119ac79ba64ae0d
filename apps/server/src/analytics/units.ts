import {
  type CardsData,
  chunk,
  type DigitBlock,
  type EventData,
  type EventName,
  type ImagesData,
  type NamesData,
  type ScoredItem,
} from '@mnemoria/events';

/** One analytics item inside a memorize item: its name and whether recall got it right. */
export interface UnitOccurrence {
  item: string;
  wrong: boolean;
}

/**
 * How an event's memorize items break into the athlete's units: per memorize item index (a
 * digit block, a group of cards, a row of images, a face), the units on it, each with whether
 * it was recalled right. `label` names a memorize item in the replay's timeline.
 */
export interface SessionUnits {
  units(index: number): UnitOccurrence[];
  label(index: number): string;
}

const rightAt = (items: readonly ScoredItem[]) => {
  const byIndex = new Map(items.map((it) => [it.index, it.verdict === 'right']));
  return (i: number) => byIndex.get(i) === true;
};

/**
 * Digit events: a unit is a group of `group` characters inside a row (rows are what the athlete
 * reads), wrong when any character of it is. The server knows which block was highlighted, not
 * where the eyes were inside it, so a block's time is shared equally among its groups.
 */
function digitUnits(data: EventData, items: readonly ScoredItem[], group: number): SessionUnits {
  const right = rightAt(items);
  const blocks = data.formatted as DigitBlock[];
  const perBlock: UnitOccurrence[][] = [];
  let offset = 0;
  for (const block of blocks) {
    const units: UnitOccurrence[] = [];
    for (const row of block) {
      chunk(row, group).forEach((cells, g) => {
        const first = offset + g * group;
        units.push({ item: cells.join(''), wrong: cells.some((_, k) => !right(first + k)) });
      });
      offset += row.length;
    }
    perBlock.push(units);
  }
  return {
    units: (i) => perBlock[i] ?? [],
    label: (i) => `Block ${i + 1}: ${(perBlock[i] ?? []).map((u) => u.item).join(' ')}`,
  };
}

/** Cards: one card is a unit; a memorize item is a group of them (the athlete's group setting). */
function cardUnits(data: CardsData, items: readonly ScoredItem[]): SessionUnits {
  const right = rightAt(items);
  const starts: number[] = [];
  let offset = 0;
  for (const g of data.formatted) {
    starts.push(offset);
    offset += g.length;
  }
  return {
    units: (i) =>
      (data.formatted[i] ?? []).map((card, k) => ({ item: card.id, wrong: !right((starts[i] ?? 0) + k) })),
    label: (i) => (data.formatted[i] ?? []).map((card) => cardName(card.id)).join(', '),
  };
}

/**
 * Card pairs: cards 1–2, 3–4… of the deck as memorized form a unit ('ace-of-spades|king-of-hearts'),
 * wrong when either card is. A pair belongs to the memorize item showing its first card, and takes
 * that item's share of time for both its cards; an odd last card is a pair of its own.
 */
function cardPairUnits(data: CardsData, items: readonly ScoredItem[]): SessionUnits {
  const right = rightAt(items);
  const flat = data.formatted.flatMap((g, i) => g.map((card) => ({ id: card.id, item: i })));
  const perItem: UnitOccurrence[][] = data.formatted.map(() => []);
  for (let k = 0; k < flat.length; k += 2) {
    const a = flat[k];
    const b = flat[k + 1];
    if (!a) continue;
    perItem[a.item]?.push({
      item: b ? `${a.id}|${b.id}` : a.id,
      wrong: !right(k) || (b !== undefined && !right(k + 1)),
    });
  }
  return {
    units: (i) => perItem[i] ?? [],
    label: (i) => (data.formatted[i] ?? []).map((card) => cardName(card.id)).join(', '),
  };
}

/** Images: one picture (named by its label) is a unit; a memorize item is a row of them. */
function imageUnits(data: ImagesData, items: readonly ScoredItem[]): SessionUnits {
  const right = rightAt(items);
  const starts: number[] = [];
  let offset = 0;
  for (const row of data.formatted) {
    starts.push(offset);
    offset += row.length;
  }
  return {
    units: (i) =>
      (data.formatted[i] ?? []).map((pic, k) => ({ item: pic.label, wrong: !right((starts[i] ?? 0) + k) })),
    label: (i) => (data.formatted[i] ?? []).map((pic) => pic.label).join(', '),
  };
}

/** Names: one person's full name is a unit; recall asks the faces in another order. */
function nameUnits(data: NamesData, items: readonly ScoredItem[]): SessionUnits {
  const right = rightAt(items);
  const recallIndex = new Map(data.shuffle1.map((p, i) => [p.face, i]));
  return {
    units: (i) => {
      const person = data.formatted[i];
      if (!person) return [];
      return [{ item: person.name, wrong: !right(recallIndex.get(person.face) ?? -1) }];
    },
    label: (i) => data.formatted[i]?.name ?? `Face ${i + 1}`,
  };
}

/** The units of one session, or null for events whose items the analytics do not split. */
export function unitsOf(
  event: EventName,
  data: EventData,
  items: readonly ScoredItem[],
  group: number,
  cardUnit: 'card' | 'pair' = 'card',
): SessionUnits | null {
  switch (event) {
    case 'binary':
    case 'decimal':
      return digitUnits(data, items, group);
    case 'cards':
      return cardUnit === 'pair'
        ? cardPairUnits(data as CardsData, items)
        : cardUnits(data as CardsData, items);
    case 'images':
      return imageUnits(data as ImagesData, items);
    case 'names':
      return nameUnits(data as NamesData, items);
    default:
      return null;
  }
}

/** 'ace-of-spades' → 'Ace of spades'. */
export function cardName(id: string): string {
  const text = id.replaceAll('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
