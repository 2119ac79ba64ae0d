/**
 * Builds the media manifests in packages/events/src/content/media/generated/ from the installed
 * packages (openmoji 17, @iconify-json/game-icons, @dicebear/collection). Deterministic: the same
 * package versions give byte-identical files. Run: node --import tsx scripts/media/build-manifest.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANIMAL_SOURCES } from './animals.ts';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'packages/events/src/content/media/generated');

interface OpenMojiEntry {
  hexcode: string;
  group: string;
  subgroups: string;
  annotation: string;
  skintone: string;
  skintone_combination: string;
  skintone_base_hexcode: string;
}

const openmojiDir = dirname(require.resolve('openmoji/package.json'));
const openmojiVersion = (
  JSON.parse(readFileSync(join(openmojiDir, 'package.json'), 'utf8')) as { version: string }
).version;
const emoji = JSON.parse(readFileSync(join(openmojiDir, 'data/openmoji.json'), 'utf8')) as OpenMojiEntry[];

/** Subgroups that are flags, skin-tone parts, brands, UI glyphs or abstract symbols hard to tell apart. */
const EXCLUDED_SUBGROUPS = new Set([
  'skin-tone',
  'hair-style',
  'regional-indicator',
  'brand',
  'queer-symbols',
  'ui-element',
  'interaction',
  'geometric',
  'keycap',
  'alphanum',
  'arrow',
  'punctuation',
  'math',
  'av-symbol',
  'symbol-other',
  'other-symbol',
  'currency',
  'gender',
]);
/** Real, living people and trademarks among OpenMoji's extras. */
const EXCLUDED_HEX = new Set(['E183', 'E188', 'E149']);

const isFlag = (e: OpenMojiEntry) => e.group === 'flags' || /flag/.test(e.subgroups);
const hasSkinTone = (e: OpenMojiEntry) =>
  e.skintone !== '' ||
  e.skintone_combination !== '' ||
  e.skintone_base_hexcode !== '' ||
  /1F3F[B-F]/.test(e.hexcode);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const seenLabels = new Set<string>();
const images: [string, string][] = [];
for (const e of emoji) {
  if (isFlag(e) || hasSkinTone(e) || EXCLUDED_SUBGROUPS.has(e.subgroups) || EXCLUDED_HEX.has(e.hexcode))
    continue;
  const label = capitalise(e.annotation.trim().replace(/\s+/g, ' '));
  const key = label.toLowerCase();
  if (label === '' || seenLabels.has(key)) continue;
  seenLabels.add(key);
  readFileSync(join(openmojiDir, 'color/svg', `${e.hexcode}.svg`)); // throws if the package lacks the file
  images.push([e.hexcode.toLowerCase(), label]);
}

const gameIcons = JSON.parse(
  readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
) as { icons: Record<string, unknown> };
const byHex = new Map(emoji.map((e) => [e.hexcode, e]));
const slugs = new Set<string>();
const animals: [string, string, string, string, string][] = [];
for (const a of ANIMAL_SOURCES) {
  if (a.source === 'openmoji') {
    const e = byHex.get(a.ref);
    if (!e || hasSkinTone(e)) throw new Error(`openmoji ${a.ref} missing`);
    readFileSync(join(openmojiDir, 'color/svg', `${a.ref}.svg`));
  } else if (!(a.ref in gameIcons.icons)) {
    throw new Error(`game-icons ${a.ref} missing`);
  }
  const slug = a.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (slugs.has(slug)) throw new Error(`duplicate animal ${a.name}`);
  slugs.add(slug);
  animals.push([slug, a.name, a.source, a.ref, a.habitat ?? '']);
}

const collection = (await import('@dicebear/collection')) as unknown as Record<
  string,
  { meta?: { title?: string; creator?: string; source?: string; license?: { name?: string; url?: string } } }
>;
const dicebearVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/@dicebear/collection/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const FACE_STYLES = [
  ['avataaars', 'avataaars'],
  ['toon-head', 'toonHead'],
  ['personas', 'personas'],
] as const;
const dicebear = FACE_STYLES.map(([style, exportName]) => {
  const meta = collection[exportName]?.meta;
  if (!meta?.license?.name) throw new Error(`no metadata for dicebear style ${style}`);
  return {
    style,
    title: meta.title ?? style,
    creator: meta.creator ?? '',
    source: meta.source ?? '',
    license: meta.license.name,
    licenseUrl: meta.license.url ?? '',
  };
});

const write = (name: string, data: unknown) => writeFileSync(join(outDir, name), `${JSON.stringify(data)}\n`);
write('images.gen.json', { source: `openmoji@${openmojiVersion}`, items: images });
write('animals.gen.json', { items: animals });
write('dicebear.gen.json', { version: dicebearVersion, styles: dicebear });
console.log(`images ${images.length}, animals ${animals.length}, dicebear styles ${dicebear.length}`);
