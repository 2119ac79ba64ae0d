import { blanks, textAt } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { SoundsMemorize } from './Memorize.tsx';
import { SoundsRecall } from './Recall.tsx';
import { SoundsReview } from './Review.tsx';

/** Sounds: one strip item per slot S{n}; answers (sound URLs) align with raw. */
export const soundsViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data) => data.raw.length,
  emptyAnswer: (data) => blanks(data.raw.length),
  answered: (answer, index) => textAt(answer, index) !== '',
  Memorize: SoundsMemorize,
  Recall: SoundsRecall,
  Review: SoundsReview,
};
