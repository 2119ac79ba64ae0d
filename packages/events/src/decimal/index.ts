import { makeDigitEvent } from '../digits/digits.ts';

/** Decimal digits in rows of 20 (USAMC row length; WMSC's 40 does not fit a phone screen). */
export const decimal = makeDigitEvent({
  name: 'decimal',
  displayName: 'Decimal',
  alphabet: '0123456789',
  rowLength: 20,
});
