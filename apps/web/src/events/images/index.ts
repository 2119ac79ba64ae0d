import { allFilled, blanks, groupRange } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { ImagesMemorize } from './Memorize.tsx';
import { ImagesRecall } from './Recall.tsx';
import { ImagesReview } from './Review.tsx';

/** Images: answers align with raw (picture URLs); the strip has one item per row. */
export const imagesViews: PlayableEvent = {
  playable: true,
  memorizeCount: (data) => data.formatted.length,
  recallCount: (data, settings) => Math.ceil(data.raw.length / settings.images_group_number),
  emptyAnswer: (data) => blanks(data.raw.length),
  // A slot group is answered when all its pictures are placed.
  answered: (answer, index, data, settings) =>
    allFilled(answer, groupRange(index, settings.images_group_number, data.raw.length)),
  Memorize: ImagesMemorize,
  Recall: ImagesRecall,
  Review: ImagesReview,
};
