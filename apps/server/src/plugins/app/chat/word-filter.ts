import { EXTRA_WORD_BLOCKLIST } from '@mnemoria/events/content';

/**
 * The reviewed word list the content pools are filtered with, applied to the global room: a
 * message holding one of its words (as a whole word, any case) is refused with a clear message
 * rather than starred out, so nobody's words are silently changed. Match rooms are private between
 * two players and not filtered; reports and moderators cover them.
 */
const BLOCKED = new Set(EXTRA_WORD_BLOCKLIST.map((w) => w.toLowerCase()));

export const FILTERED_MESSAGE =
  'Your message contains a word that is not allowed in the global chat. Please rephrase it.';

/** True when the text holds a blocked word. */
export function hasBlockedWord(text: string): boolean {
  for (const word of text
    .toLowerCase()
    .normalize('NFKC')
    .match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (BLOCKED.has(word)) return true;
  }
  return false;
}
