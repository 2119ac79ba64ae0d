/**
 * A contact sheet of 100 faces as two names sessions of 50 draw them, each captioned with its drawn
 * name and persona, written as one small PNG (sharp) to look at whether names fit faces:
 *   node --import tsx scripts/media/face-sheet.ts docs/media/faces-contact-sheet.png [seed]
 */
import { writeFileSync } from 'node:fs';
import { Rng } from '@mnemoria/events';
import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import sharp from 'sharp';
import { renderFaceSvg } from '../../apps/server/src/media/faces.ts';
import { parseFaceFile } from '../../apps/server/src/media/manifest.ts';
import { pickPeople } from '../../packages/events/src/names/people.ts';

const out = process.argv[2] ?? 'docs/media/faces-contact-sheet.png';
const seed = Number(process.argv[3] ?? 1);
const COLS = 10;
const SIDE = 112;
const CAPTION = 34;
const byUrl = new Map(BUILTIN_CONTENT.faces.map((f) => [f.url, f]));
const people = [0, 1].flatMap((i) => pickPeople(new Rng(seed * 100 + i), BUILTIN_CONTENT, 50));

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const tiles = await Promise.all(
  people.map(async (person, i) => {
    const face = parseFaceFile(person.face.replace('/media/faces/', ''));
    const persona = byUrl.get(person.face);
    if (!face || !persona) throw new Error(`not a built-in face: ${person.face}`);
    const png = await sharp(Buffer.from(await renderFaceSvg(face.style, face.n)))
      .resize(SIDE, SIDE)
      .png()
      .toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE + 8}" height="${CAPTION}">` +
        `<text x="${(SIDE + 8) / 2}" y="13" font-family="DejaVu Sans" font-size="11" text-anchor="middle">${esc(person.name)}</text>` +
        `<text x="${(SIDE + 8) / 2}" y="27" font-family="DejaVu Sans" font-size="9" fill="#666" text-anchor="middle">${persona.gender === 'female' ? '♀' : '♂'} ${persona.age} · ${persona.region}</text></svg>`,
    );
    const left = (i % COLS) * (SIDE + 8);
    const top = Math.floor(i / COLS) * (SIDE + CAPTION + 6);
    return [
      { input: png, left: left + 4, top },
      { input: caption, left, top: top + SIDE },
    ];
  }),
);
const rows = Math.ceil(people.length / COLS);
const sheet = await sharp({
  create: {
    width: COLS * (SIDE + 8),
    height: rows * (SIDE + CAPTION + 6),
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles.flat())
  .png({ palette: true, quality: 80, compressionLevel: 9 })
  .toBuffer();
writeFileSync(out, sheet);
console.log(`${people.length} faces → ${out} (${Math.round(sheet.length / 1024)} KB)`);
