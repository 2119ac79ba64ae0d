import type { DigitBlock, DigitEventName } from '@mnemoria/events';
import { blanks } from '../common/answer.ts';
import type { PlayableEvent } from '../types.ts';
import { blockAnswered } from './digit-rules.ts';
import { makeDigitMemorize } from './Memorize.tsx';
import { makeDigitRecall } from './Recall.tsx';
import { DigitReview } from './Review.tsx';

/** binary, decimal and alphabet share one set of views; only the allowed characters differ. */
export function digitEvent(event: DigitEventName): PlayableEvent {
  return {
    playable: true,
    memorizeCount: (data) => data.formatted.length,
    recallCount: (data) => data.formatted.length,
    emptyAnswer: (data) => blanks(data.raw.length),
    answered: (answer, index, data) => blockAnswered(answer, data.formatted as DigitBlock[], index),
    Memorize: makeDigitMemorize(event),
    Recall: makeDigitRecall(event),
    Review: DigitReview,
  };
}
