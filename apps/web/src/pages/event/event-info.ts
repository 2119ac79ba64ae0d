import type { EventName } from '@mnemoria/events';

/** One line per event for the Standard tab: what you memorize and how you answer. */
export const HOW_IT_WORKS: Record<EventName, string> = {
  binary:
    'Memorize rows of 0s and 1s, then type them back row by row. Rows score in full, half with one slip.',
  decimal: 'Memorize rows of digits, then type them back in order. Rows score in full, half with one slip.',
  alphabet: 'Memorize rows of letters and digits, then type them back in order.',
  names: 'Memorize the full name under each face, then type the names when the faces return shuffled.',
  biography:
    'Memorize each person’s name, country, phone number and three hobbies, then fill them in for every face.',
  cards: 'Memorize the order of the cards, then rebuild it from the full deck.',
  echopic: 'Memorize which sound belongs to each picture, then give every picture its sound.',
  sounds: 'Memorize a sequence of sounds, then place them back into their slots in order.',
  images: 'Memorize the order of the pictures, then put them back in the same order.',
  animals: 'Memorize the name given to each animal, then type the names when the animals return shuffled.',
  tetris: 'Watch the blocks fall and land, then rebuild the final grid piece by piece.',
  words: 'Memorize the numbered list of words, then write them back in order with exact spelling.',
  dates: 'Memorize the year of each fictional event, then type the years when the events return shuffled.',
};

/** What one item of the event is called, for "12 digits", "5 names" and the like. */
export const ITEM_NOUN: Record<EventName, [one: string, many: string]> = {
  binary: ['digit', 'digits'],
  decimal: ['digit', 'digits'],
  alphabet: ['character', 'characters'],
  names: ['name', 'names'],
  biography: ['person', 'people'],
  cards: ['card', 'cards'],
  echopic: ['picture', 'pictures'],
  sounds: ['sound', 'sounds'],
  images: ['image', 'images'],
  animals: ['animal', 'animals'],
  tetris: ['block', 'blocks'],
  words: ['word', 'words'],
  dates: ['date', 'dates'],
};

export function itemCount(event: EventName, amount: number): string {
  const [one, many] = ITEM_NOUN[event];
  return `${amount} ${amount === 1 ? one : many}`;
}

/** Seconds as the game's timer shows them (m:ss), with a plain-words fallback for screen readers. */
export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}
