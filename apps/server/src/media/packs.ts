/**
 * Operator media packs (MEDIA_DIR). Layout — files directly inside each folder, no sub-folders:
 *
 *   MEDIA_DIR/faces/*.jpg|jpeg|png|webp          face photos, one person each; validated at start and
 *                                               used instead of the built-in faces (face-pack.ts)
 *   MEDIA_DIR/faces/faces.csv                   who each photo shows: file,gender,age,region
 *                                               (required; face-manifest.ts)
 *   MEDIA_DIR/images/*.jpg|jpeg|png|webp|svg    pictures for the images / echopic events
 *   MEDIA_DIR/sounds/*.wav|mp3|m4a|ogg          short sounds (≈1–2 s) for sounds / echopic
 *   MEDIA_DIR/<kind>/labels.json                optional { "file.png": "Label", … }; otherwise the label
 *                                               is the file name without extension, '-'/'_' → ' '
 *
 * File names must match [A-Za-z0-9][A-Za-z0-9._-]* (others are skipped). Each file's real path is
 * `/media/pack/<kind>/<file>`; clients get it at an opaque address (opaque.ts). Only the operator
 * is responsible for the licence of what they add.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type {
  ContentPack,
  FaceItem,
  ImageItem,
  SoundItem,
} from '../../../../packages/events/src/content/types.ts';
import { validateFacePack } from './face-pack.ts';

export const PACK_KINDS = ['faces', 'images', 'sounds'] as const;
export type PackKind = (typeof PACK_KINDS)[number];

export const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
};

const EXTENSIONS: Record<PackKind, readonly string[]> = {
  faces: ['.jpg', '.jpeg', '.png', '.webp'],
  images: ['.jpg', '.jpeg', '.png', '.webp', '.svg'],
  sounds: ['.wav', '.mp3', '.m4a', '.ogg'],
};

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const isPackKind = (s: string): s is PackKind => (PACK_KINDS as readonly string[]).includes(s);

/** True when `file` is a name a pack of this kind may serve (extension allowed, no path parts). */
export function isPackFileName(kind: PackKind, file: string): boolean {
  return (
    SAFE_NAME.test(file) && !file.includes('..') && EXTENSIONS[kind].includes(extname(file).toLowerCase())
  );
}

/** Absolute path of a pack file, or undefined when the name is unsafe or escapes the folder. */
export function packFilePath(mediaDir: string, kind: PackKind, file: string): string | undefined {
  if (!isPackFileName(kind, file)) return undefined;
  const dir = resolve(mediaDir, kind);
  const full = resolve(dir, file);
  return full.startsWith(dir + sep) ? full : undefined;
}

export const packUrl = (kind: PackKind, file: string): string => `/media/pack/${kind}/${file}`;

const labelFromFile = (file: string) =>
  file
    .slice(0, file.length - extname(file).length)
    .replace(/[-_]+/g, ' ')
    .trim();

async function listPack(
  mediaDir: string,
  kind: PackKind,
): Promise<{ files: string[]; labels: Record<string, string> }> {
  const dir = join(mediaDir, kind);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { files: [], labels: {} };
  }
  const files: string[] = [];
  for (const name of names.sort()) {
    if (!isPackFileName(kind, name)) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info?.isFile() && info.size > 0) files.push(name);
  }
  let labels: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, 'labels.json'), 'utf8'));
    if (parsed && typeof parsed === 'object')
      labels = Object.fromEntries(
        Object.entries(parsed as Record<string, unknown>).filter(
          (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
        ),
      );
  } catch {
    // no labels.json (or unreadable): labels come from file names
  }
  return { files, labels };
}

/**
 * Reads MEDIA_DIR and returns the pools it adds, ready to merge into the built-in ContentPack.
 * Kinds with no usable file are left out. Missing MEDIA_DIR → `{}`. A face pack that breaks the
 * rules of face-pack.ts rejects with a FacePackError naming the bad files.
 */
export async function loadMediaPacks(
  mediaDir: string | undefined,
): Promise<Partial<Pick<ContentPack, 'faces' | 'images' | 'sounds'>>> {
  if (!mediaDir) return {};
  const out: { faces?: FaceItem[]; images?: ImageItem[]; sounds?: SoundItem[] } = {};
  // Throws, naming each bad file, when the face pack is not usable: the server does not start.
  const faces = await validateFacePack(join(mediaDir, 'faces'));
  if (faces.length > 0)
    out.faces = faces.map(({ file, ...persona }) => ({ url: packUrl('faces', file), ...persona }));
  const images = await listPack(mediaDir, 'images');
  if (images.files.length > 0)
    out.images = images.files.map((f) => ({
      id: `pack-${f}`,
      url: packUrl('images', f),
      label: images.labels[f] ?? labelFromFile(f),
    }));
  const sounds = await listPack(mediaDir, 'sounds');
  if (sounds.files.length > 0)
    out.sounds = sounds.files.map((f) => ({
      id: `pack-${f}`,
      url: packUrl('sounds', f),
      label: sounds.labels[f] ?? labelFromFile(f),
    }));
  return out;
}
