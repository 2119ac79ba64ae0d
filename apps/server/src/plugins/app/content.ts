import type { ContentPack } from '@mnemoria/events';
import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import type { FastifyBaseLogger } from 'fastify';
import { addressContent, loadMediaPacks, type MediaAddresses } from '../../media/index.ts';

/**
 * The content generators draw from: the built-in pack, plus an operator's MEDIA_DIR packs added
 * to the image and sound pools; a face pack replaces the built-in faces (photos are what athletes
 * train on, so they are preferred over drawings). Every media URL in it is already opaque (see
 * media/opaque.ts), so nothing a session stores or sends can name an item.
 */
export async function loadContent(
  mediaDir: string | undefined,
  log: FastifyBaseLogger,
  addresses: MediaAddresses,
): Promise<ContentPack> {
  return addressContent(await mergePacks(mediaDir, log), addresses);
}

async function mergePacks(mediaDir: string | undefined, log: FastifyBaseLogger): Promise<ContentPack> {
  if (!mediaDir) return BUILTIN_CONTENT;
  const packs = await loadMediaPacks(mediaDir);
  log.info(
    { faces: packs.faces?.length ?? 0, images: packs.images?.length ?? 0, sounds: packs.sounds?.length ?? 0 },
    'media packs loaded from MEDIA_DIR',
  );
  return {
    ...BUILTIN_CONTENT,
    // A licensed face pack (validated at load) is used instead of the built-in drawn faces.
    faces: packs.faces ?? BUILTIN_CONTENT.faces,
    images: [...BUILTIN_CONTENT.images, ...(packs.images ?? [])],
    sounds: [...BUILTIN_CONTENT.sounds, ...(packs.sounds ?? [])],
  };
}
