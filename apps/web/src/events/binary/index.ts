import { digitEvent } from '../digits/view.ts';

/** binary: the shared digit views (events/digits) with binary's allowed characters. */
export const binaryViews = digitEvent('binary');
