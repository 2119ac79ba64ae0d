/**
 * Renders a contact sheet of the built-in media (faces, images, animals, cards) through the real
 * media plugin and writes it as one self-contained HTML file; screenshot it with headless Chromium:
 *   node --import tsx scripts/media/contact-sheet.ts /tmp/media-sheet [faces|pictures|cards]
 *   chromium --headless --no-sandbox --disable-gpu --window-size=1400,2000 \
 *     --screenshot=/tmp/media-sheet/faces.png /tmp/media-sheet/faces.html
 * With `sounds` it writes every sound as WAV into the folder instead (for sox/spectrograms).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { MediaAddresses, mediaPlugin } from '../../apps/server/src/media/index.ts';
import {
  animals,
  cardBackUrl,
  cards,
  faces,
  images,
  sounds,
} from '../../packages/events/src/content/media/index.ts';

const out = process.argv[2] ?? '/tmp/media-sheet';
const which = process.argv[3] ?? 'faces';
mkdirSync(out, { recursive: true });

const app = Fastify();
// The plugin only serves opaque addresses; any key will do for a local sheet.
const addresses = new MediaAddresses('contact-sheet');
await app.register(mediaPlugin, { addresses });
await app.ready();

async function dataUri(url: string): Promise<string> {
  const res = await app.inject(addresses.address(url));
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode}`);
  return `data:${res.headers['content-type']};base64,${res.rawPayload.toString('base64')}`;
}

const pick = <T>(list: readonly T[], n: number): T[] =>
  Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]).filter(
    (x): x is T => x !== undefined,
  );

async function tiles(items: { url: string; caption: string }[], size: number): Promise<string> {
  const cells = await Promise.all(
    items.map(
      async (it) =>
        `<figure><img src="${await dataUri(it.url)}" width="${size}"><figcaption>${it.caption}</figcaption></figure>`,
    ),
  );
  return `<div class="grid">${cells.join('')}</div>`;
}

let body = '';
if (which === 'faces') {
  body = await tiles(
    faces.slice(0, 96).map((url) => ({ url, caption: url.replace('/media/faces/', '') })),
    120,
  );
} else if (which === 'pictures') {
  body =
    '<h2>Images</h2>' +
    (await tiles(
      pick(images, 60).map((i) => ({ url: i.url, caption: i.label })),
      90,
    )) +
    '<h2>Animals</h2>' +
    (await tiles(
      animals.slice(-48).map((a) => ({ url: a.url, caption: a.name })),
      90,
    ));
} else if (which === 'animals') {
  body = await tiles(
    animals.map((a) => ({ url: a.url, caption: a.name })),
    64,
  );
} else if (which === 'cards') {
  body = await tiles(
    [...cards.map((c) => ({ url: c.url, caption: c.id })), { url: cardBackUrl, caption: 'back' }],
    110,
  );
} else if (which === 'sounds') {
  for (const s of sounds) {
    const res = await app.inject(addresses.address(s.url));
    writeFileSync(join(out, `${s.id}.wav`), res.rawPayload);
  }
  writeFileSync(join(out, 'sounds.tsv'), sounds.map((s) => `${s.id}\t${s.label}`).join('\n'));
}
if (which !== 'sounds')
  writeFileSync(
    join(out, `${which}.html`),
    `<!doctype html><meta charset="utf-8"><style>body{font:11px sans-serif;margin:8px;background:#f3f3f3}
.grid{display:flex;flex-wrap:wrap;gap:6px}figure{margin:0;text-align:center;width:min-content;background:#fff;padding:3px}
figcaption{width:120px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;margin:auto}</style>${body}`,
  );
await app.close();
console.log(`wrote ${which} to ${out}`);
