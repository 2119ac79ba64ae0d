import { EVENT_NAMES } from '@mnemoria/events';

/** GET /api/bmevent/meta as the server answers it (tests only). */
export const fakeMeta = EVENT_NAMES.map((name) => ({
  name,
  displayName: name === 'tetris' ? 'Blocktris' : name.charAt(0).toUpperCase() + name.slice(1),
  prefetchMedia: false,
  headline: name === 'tetris' ? 'speed' : 'score',
  settings: {},
}));

/** A new user's eventsRanks: Novice everywhere. */
export const ranks = Object.fromEntries(
  [...EVENT_NAMES, 'overall'].map((name) => [name, { name: 'Novice', imageUrl: '/media/ranks/novice.svg' }]),
);
