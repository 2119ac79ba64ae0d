import { allFilled, blanks, groupRange } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { WordsMemorize } from './Memorize.tsx';
import { WordsRecall } from './Recall.tsx';
import { WordsReview } from './Review.tsx';

/** Words: answers align with raw (memorize order); groups of words_group_number. */
export const wordsViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data, settings) => Math.ceil(data.raw.length / settings.words_group_number),
  emptyAnswer: (data) => blanks(data.raw.length),
  answered: (answer, index, data, settings) =>
    allFilled(answer, groupRange(index, settings.words_group_number, data.raw.length)),
  Memorize: WordsMemorize,
  Recall: WordsRecall,
  Review: WordsReview,
};
