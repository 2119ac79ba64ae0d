import { digitEvent } from '../digits/view.ts';

/** alphabet: the shared digit views (events/digits) with alphabet's allowed characters. */
export const alphabetViews = digitEvent('alphabet');
