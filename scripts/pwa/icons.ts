/**
 * Writes the install icons of the web app from the logo mark (the same drawing as
 * apps/web/src/ui/logo.tsx and favicon.svg) into apps/web/public/icons. The PNGs are committed:
 * run this again only when the logo changes:
 * `node --import tsx scripts/pwa/icons.ts` (sharp comes with the server workspace).
 *
 * - icon-192 / icon-512 ("any"): the rounded tile as on the page, transparent corners.
 * - icon-maskable-512: a full-bleed tile with the mark inside the central 80 % safe zone, because
 *   Android crops maskable icons to its own shape (circle, squircle…).
 * - apple-touch-icon (180): square and opaque, because iOS rounds the corners itself and shows
 *   black behind transparency.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The tile colour of the light theme (--color-primary) and the amber "recalled" dot. */
export const TILE = '#4338ca';
const DOT = '#fbbf24';

/** The mark drawn on a 32-unit grid; `tileRadius` 0 gives a square tile. */
function markSvg({ tileRadius, glyphScale }: { tileRadius: number; glyphScale: number }): string {
  // The glyph is scaled about the centre so a maskable icon keeps it inside the safe zone.
  const offset = 16 * (1 - glyphScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="${tileRadius}" fill="${TILE}"/>
<g transform="translate(${offset} ${offset}) scale(${glyphScale})">
<path d="M8 23V10l8 8 8-8v13" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="16" cy="9" r="2.2" fill="${DOT}"/>
</g></svg>`;
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, tileRadius: 8, glyphScale: 1 },
  { file: 'icon-512.png', size: 512, tileRadius: 8, glyphScale: 1 },
  // The glyph spans x 6.5–25.5, y 6.8–24.5: at 0.75 it fits a circle of radius 0.4 × 32.
  { file: 'icon-maskable-512.png', size: 512, tileRadius: 0, glyphScale: 0.75 },
  { file: 'apple-touch-icon.png', size: 180, tileRadius: 0, glyphScale: 0.85 },
] as const;

async function main() {
  const outDir = fileURLToPath(new URL('../../apps/web/public/icons', import.meta.url));
  mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const svg = Buffer.from(markSvg(icon));
    // Render at the target density so the strokes are drawn sharp rather than upscaled.
    const info = await sharp(svg, { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(join(outDir, icon.file));
    console.log(`${icon.file}: ${info.width}×${info.height}, ${info.size} B`);
  }
}

await main();
