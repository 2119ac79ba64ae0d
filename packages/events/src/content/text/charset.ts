/**
 * Which characters the shipped text may use, so that every answer can be typed on an ordinary
 * keyboard. Names may carry accents, but only ones that decompose (Unicode NFD) into a plain
 * ASCII letter plus combining marks: an accent-insensitive comparison that strips combining
 * marks then reduces every name to ASCII (é → e, ş → s, ř → r). Letters with no such
 * decomposition (ł, ø, ı, ß, æ, đ, ə) are not allowed, so names containing them are dropped.
 */

/** Combining diacritical marks (U+0300–U+036F), what NFD splits accents into. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** The name with its accents removed (NFD, marks stripped), e.g. 'Zoë' → 'Zoe'. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/**
 * A first or last name: one word of letters, starting with a capital; an apostrophe or hyphen
 * may join two parts ("O'Neil", "Jean-Luc"). Stored in NFC.
 */
export function isAllowedName(name: string): boolean {
  if (name !== name.normalize('NFC') || name.length < 2 || name.length > 20) return false;
  return /^[A-Z][a-z]*(?:['-][A-Za-z][a-z]*)*$/.test(stripAccents(name)) && /[a-z]$/.test(stripAccents(name));
}

/** A word of the words event: lowercase ASCII letters only. */
export function isAllowedWord(word: string): boolean {
  return /^[a-z]{3,12}$/.test(word);
}

/** Countries, hobbies and date texts: printable ASCII letters, digits, space and light punctuation. */
export function isAllowedPhrase(text: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 ,.'&()-]*$/.test(text) && !text.includes('  ') && text === text.trim();
}
