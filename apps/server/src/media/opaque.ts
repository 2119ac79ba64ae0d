/**
 * Opaque media addresses. The content manifests name their files after what they show
 * (`/media/animals/beetle.svg`), so a client holding such an address could answer without
 * memorising. Every address a client receives is instead `/media/m/<22 base64url chars><ext>`:
 * a keyed hash (HMAC-SHA256 under a key derived from SESSION_SECRET) of the real path, mapped back
 * only here. The same secret gives the same address in every session and every process sharing
 * the database, so immutable browser caching keeps working; without the secret an address says
 * nothing about the item, its pool index or its place in a session. The extension only tells the
 * file type (.svg, .wav, a pack's .png …), never which item.
 *
 * Two address spaces hash the same file to unrelated addresses: `session` for what the events
 * deal, `gallery` for the public content page, whose addresses sit next to the items' names and so
 * must not double as a lookup table for session addresses.
 */
import { createHmac } from 'node:crypto';
import { extname } from 'node:path';
import type { ContentPack } from '@mnemoria/events';

export type AddressSpace = 'session' | 'gallery';

export const OPAQUE_PREFIX = '/media/m/';
const MEDIA_PREFIX = '/media/';
/** 22 base64url characters: 132 bits of the HMAC, far beyond any collision among a few thousand files. */
const ID_LENGTH = 22;
const OPAQUE_FILE = /^[A-Za-z0-9_-]{22}(\.[a-z0-9]{1,5})?$/;

export class MediaAddresses {
  private readonly key: Buffer;
  /** `<id><ext>` → the real path under /media/ (e.g. 'animals/beetle.svg'). */
  private readonly sources = new Map<string, string>();
  private readonly issued = new Map<string, string>();

  constructor(secret: string) {
    // A key of its own, so a media address can never be replayed against cookie or reset-code HMACs.
    this.key = createHmac('sha256', secret).update('mnemoria media addresses v1').digest();
  }

  /**
   * '/media/animals/beetle.svg' → '/media/m/<id>.svg', and registers the mapping so the media
   * route can serve it. Anything that is not a /media/ path is returned unchanged.
   */
  address(url: string, space: AddressSpace = 'session'): string {
    if (!url.startsWith(MEDIA_PREFIX) || url.startsWith(OPAQUE_PREFIX)) return url;
    const memo = `${space}\0${url}`;
    const known = this.issued.get(memo);
    if (known) return known;
    const real = url.slice(MEDIA_PREFIX.length);
    const id = createHmac('sha256', this.key).update(memo).digest('base64url').slice(0, ID_LENGTH);
    const ext = extname(real).toLowerCase();
    const file = `${id}${/^\.[a-z0-9]{1,5}$/.test(ext) ? ext : ''}`;
    const clash = this.sources.get(file);
    if (clash !== undefined && clash !== real) throw new Error(`media address collision: ${clash} / ${real}`);
    this.sources.set(file, real);
    const opaque = `${OPAQUE_PREFIX}${file}`;
    this.issued.set(memo, opaque);
    return opaque;
  }

  /** The real path behind an opaque file name ('<id>.svg' → 'animals/beetle.svg'); undefined if never issued. */
  source(file: string): string | undefined {
    return OPAQUE_FILE.test(file) ? this.sources.get(file) : undefined;
  }

  get size(): number {
    return this.sources.size;
  }
}

/**
 * The content pack the events generate from, with every media URL replaced by its opaque
 * address, so session data, answers and results only ever hold opaque addresses. Text pools are
 * shared, not copied.
 */
export function addressContent(pack: ContentPack, addresses: MediaAddresses): ContentPack {
  const at = (url: string) => addresses.address(url, 'session');
  return Object.freeze({
    ...pack,
    faces: Object.freeze(pack.faces.map((f) => ({ ...f, url: at(f.url) }))),
    images: Object.freeze(pack.images.map((i) => ({ ...i, url: at(i.url) }))),
    abstractImages: Object.freeze(pack.abstractImages.map((i) => ({ ...i, url: at(i.url) }))),
    animals: Object.freeze(pack.animals.map((a) => ({ ...a, url: at(a.url) }))),
    sounds: Object.freeze(pack.sounds.map((s) => ({ ...s, url: at(s.url) }))),
    cards: Object.freeze(pack.cards.map((c) => ({ ...c, url: at(c.url) }))),
    cardBackUrl: at(pack.cardBackUrl),
  });
}
