/**
 * Writes apps/server/src/media/openmoji.json.br: the OpenMoji colour SVGs the content uses (the
 * images pool and the OpenMoji animals), keyed by upper-case hexcode, brotli-compressed. The server
 * reads pictures from it, so the openmoji package (67 MB, every emoji in three renditions) is not a
 * dependency. Run after changing the manifest, with the pinned version installed for the moment:
 *   npm install --no-save openmoji@17.0.0 && node --import tsx scripts/media/build-openmoji-bundle.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { ANIMAL_SOURCE_REFS } from '../../packages/events/src/content/media/images.ts';
import { images } from '../../packages/events/src/content/media/index.ts';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const svgDir = join(dirname(require.resolve('openmoji/package.json')), 'color', 'svg');
const hexes = new Set([
  ...images.map((i) => i.id.toUpperCase()),
  ...ANIMAL_SOURCE_REFS.filter((a) => a.source === 'openmoji').map((a) => a.ref.toUpperCase()),
]);
const bundle: Record<string, string> = {};
for (const hex of [...hexes].sort()) bundle[hex] = readFileSync(join(svgDir, `${hex}.svg`), 'utf8');
const json = Buffer.from(JSON.stringify(bundle));
const out = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
writeFileSync(join(ROOT, 'apps/server/src/media/openmoji.json.br'), out);
console.log(`${hexes.size} SVGs, ${(json.length / 1e6).toFixed(1)} MB → ${(out.length / 1e6).toFixed(2)} MB`);
