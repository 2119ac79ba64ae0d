/**
 * Pictures: OpenMoji colour SVGs (images, most animals) from the bundle of the ones the content
 * uses (openmoji.json.br, written by scripts/media/build-openmoji-bundle.ts: 0.7 MB instead of the
 * 67 MB package), and Game Icons silhouettes (the remaining animals), the latter recoloured and
 * framed to sit beside OpenMoji.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { serverFile } from '../paths.ts';
import type { AnimalSourceRef } from './manifest.ts';

const require = createRequire(import.meta.url);
const unbrotli = promisify(brotliDecompress);
let openmoji: Promise<Map<string, Buffer>> | undefined;

/** The bundle, decompressed on the first picture request (4.4 MB of SVG text). */
function openmojiBundle(): Promise<Map<string, Buffer>> {
  openmoji ??= readFile(serverFile('src/media/openmoji.json.br'))
    .then((body) => unbrotli(body))
    .then((json) => {
      const svgs = JSON.parse(json.toString('utf8')) as Record<string, string>;
      return new Map(Object.entries(svgs).map(([hex, svg]) => [hex, Buffer.from(svg)]));
    });
  return openmoji;
}

/** One OpenMoji colour SVG by (case-insensitive) hexcode; the caller has checked the manifest. */
export async function readOpenMoji(hex: string): Promise<Buffer> {
  const svg = (await openmojiBundle()).get(hex.toUpperCase());
  if (!svg)
    throw new Error(
      `OpenMoji ${hex} is not in the bundle; rebuild it (scripts/media/build-openmoji-bundle.ts)`,
    );
  return svg;
}

interface IconifySet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  width?: number;
  height?: number;
}
let gameIcons: Promise<IconifySet> | undefined;

function loadGameIcons(): Promise<IconifySet> {
  gameIcons ??= readFile(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8').then(
    (text) => JSON.parse(text) as IconifySet,
  );
  return gameIcons;
}

const HABITAT_COLOURS: Record<string, readonly [string, string]> = {
  land: ['#a0673a', '#f6e7d3'],
  bird: ['#d98c1f', '#fdf0d5'],
  sea: ['#2f78c4', '#dcecfb'],
  bug: ['#4f8f3a', '#e4f3dc'],
  reptile: ['#d05a7e', '#fbe3ec'],
  prehistoric: ['#7a5cb0', '#ece5f7'],
};

/** A Game Icons silhouette in a habitat colour with a dark outline, on a soft round backdrop. */
export async function renderGameIconSvg(animal: AnimalSourceRef): Promise<string> {
  const set = await loadGameIcons();
  const icon = set.icons[animal.ref];
  if (!icon) throw new Error(`game-icons ${animal.ref} missing`);
  const size = icon.width ?? set.width ?? 512;
  const [fill, backdrop] = HABITAT_COLOURS[animal.habitat] ?? HABITAT_COLOURS.land ?? ['#555', '#eee'];
  const body = icon.body.replaceAll('currentColor', fill);
  const inset = size * 0.12;
  return [
    // No <title>: the name is the answer of the animals event, and the file must not carry it.
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="256" height="256">`,
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.48}" fill="${backdrop}"/>`,
    `<g transform="translate(${inset} ${inset}) scale(${(size - 2 * inset) / size})" stroke="#1a1a1a" stroke-width="${size / 90}" stroke-linejoin="round" paint-order="stroke">`,
    body,
    '</g></svg>',
  ].join('');
}
