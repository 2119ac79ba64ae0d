import type { PlayableEvent } from '../types.ts';
import { TetrisMemorize } from './Memorize.tsx';
import { ANSWER_SLOTS, piecesOf } from './placement.ts';
import { TetrisRecall } from './Recall.tsx';
import { TetrisReview } from './Review.tsx';

/**
 * Blocktris: one grid to memorize and one to rebuild, so both strips hold a single item. The answer
 * is a fixed list of piece slots (see ANSWER_SLOTS); recall counts as answered once a piece is down
 * (how many blocks fell is not known during recall).
 */
export const tetrisViews: PlayableEvent = {
  playable: true,
  memorizeCount: () => 1,
  recallCount: () => 1,
  emptyAnswer: () => Array.from({ length: ANSWER_SLOTS }, () => null),
  answered: (answer) => piecesOf(answer).length > 0,
  Memorize: TetrisMemorize,
  Recall: TetrisRecall,
  Review: TetrisReview,
  keepMemorizeOnEnter: true,
};
