import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FACE_PACK_RULES,
  FacePackError,
  validateFacePack,
  writeSampleFacePack,
} from '../../src/media/index.ts';
import { call, init, stage } from '../bmevent/session-helpers.ts';
import { signup, startApp } from '../helpers.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'mn-face-pack-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** A fresh copy of the sample pack (20 faces) to break one way or another. */
async function samplePack(name: string, count = 20): Promise<string> {
  const dir = join(tmp, name, 'faces');
  await writeSampleFacePack(dir, count);
  return dir;
}

const square = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#a36b4f' } });

async function problemsOf(dir: string, rules = FACE_PACK_RULES): Promise<readonly string[]> {
  const err = await validateFacePack(dir, rules).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FacePackError);
  return (err as FacePackError).problems;
}

describe('face pack validation', () => {
  it('accepts the sample pack (JPEG, PNG and WebP) and ignores its licence file', async () => {
    const dir = await samplePack('ok', 21);
    const files = await validateFacePack(dir);
    expect(files).toHaveLength(21);
    expect(new Set(files.map((f) => f.split('.').pop()))).toEqual(new Set(['jpg', 'png', 'webp']));
    expect(files).not.toContain('LICENSE.txt');
  });

  it('treats a missing or picture-less folder as no pack', async () => {
    expect(await validateFacePack(join(tmp, 'nowhere'))).toEqual([]);
    const dir = join(tmp, 'text-only');
    await rm(dir, { recursive: true, force: true });
    await writeSampleFacePack(dir, 0);
    expect(await validateFacePack(dir)).toEqual([]);
  });

  it('names a file in a format it does not take', async () => {
    const dir = await samplePack('gif');
    await writeFile(join(dir, 'grandma.gif'), Buffer.from('GIF89a'));
    expect(await problemsOf(dir)).toEqual([expect.stringMatching(/^grandma\.gif: \.gif is not accepted/)]);
  });

  it('names a file whose content is not what its extension says', async () => {
    const dir = await samplePack('mismatch');
    await square(200).png().toFile(join(dir, 'uncle.jpg'));
    expect(await problemsOf(dir)).toEqual(['uncle.jpg: the file is png, but its extension says jpeg']);
  });

  it('names an unreadable file', async () => {
    const dir = await samplePack('broken');
    await writeFile(join(dir, 'broken.png'), Buffer.from('89504e470d0a1a0a0000', 'hex'));
    expect(await problemsOf(dir)).toEqual(['broken.png: not a readable image']);
  });

  it('names a picture too small or too large in pixels', async () => {
    const dir = await samplePack('pixels');
    await square(64).jpeg().toFile(join(dir, 'thumb.jpg'));
    await sharp({ create: { width: 4200, height: 200, channels: 3, background: '#fff' } })
      .webp()
      .toFile(join(dir, 'banner.webp'));
    expect(await problemsOf(dir)).toEqual([
      'banner.webp: 4200×200 px; each side must be 128–4096 px',
      'thumb.jpg: 64×64 px; each side must be 128–4096 px',
    ]);
  });

  it('names a file over the size limit', async () => {
    const dir = await samplePack('bytes');
    await square(400).png({ compressionLevel: 0 }).toFile(join(dir, 'huge.png'));
    const problems = await problemsOf(dir, { ...FACE_PACK_RULES, maxBytes: 100_000 });
    expect(problems).toEqual([expect.stringMatching(/^huge\.png: \d+\.\d MB, over the 0\.1 MB limit$/)]);
  });

  it('names a file whose name cannot be served', async () => {
    const dir = await samplePack('names');
    await square(200).jpeg().toFile(join(dir, 'my photo.jpg'));
    expect(await problemsOf(dir)).toEqual([
      expect.stringMatching(/^my photo\.jpg: file names may hold only/),
    ]);
  });

  it('refuses a pack with too few faces', async () => {
    const dir = await samplePack('few', 5);
    expect(await problemsOf(dir)).toEqual(['5 faces; a face pack needs at least 20']);
  });
});

describe('a server with a face pack', () => {
  it('does not start with a bad pack, and says which file is bad', async () => {
    const dir = await samplePack('server-bad');
    await square(50).png().toFile(join(dir, 'tiny-face.png'));
    process.env.MEDIA_DIR = join(tmp, 'server-bad');
    try {
      await expect(startApp()).rejects.toThrow(/tiny-face\.png: 50×50 px/);
    } finally {
      delete process.env.MEDIA_DIR;
    }
  });

  it('draws the faces of a names session from the pack, not the built-in drawings', async () => {
    await samplePack('server-ok', 24);
    process.env.MEDIA_DIR = join(tmp, 'server-ok');
    const t = await startApp().finally(() => {
      delete process.env.MEDIA_DIR;
    });
    try {
      const { cookie } = await signup(t.app);
      const c = { app: t.app, cookie };
      const { id } = await init(c, 'names', 'practice');
      expect((await call(c, 'POST', '/api/bmevent/ready', { id })).status).toBe(200);
      const mem = (await stage(c, id, 'mem')).body.bmevent;
      const faces = (mem.data.raw as { face: string }[]).map((p) => p.face);
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) {
        expect(face).toMatch(/^\/media\/m\/[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/);
        const res = await t.app.inject(face);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/(jpeg|png|webp)$/);
      }
    } finally {
      await t.close();
    }
  });
});
