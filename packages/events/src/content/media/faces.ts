/**
 * Face pool: the DiceBear styles closest to real people (human proportions, natural skin tones and
 * hair). Face n of a style shows a fixed persona (gender, age band, region: `facePersona`); the
 * server renders `/media/faces/<style>-p<n>.svg` from it deterministically, with its own
 * combination of skin tone, hair and hair colour within what fits that persona
 * (apps/server/src/media/faces.ts), so no two faces of the pool look alike.
 */
import { type FaceItem, type Persona, personaOf } from '../persona.ts';

export const FACE_STYLES = ['avataaars', 'toon-head', 'personas'] as const;
export type FaceStyle = (typeof FACE_STYLES)[number];

/** Faces per style; 3 styles × 400 = 1,200 distinct people. */
export const FACES_PER_STYLE = 400;

export const faceUrl = (style: FaceStyle, n: number): string => `/media/faces/${style}-p${n}.svg`;
export const faceSeed = (style: FaceStyle, n: number): string => `mnemoria:${style}:${n}`;

/**
 * The persona face n of a style shows. Consecutive n walk through every persona; the styles are
 * offset by 13 (coprime with the persona count), so the three faces sharing an n differ too.
 */
export function facePersona(style: FaceStyle, n: number): Persona {
  return personaOf(n - 1 + FACE_STYLES.indexOf(style) * 13);
}

/** Interleaves the styles so any prefix of the pool already mixes them. */
export function buildFaces(): FaceItem[] {
  const out: FaceItem[] = [];
  for (let n = 1; n <= FACES_PER_STYLE; n++)
    for (const style of FACE_STYLES) out.push({ url: faceUrl(style, n), ...facePersona(style, n) });
  return out;
}

/** Parses a face file name such as `personas-p17.svg`; undefined when it is not in the pool. */
export function parseFaceFile(file: string): { style: FaceStyle; n: number } | undefined {
  const m = /^([a-z-]+)-p([1-9][0-9]{0,3})\.svg$/.exec(file);
  if (!m) return undefined;
  const style = FACE_STYLES.find((s) => s === m[1]);
  const n = Number(m[2]);
  if (!style || n > FACES_PER_STYLE) return undefined;
  return { style, n };
}
