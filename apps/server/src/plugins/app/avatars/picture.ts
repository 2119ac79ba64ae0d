import sharp, { type Metadata, type Sharp } from 'sharp';

/**
 * Turning an uploaded file into a profile picture. Nothing the client says about the file (its
 * name, its Content-Type) is trusted: the first bytes decide the format, the decoder checks the
 * rest, and what is stored is always a fresh encoding of the decoded pixels, so no metadata,
 * script or polyglot payload of the upload survives.
 */

/** Uploads larger than this are refused before they are decoded (the cropped PNG is far smaller). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * A small compressed file can declare a huge canvas (a "pixel bomb"): decoding 20,000 × 20,000
 * pixels takes 1.6 GB. Anything above 40 megapixels (a large camera photo) is refused from the
 * header alone, before any pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are square, this many pixels a side: sharp at 2× in the largest avatar shown. */
export const PICTURE_SIZE = 256;

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export const PICTURE_MESSAGES = {
  tooLarge: `The picture is too large. Please choose a file of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  wrongType: 'Only JPEG, PNG or WebP pictures can be uploaded.',
  tooManyPixels: `The picture has too many pixels. Please choose one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  damaged: 'The picture file is damaged or incomplete and cannot be read.',
  empty: "Please choose a picture to upload (send it in the form field 'image').",
} as const;

/** The format the file's own first bytes announce, or undefined for anything else. */
export function sniffFormat(bytes: Uint8Array): PictureFormat | undefined {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF....WEBP
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return undefined;
}

export type PictureResult =
  | { ok: true; body: Buffer; type: 'image/webp' }
  | { ok: false; status: 400 | 413 | 415; message: string };

const refuse = (status: 400 | 413 | 415, message: string): PictureResult => ({ ok: false, status, message });

/**
 * Checks an uploaded picture and re-encodes it as WebP through `shape` (a resize). Shared by the
 * profile pictures and the photos of users' own palaces: the same limits and refusals for both.
 */
export async function reencodePicture(
  upload: Buffer,
  shape: (image: Sharp) => Sharp,
): Promise<PictureResult> {
  if (upload.length === 0) return refuse(400, PICTURE_MESSAGES.empty);
  if (upload.length > MAX_UPLOAD_BYTES) return refuse(413, PICTURE_MESSAGES.tooLarge);
  const format = sniffFormat(upload);
  if (!format) return refuse(415, PICTURE_MESSAGES.wrongType);
  // 'truncated' makes an incomplete file an error rather than a half-grey picture.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', pages: 1 } as const;
  let meta: Metadata;
  try {
    meta = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return refuse(400, PICTURE_MESSAGES.damaged);
  }
  // The header must agree with the magic bytes: a PNG signature glued to something else is not a PNG.
  if (meta.format !== format) return refuse(400, PICTURE_MESSAGES.damaged);
  if (!meta.width || !meta.height) return refuse(400, PICTURE_MESSAGES.damaged);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return refuse(413, PICTURE_MESSAGES.tooManyPixels);
  try {
    // rotate() honours the camera's orientation tag before it is dropped.
    const body = await shape(sharp(upload, options).rotate()).webp({ quality: 86, effort: 4 }).toBuffer();
    return { ok: true, body, type: 'image/webp' };
  } catch (err) {
    const text = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(text)) return refuse(413, PICTURE_MESSAGES.tooManyPixels);
    return refuse(400, PICTURE_MESSAGES.damaged);
  }
}

/**
 * A profile picture: a PICTURE_SIZE square WebP (centre-cropped when not square already; the web
 * client sends its own square crop). Every refusal says why.
 */
export const makePicture = (upload: Buffer) =>
  reencodePicture(upload, (image) =>
    image.resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'centre' }),
  );

/**
 * Decoding a large picture takes tens of milliseconds of CPU on libvips threads; a burst of uploads
 * waits its turn rather than starving the game sessions on a small machine. One queue per kind.
 */
export function decodeQueue(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
