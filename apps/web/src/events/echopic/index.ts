import { blanks, textAt } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { EchopicMemorize } from './Memorize.tsx';
import { EchopicRecall } from './Recall.tsx';
import { EchopicReview } from './Review.tsx';

/** Echopic: one strip item per pair / picture; answers (sound URLs) align with shuffle1. */
export const echopicViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data) => data.shuffle1.length,
  emptyAnswer: (data) => blanks(data.shuffle1.length),
  answered: (answer, index) => textAt(answer, index) !== '',
  Memorize: EchopicMemorize,
  Recall: EchopicRecall,
  Review: EchopicReview,
};
