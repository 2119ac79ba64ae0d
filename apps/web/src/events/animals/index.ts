import { blanks, textAt } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { AnimalsMemorize } from './Memorize.tsx';
import { AnimalsRecall } from './Recall.tsx';
import { AnimalsReview } from './Review.tsx';

/** Animals: one item per picture; answers align with shuffle1 (recall order). */
export const animalsViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data) => data.shuffle1.length,
  emptyAnswer: (data) => blanks(data.shuffle1.length),
  answered: (answer, index) => textAt(answer, index).trim() !== '',
  Memorize: AnimalsMemorize,
  Recall: AnimalsRecall,
  Review: AnimalsReview,
};
