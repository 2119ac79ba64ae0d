import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ProfileImageResponse } from '@mnemoria/protocol';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '../../src/plugins/app/avatars/index.ts';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * Profile picture upload over real HTTP with real multipart bodies: accepted pictures are
 * re-encoded into a small square WebP, served from our origin and shown as the user's image;
 * every refused file is answered with a clear message and leaves nothing stored.
 */
const t = useListeningApp();
let cookie = '';

const stored = () => {
  try {
    return readdirSync(join(t.dataDir, 'avatars')).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
};

async function upload(
  body: Uint8Array,
  filename: string,
  type: string,
  url = '/api/user/settings/custom-profile-image',
) {
  const form = new FormData();
  form.append('image', new Blob([body], { type }), filename);
  const res = await fetch(`${t.url}${url}`, { method: 'POST', body: form, headers: { cookie } });
  return { status: res.status, body: (await res.json()) as ProfileImageResponse };
}

const picture = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

async function me() {
  const res = await fetch(`${t.url}/api/user`, { headers: { cookie } });
  return ((await res.json()) as { user: { image: string | null } }).user;
}

beforeAll(async () => {
  cookie = (await signup(t.app)).cookie;
});

describe('profile picture upload', () => {
  it.each([
    ['png', '/api/user/settings/custom-profile-image'],
    ['jpeg', '/api/v1/user/image'],
    ['webp', '/api/user/settings/custom-profile-image'],
  ] as const)(
    'accepts a %s, re-encodes it to a 256 px square WebP and shows it as the user picture',
    async (format, url) => {
      const before = stored();
      const res = await upload(await picture(format), `me.${format}`, `image/${format}`, url);
      expect(res.status).toBe(200);
      if (!res.body.success) throw new Error(res.body.message);
      expect(res.body.message).toBe('Profile picture updated.');
      expect(res.body.image).toMatch(/^\/avatars\/[0-9a-f]{32}\.webp$/);
      expect((await me()).image).toBe(res.body.image);

      const served = await fetch(`${t.url}${res.body.image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      // The previous picture is replaced, not kept beside the new one.
      expect(stored()).toHaveLength(1);
      expect(before.length <= 1).toBe(true);
    },
  );

  it('refuses a text file renamed to .png, by its content', async () => {
    const image = (await me()).image;
    const files = stored();
    const res = await upload(Buffer.from('hello, I am not a picture\n'.repeat(20)), 'cat.png', 'image/png');
    expect(res).toEqual({
      status: 415,
      body: { success: false, message: PICTURE_MESSAGES.wrongType, error: PICTURE_MESSAGES.wrongType },
    });
    expect(stored()).toEqual(files);
    expect((await me()).image).toBe(image);
  });

  it('refuses a 20,000 × 20,000 pixel image (a small file, too many pixels to decode)', async () => {
    // Black pixels compress to almost nothing: a 1 MB file that would decode to 1.2 GB.
    const bomb = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const files = stored();
    const res = await upload(bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(PICTURE_MESSAGES.tooManyPixels);
    expect(stored()).toEqual(files);
  });

  it('refuses a truncated picture', async () => {
    const whole = await sharp({
      create: { width: 400, height: 400, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .composite([
        {
          input: Buffer.alloc(400 * 400 * 3, 77),
          raw: { width: 400, height: 400, channels: 3 },
          blend: 'difference',
        },
      ])
      .jpeg()
      .toBuffer();
    const files = stored();
    for (const [cut, name] of [
      [await picture('png'), 'cut.png'],
      [whole, 'cut.jpg'],
    ] as const) {
      const res = await upload(cut.subarray(0, Math.floor(cut.length / 2)), name, 'image/png');
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(PICTURE_MESSAGES.damaged);
    }
    expect(stored()).toEqual(files);
  });

  it('refuses an 11 MB file with 413 and stores nothing', async () => {
    const png = await picture('png');
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024 - png.length, 1)]);
    const files = stored();
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(PICTURE_MESSAGES.tooLarge);
    expect(stored()).toEqual(files);
  });

  it('asks for a picture when the form has none, and refuses a visitor', async () => {
    const form = new FormData();
    form.append('name', 'nothing');
    const res = await fetch(`${t.url}/api/v1/user/image`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(PICTURE_MESSAGES.empty);
    const json = await fetch(`${t.url}/api/v1/user/image`, {
      method: 'POST',
      body: '{}',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    const visitor = await fetch(`${t.url}/api/v1/user/image`, { method: 'POST', body: new FormData() });
    expect(visitor.status).toBe(401);
  });

  it('serves only file names it issued', async () => {
    for (const path of ['/avatars/..%2Fsession-secret', '/avatars/abc.webp', '/avatars/session-secret']) {
      expect((await fetch(`${t.url}${path}`)).status, path).toBe(404);
    }
  });
});
