import type { BiographyEntry } from '@mnemoria/events';

/** One card as the recall form edits it: every field a string ('' = blank). */
export interface Entry {
  name: string;
  country: string;
  /** 10 single-digit strings. */
  phone: string[];
  /** 3 hobbies. */
  hobbies: string[];
}

export const PHONE_DIGITS = 10;
export const HOBBIES = 3;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The stored entry (null or partial) as a full form value. */
export function entryOf(value: unknown): Entry {
  const e = (value && typeof value === 'object' ? value : {}) as BiographyEntry;
  const phone = Array.isArray(e.phone) ? e.phone : [];
  const hobbies = Array.isArray(e.hobbies) ? e.hobbies : [];
  return {
    name: str(e.name),
    country: str(e.country),
    phone: Array.from({ length: PHONE_DIGITS }, (_, i) => str(phone[i])),
    hobbies: Array.from({ length: HOBBIES }, (_, i) => str(hobbies[i])),
  };
}

/** A card is answered only when name, country, all 10 digits and all 3 hobbies are filled. */
export function cardAnswered(value: unknown): boolean {
  const e = entryOf(value);
  const filled = (s: string) => s.trim() !== '';
  return (
    filled(e.name) && filled(e.country) && e.phone.every((d) => /^\d$/.test(d)) && e.hobbies.every(filled)
  );
}

/** What a phone input may hold: digits only (type=number would let 'e', '+', '-' and '.' through). */
export const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/**
 * The phone digits after `typed` lands in input `at`, and the input to focus next (10 = past the
 * last digit). Typing over a filled cell keeps only the new digit; a paste of several digits fills
 * the following cells.
 */
export function typeDigits(
  phone: readonly string[],
  at: number,
  typed: string,
): { phone: string[]; next: number } {
  let digits = digitsOnly(typed);
  const out = phone.slice();
  if (digits === '') {
    out[at] = '';
    return { phone: out, next: at };
  }
  const old = phone[at] ?? '';
  if (old !== '' && digits.length === 2 && digits.includes(old)) digits = digits.replace(old, '');
  let i = at;
  for (const ch of digits) {
    if (i >= PHONE_DIGITS) break;
    out[i] = ch;
    i++;
  }
  return { phone: out, next: i };
}
