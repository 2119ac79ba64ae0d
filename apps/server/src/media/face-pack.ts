/**
 * A licensed face-photo pack (MEDIA_DIR/faces) is checked file by file when the server starts, so a
 * bad pack stops the start with an error naming each bad file instead of showing a broken picture
 * mid-session. A valid pack replaces the built-in drawn faces (see plugins/app/content.ts).
 *
 * Rules: JPEG, PNG or WebP (the content must match the extension), each side 128–4096 px, at most
 * 5 MB a file, at least 20 faces (a names session shows up to a few hundred: give more than your
 * longest session, or faces repeat), and a manifest `faces.csv` saying who each photo shows
 * (face-manifest.ts). Text files (README, LICENSE, *.txt, *.md), labels.json and hidden files may
 * sit beside the pictures and are ignored.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FaceItem } from '@mnemoria/events';
import sharp, { type Metadata } from 'sharp';
import { readFaceManifest } from './face-manifest.ts';

export interface FacePackRules {
  readonly minSide: number;
  readonly maxSide: number;
  readonly maxBytes: number;
  readonly minCount: number;
}

export const FACE_PACK_RULES: FacePackRules = {
  minSide: 128,
  maxSide: 4096,
  maxBytes: 5 * 1024 * 1024,
  minCount: 20,
};

/** Extension → the format sharp must find in the file. */
const FORMATS: Record<string, string> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp' };
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const IGNORED = /^(\..*|readme.*|licen[cs]e.*|attributions?.*|.*\.txt|.*\.md|labels\.json|faces\.csv)$/i;

export class FacePackError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(
      `MEDIA_DIR face pack ${dir} is not usable (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'FacePackError';
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What is wrong with one file, or undefined when it is a usable face picture. */
async function problemWith(dir: string, name: string, rules: FacePackRules): Promise<string | undefined> {
  if (!SAFE_NAME.test(name) || name.includes('..'))
    return `${name}: file names may hold only letters, digits, '.', '_' and '-'`;
  const ext = extname(name).toLowerCase();
  const expected = FORMATS[ext];
  if (!expected) return `${name}: ${ext || 'no extension'} is not accepted; use .jpg, .png or .webp`;
  const path = join(dir, name);
  const info = await stat(path);
  if (!info.isFile()) return `${name}: not a file`;
  if (info.size === 0) return `${name}: empty file`;
  if (info.size > rules.maxBytes) return `${name}: ${mb(info.size)}, over the ${mb(rules.maxBytes)} limit`;
  let meta: Metadata;
  try {
    meta = await sharp(await readFile(path)).metadata();
  } catch {
    return `${name}: not a readable image`;
  }
  if (meta.format !== expected)
    return `${name}: the file is ${meta.format ?? 'unknown'}, but its extension says ${expected}`;
  const { width = 0, height = 0 } = meta;
  if (Math.min(width, height) < rules.minSide || Math.max(width, height) > rules.maxSide)
    return `${name}: ${width}×${height} px; each side must be ${rules.minSide}–${rules.maxSide} px`;
  return undefined;
}

/** A photo of the pack: its file name and who it shows (from faces.csv). */
export type PackFace = Omit<FaceItem, 'url'> & { readonly file: string };

/**
 * The usable face pictures of `dir` with their personas, sorted; [] when the folder is missing or
 * holds no picture. Throws FacePackError naming every bad file, every manifest problem (and too
 * small a pack).
 */
export async function validateFacePack(
  dir: string,
  rules: FacePackRules = FACE_PACK_RULES,
): Promise<PackFace[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch {
    return [];
  }
  const candidates = names.filter((name) => !IGNORED.test(name));
  if (candidates.length === 0) return [];
  const problems: string[] = [];
  for (const name of candidates) {
    const problem = await problemWith(dir, name, rules);
    if (problem) problems.push(problem);
  }
  const manifest = await readFaceManifest(dir, candidates);
  problems.push(...manifest.problems);
  if (problems.length === 0 && candidates.length < rules.minCount)
    problems.push(`${candidates.length} faces; a face pack needs at least ${rules.minCount}`);
  if (problems.length > 0) throw new FacePackError(dir, problems);
  return candidates.flatMap((file) => {
    const persona = manifest.personas.get(file);
    return persona ? [{ file, ...persona }] : [];
  });
}
