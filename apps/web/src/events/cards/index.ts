import { allFilled, blanks, groupRange } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { CardsMemorize } from './Memorize.tsx';
import { CardsRecall } from './Recall.tsx';
import { CardsReview } from './Review.tsx';

/** Cards: answers align with raw (card image URLs); the strip has one item per group. */
export const cardsViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data, settings) => Math.ceil(data.raw.length / settings.cards_group_number),
  emptyAnswer: (data) => blanks(data.raw.length),
  // A group counts as answered once every slot holds a card.
  answered: (answer, index, data, settings) =>
    allFilled(answer, groupRange(index, settings.cards_group_number, data.raw.length)),
  Memorize: CardsMemorize,
  Recall: CardsRecall,
  Review: CardsReview,
};
