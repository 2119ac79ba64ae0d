/**
 * Face pool: the DiceBear styles closest to real people (human proportions, natural skin tones and
 * hair). The server renders `/media/faces/<style>-p<n>.svg` deterministically: face n of a style
 * gets its own combination of skin tone, hair and hair colour (apps/server/src/media/faces.ts), so
 * no two faces of the pool look alike, and the manifest is just the list of URLs.
 */
export const FACE_STYLES = ['avataaars', 'toon-head', 'personas'] as const;
export type FaceStyle = (typeof FACE_STYLES)[number];

/** Faces per style; 3 styles × 400 = 1,200 distinct people. */
export const FACES_PER_STYLE = 400;

export const faceUrl = (style: FaceStyle, n: number): string => `/media/faces/${style}-p${n}.svg`;
export const faceSeed = (style: FaceStyle, n: number): string => `mnemoria:${style}:${n}`;

/** Interleaves the styles so any prefix of the pool already mixes them. */
export function buildFaceUrls(): string[] {
  const urls: string[] = [];
  for (let n = 1; n <= FACES_PER_STYLE; n++) for (const style of FACE_STYLES) urls.push(faceUrl(style, n));
  return urls;
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
