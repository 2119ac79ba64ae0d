import { digitEvent } from '../digits/view.ts';

/** decimal: the shared digit views (events/digits) with decimal's allowed characters. */
export const decimalViews = digitEvent('decimal');
