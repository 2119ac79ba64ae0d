/**
 * The built-in content pack: the text pools (content/text) and media pools (content/media) joined
 * into the one `ContentPack` every generator takes. Not re-exported from the package root, so a
 * client bundle that only scores or renders never pulls the pools in; the server imports it through
 * the `@mnemoria/events/content` subpath and merges MEDIA_DIR packs into a copy.
 */
import * as media from './media/index.ts';
import * as text from './text/index.ts';
import type { ContentPack } from './types.ts';

/** Words never allowed in generated content, also the chat's word filter for the global room. */
export { EXTRA_WORD_BLOCKLIST } from './text/blocklist.ts';

export const BUILTIN_CONTENT: ContentPack = Object.freeze({
  namePools: text.namePools,
  countries: text.countries,
  hobbies: text.hobbies,
  words: text.words,
  dateEventCount: text.dateEventCount,
  dateEventText: text.dateEventText,
  faces: media.faces,
  images: media.images,
  abstractImages: media.abstractImages,
  animals: media.animals,
  petNames: text.petNames,
  sounds: media.sounds,
  cards: media.cards,
  cardBackUrl: media.cardBackUrl,
});
