import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/** Lists in faces.csv every file a test added, so only the problem under test remains. */
async function listAll(dir: string): Promise<void> {
  const csv = await readFile(join(dir, 'faces.csv'), 'utf8');
  const listed = new Set(csv.split('\n').map((line) => line.split(',')[0]));
  for (const file of await readdir(dir))
    if (!listed.has(file) && !/\.(txt|csv)$/.test(file))
      await appendFile(join(dir, 'faces.csv'), `${file},male,older,africa\n`);
}

async function problemsOf(dir: string, rules = FACE_PACK_RULES): Promise<readonly string[]> {
  await listAll(dir);
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
    expect(new Set(files.map((f) => f.file.split('.').pop()))).toEqual(new Set(['jpg', 'png', 'webp']));
    expect(files.map((f) => f.file)).not.toContain('LICENSE.txt');
    expect(files[0]).toEqual({ file: 'sample-01.jpg', gender: 'female', age: 'young', region: 'europe' });
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

describe('face pack manifest (faces.csv)', () => {
  it('is required, and its absence is named', async () => {
    const dir = await samplePack('no-manifest');
    await rm(join(dir, 'faces.csv'));
    expect(await validateFacePack(dir).catch((e: FacePackError) => e.problems)).toEqual([
      expect.stringMatching(/^faces\.csv is missing: list every photo/),
    ]);
  });

  it('names each bad line, each unlisted photo and each listed file that is not there', async () => {
    const dir = await samplePack('bad-manifest');
    const csv = (await readFile(join(dir, 'faces.csv'), 'utf8')).split('\n');
    csv[1] = 'sample-01.jpg,f,young,europe';
    csv[2] = 'sample-02.png,male,ancient,mars';
    csv[3] = 'sample-03.webp,male';
    csv.splice(4, 1); // sample-04.jpg no longer listed
    csv.push('ghost.jpg,female,older,africa', 'sample-05.png,female,young,europe');
    await writeFile(join(dir, 'faces.csv'), csv.join('\n'));
    expect(await validateFacePack(dir).catch((e: FacePackError) => e.problems)).toEqual([
      'faces.csv line 2: gender "f" is not one of female, male',
      'faces.csv line 3: age "ancient" is not one of young, middle, older; region "mars" is not one of europe, africa, east-asia, south-asia, west-asia, latin-america',
      'faces.csv line 4: expected 4 values (file,gender,age,region), found 2',
      'faces.csv line 23: sample-05.png is listed twice',
      'sample-01.jpg: not listed in faces.csv',
      'sample-02.png: not listed in faces.csv',
      'sample-03.webp: not listed in faces.csv',
      'sample-04.jpg: not listed in faces.csv',
      'faces.csv lists ghost.jpg, which is not in the folder',
    ]);
  });

  it('needs its header, takes comments, blank lines, spaces and any case', async () => {
    const dir = await samplePack('loose-manifest');
    const rows = (await readFile(join(dir, 'faces.csv'), 'utf8')).split('\n').slice(1);
    await writeFile(join(dir, 'faces.csv'), rows.join('\n'));
    expect((await validateFacePack(dir).catch((e: FacePackError) => e.problems))[0]).toMatch(
      /^faces\.csv line 1: the first line must be the header "file,gender,age,region"/,
    );
    await writeFile(
      join(dir, 'faces.csv'),
      `# who is who\nfile,gender,age,region\n\n${rows.map((r) => r.replace(',female,', ' , FEMALE , ')).join('\n')}`,
    );
    const faces = await validateFacePack(dir);
    expect(faces.filter((f) => f.gender === 'female')).toHaveLength(10);
  });
});

describe('a server with a face pack', () => {
  it('does not start with a bad pack, and says which file is bad', async () => {
    const dir = await samplePack('server-bad');
    await square(50).png().toFile(join(dir, 'tiny-face.png'));
    await listAll(dir);
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
