import { makeDigitEvent } from '../digits/digits.ts';

/** Upper-case letters A–Z in rows of 20, scored like decimal rows. */
export const alphabet = makeDigitEvent({
  name: 'alphabet',
  displayName: 'Alphabet',
  alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  rowLength: 20,
});
