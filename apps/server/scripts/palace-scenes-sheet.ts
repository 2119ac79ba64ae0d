import sharp from 'sharp';
import { SAMPLE_PALACES } from '../src/plugins/app/palaces/catalogue.ts';
import { scenePng } from '../src/plugins/app/palaces/scene.ts';

const ids = ['castle-tour', 'harbour-town'];
const tiles: sharp.OverlayOptions[] = [];
let row = 0;
for (const id of ids) {
  const p = SAMPLE_PALACES.find((x) => x.id === id)!;
  const locs = p.locations.slice(0, 8);
  for (let i = 0; i < locs.length; i++) {
    const png = await sharp(await scenePng(id, i, locs[i]!))
      .resize(320, 180)
      .toBuffer();
    tiles.push({ input: png, left: (i % 4) * 320, top: (row + Math.floor(i / 4)) * 180 });
  }
  row += 2;
}
await sharp({ create: { width: 1280, height: row * 180, channels: 3, background: '#fff' } })
  .composite(tiles)
  .png()
  .toFile(process.argv[2]!);
