import { allYears, blanks, groupRange } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { DatesMemorize } from './Memorize.tsx';
import { DatesRecall } from './Recall.tsx';
import { DatesReview } from './Review.tsx';

/** Dates: answers align with shuffle1 (recall order); pages of dates_group_number. */
export const datesViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data, settings) => Math.ceil(data.shuffle1.length / settings.dates_group_number),
  emptyAnswer: (data) => blanks(data.shuffle1.length),
  answered: (answer, index, data, settings) =>
    allYears(answer, groupRange(index, settings.dates_group_number, data.shuffle1.length)),
  Memorize: DatesMemorize,
  Recall: DatesRecall,
  Review: DatesReview,
};
