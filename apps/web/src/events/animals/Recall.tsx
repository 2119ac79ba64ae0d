import '../shared/text-list.css';
import { PictureNameRecall } from '../shared/PictureNameRecall.tsx';
import type { RecallProps } from '../types.ts';
import './animals.css';

/** One animal picture at a time in recall order with its typed name; Enter moves to the next. */
export function AnimalsRecall(props: RecallProps) {
  return <PictureNameRecall {...props} noun="animal" testId="recall-animals" />;
}
