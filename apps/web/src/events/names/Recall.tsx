import { PictureNameRecall } from '../common/PictureNameRecall.tsx';
import type { RecallProps } from '../types.ts';
import './names.css';

/** One face at a time in recall order with its typed name; Enter moves to the next face, Shift+Enter back. */
export function NamesRecall(props: RecallProps) {
  return <PictureNameRecall {...props} noun="face" testId="recall-names" />;
}
