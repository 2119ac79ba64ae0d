/**
 * Media serving. Clients only ever see opaque addresses, `/media/m/<id><ext>` (see opaque.ts);
 * each maps back here to one file of the built-in manifests (`@mnemoria/events` content/media) or
 * of an operator pack, served with long-lived immutable caching and strong ETags. The real paths
 * below name the source of each file and are never served as such (a 404, so names cannot be
 * probed):
 *
 *   faces/<style>-<n>.svg      DiceBear face rendered from its seed (memory LRU + cacheDir)
 *   images/<hex>.svg           OpenMoji colour SVG from the installed `openmoji` package
 *   animals/<slug>.svg         OpenMoji SVG or recoloured Game Icons silhouette
 *   cards/<rank>-of-<suit>.svg generated card face; cards/back.svg the back
 *   sounds/s<NNN>.wav          synthesised 16-bit mono 22.05 kHz WAV
 *   pack/<kind>/<file>         MEDIA_DIR operator packs (see packs.ts for the layout)
 *
 * Anything else — unknown ids, other extensions, encoded slashes or `..` — is a 404. Nothing is
 * fetched from the network: all sources are installed packages or code.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parseAbstractFile } from '@mnemoria/events/media/abstract.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderAbstractSvg } from './abstract.ts';
import { AssetCache, type CachedAsset } from './cache.ts';
import { renderCardBackSvg, renderCardSvg } from './cards.ts';
import { renderFaceSvg } from './faces.ts';
import { galleryRoute } from './gallery.ts';
import {
  ANIMAL_SOURCE_REFS,
  type AnimalSourceRef,
  cards,
  images,
  parseFaceFile,
  SOUND_SPECS,
} from './manifest.ts';
import type { MediaAddresses } from './opaque.ts';
import { CONTENT_TYPES, isPackKind, packFilePath } from './packs.ts';
import { readOpenMoji, renderGameIconSvg } from './pictures.ts';
import { synthesize } from './synth.ts';
import { encodeWav } from './wav.ts';

export { FACE_PACK_RULES, FacePackError, validateFacePack } from './face-pack.ts';
export { addressContent, MediaAddresses, OPAQUE_PREFIX } from './opaque.ts';
export { loadMediaPacks, PACK_KINDS, type PackKind } from './packs.ts';
export { writeSampleFacePack } from './sample-face-pack.ts';

export interface MediaPluginOptions {
  /** The app's opaque addresses: the only way in (real paths are never served). */
  addresses: MediaAddresses;
  /** Operator pack folder (MEDIA_DIR); a pack file's real path is pack/<kind>/<file>. */
  mediaDir?: string;
  /** Where rendered faces, cards and sounds are kept across restarts (e.g. <DATA_DIR>/media-cache). */
  cacheDir?: string;
  /** Memory cache budget in bytes (default 64 MiB). */
  maxCacheBytes?: number;
}

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Bump when a generator's output changes, so stale files in cacheDir are not served. */
const RENDER_VERSION = 'v2';
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const SVG = 'image/svg+xml';

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
const asset = (body: Buffer, type: string): CachedAsset => ({ body, type, etag: etagOf(body) });

