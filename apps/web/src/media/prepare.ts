/** The session fields the load stage needs (a ClientBmevent has them all). */
export interface MediaSession {
  name: string;
  media?: readonly string[];
}

/** Digit events have no pictures or sounds; asking to load theirs is a wiring bug. */
const NO_MEDIA = new Set(['binary', 'decimal', 'alphabet']);

/**
 * The URLs to prefetch before the countdown, with the media preparation errors
 * (user-facing texts). Cards load the whole 53-image pick fan (`cardURLs`), not only the dealt cards, because
 * recall shows all of them; every other event loads the session's `media` list (sorted by the
 * server, so it says nothing about the memorize order).
 */
export function mediaToPrefetch(
  bmevent: MediaSession | null | undefined,
  cardURLs?: readonly string[],
): string[] {
  if (!bmevent) throw new Error('bmevent is required');
  if (NO_MEDIA.has(bmevent.name)) throw new Error(`event ${bmevent.name} does not support media content`);
  const urls =
    bmevent.name === 'cards'
      ? [
          ...(cardURLs?.length ? cardURLs : fail('cardURLs is required for event cards')),
          ...(bmevent.media ?? []),
        ]
      : [...(bmevent.media ?? [])];
  return [...new Set(urls.filter((url) => url !== ''))];
}

function fail(message: string): never {
  throw new Error(message);
}
