import { blanks, textAt } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { NamesMemorize } from './Memorize.tsx';
import { NamesRecall } from './Recall.tsx';
import { NamesReview } from './Review.tsx';

/** Names: one item per face; answers align with shuffle1 (recall order). */
export const namesViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data) => data.shuffle1.length,
  emptyAnswer: (data) => blanks(data.shuffle1.length),
  answered: (answer, index) => textAt(answer, index).trim() !== '',
  Memorize: NamesMemorize,
  Recall: NamesRecall,
  Review: NamesReview,
};
