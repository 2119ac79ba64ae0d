import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadMediaPacks,
  MEDIA_CACHE_CONTROL,
  MediaAddresses,
  mediaPlugin,
  writeSampleFacePack,
} from '../../src/media/index.ts';
import { animals, cardBackUrl, cards, faces as faceItems, images, sounds } from '../../src/media/manifest.ts';
import { parseWavHeader } from '../../src/media/wav.ts';
import { loadContent } from '../../src/plugins/app/content.ts';

const faces = faceItems.map((f) => f.url);

const sample = <T>(list: readonly T[], n: number): T[] =>
  Array.from({ length: n }, (_, i) => list[Math.floor((i * (list.length - 1)) / Math.max(1, n - 1))]).filter(
    (x): x is T => x !== undefined,
  );

let app: FastifyInstance;
let tmp: string;
/** The plugin serves only opaque addresses: every real path in the manifests goes through `at`. */
const addresses = new MediaAddresses('a test secret of at least thirty-two characters');
const at = (url: string) => addresses.address(url);

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'mnemoria-media-'));
  const mediaDir = join(tmp, 'packs');
  await mkdir(join(mediaDir, 'faces'), { recursive: true });
  await mkdir(join(mediaDir, 'images'), { recursive: true });
  await mkdir(join(mediaDir, 'sounds'), { recursive: true });
  // A valid face pack (the sample pack plus one named portrait); image and sound stubs: a WEBP
  // RIFF stub and a WAV header (those kinds are not decoded at start).
  await writeSampleFacePack(join(mediaDir, 'faces'), 20);
  await sharp({ create: { width: 160, height: 200, channels: 3, background: '#c68642' } })
    .png()
    .toFile(join(mediaDir, 'faces', 'ada-lovelace.png'));
  await writeFile(join(mediaDir, 'faces', 'faces.csv'), 'ada-lovelace.png,female,middle,europe\n', {
    flag: 'a',
  });
  await writeFile(join(mediaDir, 'faces', 'notes.txt'), 'not media');
  await writeFile(join(mediaDir, 'images', 'red_bicycle.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  await writeFile(
    join(mediaDir, 'images', 'labels.json'),
    JSON.stringify({ 'red_bicycle.webp': 'Red bicycle' }),
  );
  await writeFile(join(mediaDir, 'sounds', 'gong.wav'), Buffer.from('RIFF\0\0\0\0WAVEfmt '));
  await writeFile(join(tmp, 'secret.txt'), 'top secret');
  app = Fastify();
  await app.register(mediaPlugin, { addresses, mediaDir, cacheDir: join(tmp, 'cache') });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

async function expectServed(real: string, type: string) {
  const url = at(real);
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toBe(type);
  expect(res.headers['cache-control'], url).toBe(MEDIA_CACHE_CONTROL);
  expect(res.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect(res.rawPayload.length, url).toBeGreaterThan(0);
  return res;
}

describe('media plugin', () => {
  it('serves a sample of faces as SVG', async () => {
    for (const url of sample(faces, 24)) {
      const res = await expectServed(url, 'image/svg+xml');
      expect(res.body).toMatch(/^<svg[\s>]/);
    }
  });

  it('renders the same face byte-identically every time (and across plugin instances)', async () => {
    const url = at(faces[7] ?? '');
    const a = await app.inject(url);
    const b = await app.inject(url);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    // Another process with the same secret: same address, same bytes.
    const twin = new MediaAddresses('a test secret of at least thirty-two characters');
    const fresh = Fastify();
    await fresh.register(mediaPlugin, { addresses: twin });
    const c = await fresh.inject(twin.address(faces[7] ?? ''));
    await fresh.close();
    expect(c.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(c.headers.etag).toBe(a.headers.etag);
  });

  it('gives different faces for different URLs', async () => {
    const bodies = await Promise.all(sample(faces, 40).map(async (u) => (await app.inject(at(u))).body));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('serves a sample of images and animals as SVG', async () => {
    for (const item of sample(images, 20)) await expectServed(item.url, 'image/svg+xml');
    for (const item of sample(animals, 20)) await expectServed(item.url, 'image/svg+xml');
    // Both animal sources: an OpenMoji one and a recoloured Game Icons silhouette.
    await expectServed(animals.find((a) => a.id === 'fox')?.url ?? '', 'image/svg+xml');
    const armadillo = await expectServed(
      animals.find((a) => a.id === 'armadillo')?.url ?? '',
      'image/svg+xml',
    );
    // The silhouette must not carry the answer: no name anywhere in the file.
    expect(armadillo.body.toLowerCase()).not.toContain('armadillo');
  });

  it('serves all 52 cards and the back as distinct SVGs', async () => {
    const bodies = new Set<string>();
    for (const card of cards) {
      const res = await expectServed(card.url, 'image/svg+xml');
      bodies.add(res.body);
    }
    bodies.add((await expectServed(cardBackUrl, 'image/svg+xml')).body);
    expect(bodies.size).toBe(53);
  });

  it('serves sounds as RIFF/WAVE PCM with a sane duration', async () => {
    for (const s of sample(sounds, 12)) {
      const res = await expectServed(s.url, 'audio/wav');
      const info = parseWavHeader(res.rawPayload);
      expect(info, s.url).toBeDefined();
      expect(info?.channels).toBe(1);
      expect(info?.bitsPerSample).toBe(16);
      expect(info?.sampleRate).toBe(22050);
      expect(info?.durationSec).toBeGreaterThanOrEqual(0.5);
      expect(info?.durationSec).toBeLessThanOrEqual(2.5);
      expect(res.rawPayload.length).toBe(44 + Math.round((info?.durationSec ?? 0) * 22050) * 2);
      // Not silent: some sample near full scale.
      let peak = 0;
      for (let i = 44; i < res.rawPayload.length; i += 2)
        peak = Math.max(peak, Math.abs(res.rawPayload.readInt16LE(i)));
      expect(peak).toBeGreaterThan(20000);
    }
  });

  it('answers 304 to a matching If-None-Match and supports HEAD', async () => {
    const url = at(cards[0]?.url ?? '');
    const first = await app.inject(url);
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/svg+xml');
  });

  it('keeps rendered media in cacheDir', async () => {
    await app.inject(at(sounds[0]?.url ?? ''));
    const files = await readdir(join(tmp, 'cache', 'v2', 'sounds'));
    expect(files).toContain(`${sounds[0]?.id}.wav`);
  });

  it('404s real paths (valid or not), unknown ids, wrong extensions and traversal attempts', async () => {
    const bad = [
      // Every real path, even of a file that exists: names cannot be probed.
      faces[0] ?? '',
      images[0]?.url ?? '',
      animals[0]?.url ?? '',
      cards[0]?.url ?? '',
      cardBackUrl,
      sounds[0]?.url ?? '',
      '/media/pack/faces/ada-lovelace.png',
      '/media/m/AAAAAAAAAAAAAAAAAAAAAA.svg',
      `${at(faces[0] ?? '')}x`,
      `${at(faces[0] ?? '').replace('.svg', '.png')}`,
      `${at(faces[0] ?? '')}/extra`,
      '/media/m/../faces/avataaars-1.svg',
      '/media/m/%2e%2e%2ffaces%2favataaars-1.svg',
      // An address issued for a path the loader refuses is still refused.
      at('/media/images/zzzz.svg'),
      at('/media/pack/faces/notes.txt'),
      at('/media/pack/../secret.txt'),
      '/media/faces/avataaars-0.svg',
      '/media/faces/avataaars-99999.svg',
      '/media/faces/robots-1.svg',
      '/media/faces/avataaars-1.png',
      '/media/images/zzzz.svg',
      '/media/images/1f1e9-1f1ea.svg', // flag: Germany is not in the pool
      '/media/images/1f44d-1f3fb.svg', // skin-tone variant
      '/media/animals/dog-face.svg',
      '/media/cards/joker.svg',
      '/media/cards/ace-of-spades.png',
      '/media/sounds/s999.wav',
      '/media/sounds/s001.mp3',
      '/media/nope/x.svg',
      '/media',
      '/media/',
      '/media/faces',
      '/media/../package.json',
      '/media/images/..%2f..%2fpackage.json',
      '/media/images/%2e%2e/%2e%2e/package.json',
      '/media/pack/faces/..%2F..%2Fsecret.txt',
      '/media/pack/../secret.txt',
      '/media/pack/faces/notes.txt',
      '/media/pack/faces/missing.png',
      '/media/pack/other/ada-lovelace.png',
      '/media/pack/faces',
      '/media/cards/ace-of-spades.svg/extra',
    ];
    for (const url of bad) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('top secret');
    }
  });

  it('serves operator packs with their content types', async () => {
    await expectServed('/media/pack/faces/ada-lovelace.png', 'image/png');
    await expectServed('/media/pack/images/red_bicycle.webp', 'image/webp');
    await expectServed('/media/pack/sounds/gong.wav', 'audio/wav');
  });

  it('404s pack URLs when no MEDIA_DIR is configured', async () => {
    const bare = Fastify();
    const bareAddresses = new MediaAddresses('another secret of at least thirty-two characters');
    await bare.register(mediaPlugin, { addresses: bareAddresses });
    const url = bareAddresses.address('/media/pack/faces/ada-lovelace.png');
    expect((await bare.inject(url)).statusCode).toBe(404);
    await bare.close();
  });
});

describe('loadMediaPacks', () => {
  it('lists usable pack files as content items whose URLs the plugin serves', async () => {
    const packs = await loadMediaPacks(join(tmp, 'packs'));
    expect(packs.faces?.[0]).toEqual({
      url: '/media/pack/faces/ada-lovelace.png',
      gender: 'female',
      age: 'middle',
      region: 'europe',
    });
    expect(packs.faces).toHaveLength(21);
    expect(packs.images).toEqual([
      { id: 'pack-red_bicycle.webp', url: '/media/pack/images/red_bicycle.webp', label: 'Red bicycle' },
    ]);
    expect(packs.sounds).toEqual([
      { id: 'pack-gong.wav', url: '/media/pack/sounds/gong.wav', label: 'gong' },
    ]);
    for (const url of [...(packs.faces ?? []), ...(packs.images ?? [])].map((i) => i.url))
      expect((await app.inject(at(url))).statusCode).toBe(200);
  });

  it('joins the packs into the content the events draw from, at opaque addresses only', async () => {
    const content = await loadContent(join(tmp, 'packs'), Fastify().log, addresses);
    const packFace = content.faces.at(-1)?.url ?? '';
    const packImage = content.images.at(-1);
    expect(packFace).toMatch(/^\/media\/m\/[A-Za-z0-9_-]{22}\.png$/);
    expect(packImage).toMatchObject({
      url: expect.stringMatching(/^\/media\/m\/.{22}\.webp$/),
      label: 'Red bicycle',
    });
    const urls = [...content.faces, ...content.images, ...content.sounds].map((i) => i.url);
    expect(urls.filter((u) => !u.startsWith('/media/m/'))).toEqual([]);
    expect((await app.inject(packFace)).headers['content-type']).toBe('image/png');
  });

  it('returns nothing for a missing or unset MEDIA_DIR', async () => {
    expect(await loadMediaPacks(undefined)).toEqual({});
    expect(await loadMediaPacks(join(tmp, 'does-not-exist'))).toEqual({});
  });
});
