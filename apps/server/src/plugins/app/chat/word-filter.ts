import { isProfane } from '../../../lib/profanity.ts';

/**
 * The global room refuses a message with profanity or a slur (see lib/profanity.ts) with a clear
 * message rather than starring it out, so nobody's words are silently changed. Match rooms are
 * private between two players and not filtered; reports and moderators cover them.
 */
export const FILTERED_MESSAGE =
  'Your message contains a word that is not allowed in the global chat. Please rephrase it.';

/** True when the text holds a blocked word. */
export function hasBlockedWord(text: string): boolean {
  return isProfane(text);
}
