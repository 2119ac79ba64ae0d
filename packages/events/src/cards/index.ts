import { requireContent, showsKey } from '../core/content.ts';
import { chunk } from '../core/format.ts';
import { scorePositions } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition } from '../core/types.ts';

/** A card as the views need it: `id` like 'ace-of-spades', `image` its URL ('back' for the back). */
export interface CardRaw {
  readonly id: string;
  readonly image: string;
}

/** raw: cards in memorize order; formatted: groups of cards_group_number; shuffle1: the 53-image pick fan. */
export type CardsData = EventData<CardRaw, CardRaw[], CardRaw, never>;
/** Per position, the chosen card's image URL (its id is accepted too); null = empty slot. */
export type CardsAnswer = (string | null)[];

const masked: CardRaw = { id: '', image: '' };

/**
 * Cards: whole shuffled decks, so no card repeats within a deck; an amount past 52 continues with a
 * fresh deck (as in long cards). The pick fan is in pack order, like the sorted second deck of
 * speed cards, so the athlete hunts by suit and rank rather than by luck.
 */
export const cards: EventDefinition<CardsData, CardsAnswer> = {
  name: 'cards',
  displayName: 'Cards',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount, settings }, seed, content) {
    const pack = requireContent('cards', content);
    const rng = new Rng(seed);
    const deck = pack.cards.map((card) => ({ id: card.id, image: card.url }));
    const raw: CardRaw[] = [];
    while (raw.length < amount && deck.length > 0)
      raw.push(...rng.shuffle(deck).slice(0, amount - raw.length));
    const fan = [...deck, { id: 'back', image: pack.cardBackUrl }];
    return { raw, formatted: chunk(raw, settings.cards_group_number), shuffle1: fan, shuffle2: [] };
  },

  score(data, answer) {
    const byImage = new Map(data.raw.map((card) => [card.image, card.id]));
    return scorePositions(
      data.raw.map((card) => card.image),
      answer,
      (want, given) => given === want || given === byImage.get(want),
    );
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    return {
      ...data,
      raw: data.raw.map(() => masked),
      formatted: data.formatted.map((g) => g.map(() => masked)),
    };
  },

  perfectAnswer(data) {
    return data.raw.map((card) => card.image);
  },
};
