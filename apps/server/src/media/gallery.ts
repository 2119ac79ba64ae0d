import type { FastifyInstance } from 'fastify';
import * as content from './manifest.ts';
import type { MediaAddresses } from './opaque.ts';

/** What the public Content & credits page shows of the media pools (GET /api/content/gallery). */
export interface MediaGallery {
  faces: string[];
  cards: { url: string; label: string }[];
  images: { url: string; label: string }[];
  animals: { url: string; name: string }[];
  sounds: { url: string; label: string }[];
}

/** Every n-th item, so a sample spans the whole pool (all styles, all kinds of pictures). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(i * step)] as T);
}

/**
 * Samples of the built-in pools (operator packs stay private), with addresses from the `gallery`
 * space: this page pairs pictures with names, so its addresses must not match any session's.
 */
export function buildGallery(addresses: MediaAddresses): MediaGallery {
  const at = (url: string) => addresses.address(url, 'gallery');
  return {
    faces: spread(content.faces, 48).map((f) => at(f.url)),
    cards: [
      ...content.cards.map((c) => ({ url: at(c.url), label: `${c.rank} of ${c.suit}` })),
      { url: at(content.cardBackUrl), label: 'card back' },
    ],
    images: spread(content.images, 60).map((i) => ({ url: at(i.url), label: i.label })),
    animals: content.animals.map((a) => ({ url: at(a.url), name: a.name })),
    sounds: content.sounds.map((s) => ({ url: at(s.url), label: s.label })),
  };
}

export function galleryRoute(app: FastifyInstance, addresses: MediaAddresses) {
  // Built at start-up, not on first request: a browser may still hold the page's addresses from
  // before a restart, and the media route only serves addresses this process has issued.
  const gallery = buildGallery(addresses);
  app.get('/api/content/gallery', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return gallery;
  });
}
