import '../common/text-list.css';
import { PictureNameRecall } from '../common/PictureNameRecall.tsx';
import type { RecallProps } from '../types.ts';
import './animals.css';

/**
 * One animal picture at a time in recall order; the athlete types the name it was given in
 * memorize (the species is on the picture, so it scores nothing). Enter moves to the next.
 */
export function AnimalsRecall(props: RecallProps) {
  return (
    <div className="animals-recall">
      <p className="animals-recall__hint" data-testid="animals-recall-hint">
        Type the name each animal was given, not what animal it is.
      </p>
      <PictureNameRecall {...props} noun="animal" testId="recall-animals" />
    </div>
  );
}
