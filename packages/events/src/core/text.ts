/**
 * Text comparison for typed answers. Names, countries, hobbies and animals ignore case, accents and
 * spacing (WMSC names are judged on spelling, not diacritics typed on a foreign keyboard); words only
 * ignore case and surrounding spaces (WMSC words: exact spelling).
 */

/** Lower case, trimmed, inner whitespace collapsed. */
export function normalizeWord(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** `normalizeWord` plus accents removed (é → e, ß stays) so 'José' matches 'jose'. */
export function normalizeName(text: string): string {
  return normalizeWord(text.normalize('NFD').replace(/\p{M}+/gu, '')).normalize('NFC');
}

/** Null, undefined, non-strings and whitespace-only strings are blank answers. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The answer entry at `index`, tolerating a missing, short or non-array answer. */
export function entryAt<T>(answer: readonly T[] | null | undefined, index: number): T | undefined {
  return Array.isArray(answer) ? answer[index] : undefined;
}
