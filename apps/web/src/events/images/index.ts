import { allFilled, blanks } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { ImagesMemorize } from './Memorize.tsx';
import { ImagesRecall } from './Recall.tsx';
import { ImagesReview } from './Review.tsx';
import { imageRowSlots } from './rows.ts';

/** Images: answers align with raw (picture URLs); the strip has one item per row. */
export const imagesViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data) => data.formatted.length,
  emptyAnswer: (data) => blanks(data.raw.length),
  // A row is answered when all its pictures are placed.
  answered: (answer, index, data) => allFilled(answer, imageRowSlots(data)[index] ?? []),
  Memorize: ImagesMemorize,
  Recall: ImagesRecall,
  Review: ImagesReview,
};
