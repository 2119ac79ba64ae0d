/**
 * A small, synthetic ContentPack for unit tests only (the shipped pack is assembled in
 * content/index.ts from the text and media packs). Pools are large enough for the property tests.
 */
import { personaOf } from '../content/persona.ts';
import { CARD_RANKS, CARD_SUITS, type CardItem, type ContentPack } from '../content/types.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'be', 'da', 'fu', 'go'];
/** Distinct pronounceable strings: 'kalo', 'kami', … */
const word = (i: number) =>
  `${SYLLABLES[i % 12]}${SYLLABLES[Math.floor(i / 12) % 12]}${i >= 144 ? SYLLABLES[Math.floor(i / 144) % 12] : ''}`;

const cards: CardItem[] = CARD_SUITS.flatMap((suit) =>
  CARD_RANKS.map((rank) => ({
    id: `${rank}-of-${suit}`,
    suit,
    rank,
    url: `/media/cards/${rank}-of-${suit}.svg`,
  })),
);

export const FIXTURE_CONTENT: ContentPack = {
  namePools: [
    {
      culture: 'en',
      region: 'europe',
      female: range(30).map((i) => `Al${word(i)}a`),
      male: range(30).map((i) => `Al${word(i)}o`),
      last: range(30).map((i) => `Sm${word(i)}`),
    },
    {
      culture: 'fr',
      region: 'africa',
      female: ['Zoë', 'Mary Ann', 'Amélie'],
      male: ['José', 'Jean-Luc'],
      last: ['Dupré', 'van der Berg', 'Núñez'],
    },
  ],
  countries: range(60).map((i) => `Country ${word(i)}`),
  hobbies: range(40).map((i) => `hobby ${word(i)}`),
  words: range(600).map(word),
  dateEventCount: 5000,
  dateEventText: (index) => `Event number ${index} happens`,
  faces: range(300).map((i) => ({ url: `/media/faces/f${i}.svg`, ...personaOf(i) })),
  images: range(300).map((i) => ({ id: `i${i}`, url: `/media/images/i${i}.svg`, label: `image ${i}` })),
  abstractImages: range(120).map((i) => ({
    id: `x${i}`,
    url: `/media/abstract/a${i + 1}.svg`,
    label: `shape ${i}`,
  })),
  animals: range(150).map((i) => ({
    id: `a${i}`,
    url: `/media/animals/a${i}.svg`,
    name: `Animal ${word(i)}`,
  })),
  petNames: range(200).map((i) => `Pet${word(i)}`),
  sounds: range(120).map((i) => ({ id: `s${i}`, url: `/media/sounds/s${i}.wav`, label: `sound ${i}` })),
  cards,
  cardBackUrl: '/media/cards/back.svg',
};
