import { type ContentPack, eventByName, type NamesData, resolveSettings } from '@mnemoria/events';
import { SYSTEM_FIELDS, type SystemKind, type SystemPrompt } from '@mnemoria/protocol';
import { cardName } from '../analytics/units.ts';

/** Faces in a names-and-faces deck. */
export const FACES_IN_DECK = 50;

/** One item of a new deck: its key, its place in the list and, for a face, the picture. */
export interface DeckItem {
  item: string;
  image: string | null;
  /** A name the product offers for the face; the other kinds are prefilled elsewhere or not at all. */
  suggested?: string;
}

const numbers = (digits: number) =>
  Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));

/**
 * The items of a deck of `kind`. A faces deck draws its people the way the names event does (faces
 * that fit their names), seeded by the user, so the same user always gets the same people.
 */
export function deckItems(kind: SystemKind, content: ContentPack, seed: string): DeckItem[] {
  switch (kind) {
    case 'major2':
    case 'pao':
      return numbers(2).map((item) => ({ item, image: null }));
    case 'major3':
      return numbers(3).map((item) => ({ item, image: null }));
    case 'cards':
      return content.cards.map((c) => ({ item: c.id, image: null }));
    case 'card-pairs':
      return content.cards.flatMap((a) =>
        content.cards.map((b) => ({ item: `${a.id}|${b.id}`, image: null })),
      );
    case 'faces': {
      const setup = { amount: FACES_IN_DECK, settings: resolveSettings({}) };
      const data = eventByName('names').generate(setup, `systems:${seed}`, content) as NamesData;
      return data.raw.map((p, i) => ({
        item: `face-${String(i + 1).padStart(2, '0')}`,
        image: p.face,
        suggested: p.name,
      }));
    }
  }
}

/** What the drill shows of an item before its entry is revealed. */
export function promptOf(
  kind: SystemKind,
  item: string,
  image: string | null,
  content: ContentPack,
): SystemPrompt {
  const card = (id: string) => {
    const found = content.cards.find((c) => c.id === id);
    return { url: found?.url ?? content.cardBackUrl, alt: cardName(id) };
  };
  switch (kind) {
    case 'cards':
      return { text: cardName(item), images: [card(item)] };
    case 'card-pairs': {
      const [a = '', b = ''] = item.split('|');
      return { text: `${cardName(a)} + ${cardName(b)}`, images: [card(a), card(b)] };
    }
    case 'faces':
      return { text: 'Who is this?', images: image ? [{ url: image, alt: 'A face' }] : [] };
    default:
      return { text: item, images: [] };
  }
}

/** An entry with one text per field of its kind (missing ones empty, extra ones dropped). */
export function normalFields(kind: SystemKind, fields: readonly string[]): string[] {
  return SYSTEM_FIELDS[kind].map((_, i) => (fields[i] ?? '').trim());
}

export const isFilled = (fields: readonly string[]) => fields.some((f) => f !== '');