export async function mediaPlugin(app: FastifyInstance, opts: MediaPluginOptions): Promise<void> {
  const memory = new AssetCache(opts.maxCacheBytes ?? 64 * 1024 * 1024);
  const inflight = new Map<string, Promise<CachedAsset | undefined>>();
  const imageIds = new Set(images.map((i) => i.id));
  const animalBySlug = new Map<string, AnimalSourceRef>(ANIMAL_SOURCE_REFS.map((a) => [a.slug, a]));
  const soundById = new Map(SOUND_SPECS.map((s) => [s.id, s]));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const { cacheDir, mediaDir } = opts;

  /** A generated asset: memory → cacheDir → render (and store in both). */
  async function generated(kind: string, file: string, type: string, render: () => Promise<Buffer>) {
    if (cacheDir) {
      const path = join(cacheDir, RENDER_VERSION, kind, file);
      const stored = await readFile(path).catch(() => undefined);
      if (stored && stored.length > 0) return asset(stored, type);
      const body = await render();
      await mkdir(join(cacheDir, RENDER_VERSION, kind), { recursive: true })
        .then(() => writeFile(`${path}.${process.pid}.tmp`, body))
        .then(() => rename(`${path}.${process.pid}.tmp`, path))
        .catch((err: unknown) => app.log.warn({ err, path }, 'media cache write failed'));
      return asset(body, type);
    }
    return asset(await render(), type);
  }

  async function load(kind: string, file: string, extra?: string): Promise<CachedAsset | undefined> {
    const ext = extname(file);
    const stem = file.slice(0, file.length - ext.length);
    switch (kind) {
      case 'faces': {
        const face = parseFaceFile(file);
        if (!face) return undefined;
        return generated(kind, file, SVG, async () => Buffer.from(await renderFaceSvg(face.style, face.n)));
      }
      case 'abstract': {
        const n = parseAbstractFile(file);
        if (n === undefined) return undefined;
        return generated(kind, file, SVG, async () => Buffer.from(renderAbstractSvg(n)));
      }
      case 'images':
        if (ext !== '.svg' || !imageIds.has(stem)) return undefined;
        return asset(await readOpenMoji(stem), SVG);
      case 'animals': {
        const animal = ext === '.svg' ? animalBySlug.get(stem) : undefined;
        if (!animal) return undefined;
        if (animal.source === 'openmoji') return asset(await readOpenMoji(animal.ref), SVG);
        return generated(kind, file, SVG, async () => Buffer.from(await renderGameIconSvg(animal)));
      }
      case 'cards': {
        if (ext !== '.svg') return undefined;
        if (stem === 'back') return generated(kind, file, SVG, async () => Buffer.from(renderCardBackSvg()));
        const card = cardById.get(stem);
        if (!card) return undefined;
        return generated(kind, file, SVG, async () => Buffer.from(renderCardSvg(card.rank, card.suit)));
      }
      case 'sounds': {
        const spec = ext === '.wav' ? soundById.get(stem) : undefined;
        if (!spec) return undefined;
        return generated(kind, file, 'audio/wav', async () => encodeWav(synthesize(spec.recipe)));
      }
      case 'pack': {
        if (!mediaDir || extra === undefined || !isPackKind(file)) return undefined;
        const path = packFilePath(mediaDir, file, extra);
        const type = CONTENT_TYPES[extname(extra).toLowerCase()];
        if (!path || !type) return undefined;
        const body = await readFile(path).catch(() => undefined);
        return body ? asset(body, type) : undefined;
      }
      default:
        return undefined;
    }
  }

  /** The asset behind an opaque address ('m/<id><ext>'); real paths and unknown ids are undefined. */
  function resolveOpaque(rest: string): Promise<CachedAsset | undefined> | undefined {
    if (!rest.startsWith('m/')) return undefined;
    const real = opts.addresses.source(rest.slice(2));
    return real === undefined ? undefined : resolveAsset(real);
  }

  async function resolveAsset(rest: string): Promise<CachedAsset | undefined> {
    const parts = rest.split('/');
    if (parts.length < 2 || parts.length > 3 || !parts.every((p) => SEGMENT.test(p) && !p.includes('..')))
      return undefined;
    const [kind = '', file = '', extra] = parts;
    if ((kind === 'pack') !== (parts.length === 3)) return undefined;
    const key = parts.join('/');
    const hit = memory.get(key);
    if (hit) return hit;
    let pending = inflight.get(key);
    if (!pending) {
      pending = load(kind, file, extra).finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    const loaded = await pending;
    if (loaded && kind !== 'pack') memory.set(key, loaded);
    if (loaded && kind === 'pack' && loaded.body.length <= 2 * 1024 * 1024) memory.set(key, loaded);
    return loaded;
  }

  app.get('/media/*', async (req: FastifyRequest, reply: FastifyReply) => {
    const rest = (req.params as { '*'?: string })['*'] ?? '';
    const found = await resolveOpaque(rest);
    if (!found) return reply.callNotFound();
    reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('etag', found.etag)
      .header('x-content-type-options', 'nosniff')
      .type(found.type);
    if (found.type === SVG)
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    const inm = req.headers['if-none-match'];
    if (inm?.split(',').some((t) => t.trim() === found.etag)) return reply.code(304).send();
    return reply.send(found.body);
  });

  galleryRoute(app, opts.addresses);
}
