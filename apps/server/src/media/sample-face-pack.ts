/**
 * A small sample face pack (drawn, not photographs) in the layout and formats a licensed photo pack
 * uses: for the tests, and for an operator to try MEDIA_DIR before buying photos
 * (`node --import tsx scripts/media/sample-face-pack.ts <MEDIA_DIR>`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { personaOf } from '@mnemoria/events';
import sharp from 'sharp';
import { FACE_MANIFEST } from './face-manifest.ts';

const SKIN = ['f2d3b1', 'e0ac69', 'c68642', '8d5524', '5c3a21'];
const HAIR = ['2c1b18', '724133', 'd6b370', 'a55728', '9e9e9e', 'e8e1e1'];
const BACK = ['b6e3f4', 'c0aede', 'ffd5dc', 'c7f0d8', 'f4e4bc'];
const FORMATS = ['jpg', 'png', 'webp'] as const;

function portraitSvg(i: number, size: number): string {
  const skin = SKIN[i % SKIN.length];
  const hair = HAIR[Math.floor(i / SKIN.length) % HAIR.length];
  const back = BACK[i % BACK.length];
  // personaOf(i) is female for even i: long hair for the women, short for the men.
  const long = personaOf(i).gender === 'female';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="#${back}"/>
${long ? `<rect x="22" y="28" width="56" height="52" rx="18" fill="#${hair}"/>` : ''}
<rect x="30" y="78" width="40" height="30" rx="12" fill="#3c4f5c"/>
<ellipse cx="50" cy="50" rx="22" ry="27" fill="#${skin}"/>
<path d="M27 44 Q50 ${14 + (i % 5) * 3} 73 44 Q70 24 50 22 Q30 24 27 44Z" fill="#${hair}"/>
<circle cx="41" cy="50" r="2.6" fill="#222"/><circle cx="59" cy="50" r="2.6" fill="#222"/>
<path d="M42 ${64 + (i % 3)} Q50 70 58 ${64 + (i % 3)}" stroke="#7a3b2e" stroke-width="2" fill="none"/>
</svg>`;
}

/**
 * Writes `count` sample faces (sample-01.jpg, sample-02.png, …, formats rotating) into `dir`, with
 * the faces.csv manifest saying who each shows.
 */
export async function writeSampleFacePack(dir: string, count = 24, size = 160): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const format = FORMATS[i % FORMATS.length] ?? 'png';
    const name = `sample-${String(i + 1).padStart(2, '0')}.${format}`;
    const image = sharp(Buffer.from(portraitSvg(i, size)));
    const body = await (format === 'jpg'
      ? image.jpeg({ quality: 70 })
      : format === 'png'
        ? image.png()
        : image.webp({ quality: 70 })
    ).toBuffer();
    await writeFile(join(dir, name), body);
    files.push(name);
  }
  const rows = files.map((file, i) => {
    const p = personaOf(i);
    return `${file},${p.gender},${p.age},${p.region}`;
  });
  await writeFile(join(dir, FACE_MANIFEST), `file,gender,age,region\n${rows.join('\n')}\n`);
  await writeFile(
    join(dir, 'LICENSE.txt'),
    'Sample faces drawn by the Mnemoria sample-pack generator; CC0 1.0. Replace them with licensed photos.\n',
  );
  return files;
}
