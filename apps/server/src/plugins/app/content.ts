import type { ContentPack } from '@mnemoria/events';
import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import type { FastifyBaseLogger } from 'fastify';
import { addressContent, loadMediaPacks, type MediaAddresses } from '../../media/index.ts';

/**
 * The content generators draw from: the built-in pack, plus an operator's MEDIA_DIR packs added
 * to the pools (not replacing them), so licensed photos mix with the shipped faces. Every media
 * URL in it is already opaque (see media/opaque.ts), so nothing a session stores or sends can
 * name an item.
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
    faces: [...BUILTIN_CONTENT.faces, ...(packs.faces ?? [])],
    images: [...BUILTIN_CONTENT.images, ...(packs.images ?? [])],
    sounds: [...BUILTIN_CONTENT.sounds, ...(packs.sounds ?? [])],
  };
}
