// The contact sheet of built-in palace scenes (docs/media/palace-scenes.png): the first eight
// scenes of two palaces, four a row, to look at after changing scene.ts.
// Usage: node --import tsx apps/server/scripts/palace-scenes-sheet.ts <out.png>
import sharp from 'sharp';
import { SAMPLE_PALACES } from '../src/plugins/app/palaces/catalogue.ts';
import { scenePng } from '../src/plugins/app/palaces/scene.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: palace-scenes-sheet.ts <out.png>');
const ids = ['castle-tour', 'harbour-town'];
const tiles: sharp.OverlayOptions[] = [];
let row = 0;
for (const id of ids) {
  const palace = SAMPLE_PALACES.find((x) => x.id === id);
  if (!palace) throw new Error(`no built-in palace ${id}`);
  const locations = palace.locations.slice(0, 8);
  for (const [i, location] of locations.entries()) {
    const png = await sharp(await scenePng(id, i, location))
      .resize(320, 180)
      .toBuffer();
    tiles.push({ input: png, left: (i % 4) * 320, top: (row + Math.floor(i / 4)) * 180 });
  }
  row += 2;
}
await sharp({ create: { width: 1280, height: row * 180, channels: 3, background: '#fff' } })
  .composite(tiles)
  .png()
  .toFile(out);
