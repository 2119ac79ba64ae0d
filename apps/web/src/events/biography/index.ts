import { blanks } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { cardAnswered } from './entry.ts';
import { BiographyMemorize } from './Memorize.tsx';
import { BiographyRecall } from './Recall.tsx';
import { BiographyReview } from './Review.tsx';

/** Biography: one item per person; answers align with shuffle1 (recall order), one entry per face. */
export const biographyViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data) => data.shuffle1.length,
  emptyAnswer: (data) => blanks(data.shuffle1.length),
  answered: (answer, index) => cardAnswered(answer[index]),
  Memorize: BiographyMemorize,
  Recall: BiographyRecall,
  Review: BiographyReview,
};
