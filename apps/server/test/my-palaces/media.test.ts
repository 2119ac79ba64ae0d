import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MyPalace } from '@mnemoria/protocol';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '../../src/plugins/app/avatars/index.ts';
import { VIDEO_MESSAGES } from '../../src/plugins/app/my-palaces/video-check.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { mp4 } from './mp4.ts';

/**
 * Photos and walk-through videos of own palaces over real HTTP with multipart bodies: photos are
 * re-encoded (bombs, wrong types and truncated files refused, nothing stored), videos are checked
 * by their boxes and served with byte ranges, and both are served to their owner only.
 */
const t = useListeningApp();
let alice = '';
let bob = '';
let palace: MyPalace;

const files = (dir: string) => {
  try {
    return readdirSync(join(t.dataDir, dir)).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
};
const photos = () => files('palace-photos');
/** Temp files too: a refused upload must leave none behind. */
const videos = () => {
  try {
    return readdirSync(join(t.dataDir, 'palace-videos-uploaded'));
  } catch {
    return [];
  }
};

async function send(
  url: string,
  field: string,
  body: Uint8Array,
  name: string,
  type: string,
  cookie = alice,
) {
  const form = new FormData();
  form.append(field, new Blob([body], { type }), name);
  const res = await fetch(`${t.url}${url}`, { method: 'POST', body: form, headers: { cookie } });
  return {
    status: res.status,
    body: (await res.json()) as { error?: string; photo?: string; video?: string },
  };
}
const get = (path: string, cookie = alice, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { headers: { cookie, ...headers } });
const photoUrl = (i = 0) => `/api/my-palaces/${palace.id}/locations/${palace.locations[i]?.id}/photo`;

beforeAll(async () => {
  alice = (await signup(t.app)).cookie;
  bob = (await signup(t.app)).cookie;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: alice } });
  palace = (await post('/api/my-palaces', { name: 'Photos' })).json().palace;
  for (const title of ['Door', 'Desk'])
    palace = (await post(`/api/my-palaces/${palace.id}/locations`, { title })).json().palace;
});

describe('location photos', () => {
  it('re-encodes a photo to WebP within 1280 px, serves it to the owner only and replaces it', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const res = await send(photoUrl(), 'image', jpeg, 'door.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const address = res.body.photo as string;
    expect(address).toMatch(/^\/api\/my-palaces\/photos\/[0-9a-f]{32}\.webp$/);
    const mine = await get(address);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    expect(mine.headers.get('cache-control')).toContain('private');
    const meta = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 853]);
    expect((await get(address, bob)).status).toBe(404);
    expect((await get(address, '')).status).toBe(401);
    const shown = ((await (await get(`/api/my-palaces/${palace.id}`)).json()) as { palace: MyPalace }).palace;
    expect(shown.locations[0]?.photo).toBe(address);
    const again = await send(
      photoUrl(),
      'image',
      await sharp(jpeg).png().toBuffer(),
      'door.png',
      'image/png',
    );
    expect(again.status).toBe(200);
    expect(photos()).toEqual([(again.body.photo as string).split('/').pop()]);
    expect((await get(address)).status).toBe(404);
  });

  it('refuses a decompression bomb, a wrong type and a truncated file, storing nothing', async () => {
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const before = photos();
    for (const [body, name, status, message] of [
      [bomb, 'bomb.png', 413, PICTURE_MESSAGES.tooManyPixels],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 415, PICTURE_MESSAGES.wrongType],
      [mp4(), 'walk.jpg', 415, PICTURE_MESSAGES.wrongType],
      [png.subarray(0, png.length >> 1), 'cut.png', 400, PICTURE_MESSAGES.damaged],
      [Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024, 1)]), 'big.png', 413, PICTURE_MESSAGES.tooLarge],
    ] as const) {
      const res = await send(photoUrl(1), 'image', body, name, 'image/png');
      expect(res.status, name).toBe(status);
      expect(res.body.error, name).toBe(message);
    }
    expect(photos()).toEqual(before);
    const shown = ((await (await get(`/api/my-palaces/${palace.id}`)).json()) as { palace: MyPalace }).palace;
    expect(shown.locations[1]?.photo).toBeNull();
  });

  it("refuses uploads to another user's palace, and serves no name it did not issue", async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const before = photos();
    expect((await send(photoUrl(), 'image', png, 'a.png', 'image/png', bob)).status).toBe(404);
    expect(photos()).toEqual(before);
    for (const path of ['/api/my-palaces/photos/..%2F..%2Fsecret', '/api/my-palaces/photos/abc.webp'])
      expect((await get(path)).status, path).toBe(404);
  });
});

describe('walk-through video', () => {
  it('stores a checked MP4 and serves it with byte ranges to the owner only', async () => {
    const file = mp4({
      tracks: [
        ['vide', 'avc1'],
        ['soun', 'mp4a'],
      ],
    });
    const res = await send(`/api/my-palaces/${palace.id}/video`, 'video', file, 'walk.mp4', 'video/mp4');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = res.body.video as string;
    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(file)).toBe(true);
    const part = await get(url, alice, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${file.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(100, 200))).toBe(true);
    const tail = await get(url, alice, { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${file.length - 10}-${file.length - 1}/${file.length}`,
    );
    const beyond = await get(url, alice, { range: `bytes=${file.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${file.length}`);
    // A malformed Range is ignored and several ranges get the whole file, as HTTP allows.
    for (const range of ['bytes=abc', 'items=0-5', 'bytes=0-9,20-29']) {
      const res = await get(url, alice, { range });
      expect(res.status, range).toBe(200);
      expect((await res.arrayBuffer()).byteLength, range).toBe(file.length);
    }
    expect((await get(url, bob)).status).toBe(404);
    const hevc = await send(
      `/api/my-palaces/${palace.id}/video`,
      'video',
      mp4({ brand: 'qt  ', tracks: [['vide', 'hvc1']] }),
      'walk.mov',
      'video/quicktime',
    );
    expect(hevc.status).toBe(200);
    expect(videos()).toHaveLength(1);
  });

  it('refuses wrong types, damaged files and unplayable codecs, storing nothing', async () => {
    const before = videos();
    const good = mp4();
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    for (const [body, name, status, message] of [
      [png, 'photo.mp4', 415, VIDEO_MESSAGES.wrongType],
      [Buffer.from('just text, not a video'), 'text.mp4', 415, VIDEO_MESSAGES.wrongType],
      [good.subarray(0, 60), 'cut.mp4', 400, VIDEO_MESSAGES.damaged],
      [good.subarray(0, good.length - 100), 'short.mp4', 400, VIDEO_MESSAGES.damaged],
      [mp4({ tracks: [['soun', 'mp4a']] }), 'audio.mp4', 415, VIDEO_MESSAGES.noVideo],
      [mp4({ tracks: [['vide', 'mp4v']] }), 'old.mp4', 415, VIDEO_MESSAGES.noVideo],
      [
        mp4({
          tracks: [
            ['vide', 'avc1'],
            ['soun', 'ac-3'],
          ],
        }),
        'ac3.mp4',
        415,
        VIDEO_MESSAGES.audio,
      ],
    ] as const) {
      const res = await send(`/api/my-palaces/${palace.id}/video`, 'video', body, name, 'video/mp4');
      expect(res.status, name).toBe(status);
      expect(res.body.error, name).toBe(message);
    }
    expect(videos()).toEqual(before);
    expect(
      (await send(`/api/my-palaces/${palace.id}/video`, 'video', mp4(), 'x.mp4', 'video/mp4', bob)).status,
    ).toBe(404);
    expect(videos()).toEqual(before);
  });
});
