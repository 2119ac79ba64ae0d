import { makeDigitEvent } from '../digits/digits.ts';

/** Binary digits in WMSC rows of 30. */
export const binary = makeDigitEvent({
  name: 'binary',
  displayName: 'Binary',
  alphabet: '01',
  rowLength: 30,
});
