import { open } from 'node:fs/promises';

/**
 * Checks an uploaded walk-through video without decoding it: the container must be ISO base media
 * (MP4, or QuickTime MOV as phones record), its boxes must fit the file, and it must hold a video
 * track in a codec browsers play (H.264, HEVC, AV1, VP9), with AAC, Opus or no audio. No maintained
 * ffmpeg can be installed offline here, so the file is stored as uploaded, never re-encoded.
 */

export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** The index (moov) of a phone video of a few minutes is well under this. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
const VIDEO_CODECS = new Set(['avc1', 'avc3', 'hvc1', 'hev1', 'av01', 'vp09']);
const AUDIO_CODECS = new Set(['mp4a', 'Opus']);
const BRANDS = /^(isom|iso[2-9]|mp41|mp42|avc1|qt {2}|M4V |M4VP|dash|av01|hvc1|heic|3gp[4-6])$/;

export const VIDEO_MESSAGES = {
  tooLarge: `The video is too large. Please choose a file of at most ${MAX_VIDEO_BYTES / 1024 / 1024} MB.`,
  wrongType: 'Only MP4 or MOV videos (H.264, HEVC, AV1 or VP9) can be uploaded.',
  damaged: 'The video file is damaged or incomplete and cannot be read.',
  noVideo: 'This file has no video track in a format browsers play (H.264, HEVC, AV1 or VP9).',
  audio: 'The sound of this video is in a format browsers do not play (AAC or Opus are).',
  empty: "Please choose a video to upload (send it in the form field 'video').",
} as const;

export type VideoCheck =
  | { ok: true; codec: string; size: number }
  | { ok: false; status: 400 | 413 | 415; message: string };

interface Box {
  type: string;
  start: number;
  /** Where the box's contents start and its end (exclusive). */
  body: number;
  end: number;
}

const typeAt = (b: Buffer, at: number) => b.toString('latin1', at, at + 4);

/** The boxes laid one after another in `buf` from `from` to `to`; undefined when one overruns. */
function boxesIn(buf: Buffer, from: number, to: number): Box[] | undefined {
  const out: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) return undefined;
    let size = buf.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (to - at < 16) return undefined;
      size = Number(buf.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) return undefined;
    out.push({ type: typeAt(buf, at + 4), start: at, body, end: at + size });
    at += size;
  }
  return out;
}

const child = (buf: Buffer, box: Box, type: string) =>
  boxesIn(buf, box.body, box.end)?.find((b) => b.type === type);

/** Each track's handler ('vide', 'soun', …) and its first sample entry's codec. */
function tracks(moov: Buffer): { handler: string; codec: string }[] | undefined {
  const top = boxesIn(moov, 0, moov.length);
  const root = top?.[0];
  if (root?.type !== 'moov') return undefined;
  const out: { handler: string; codec: string }[] = [];
  for (const trak of boxesIn(moov, root.body, root.end)?.filter((b) => b.type === 'trak') ?? []) {
    const mdia = child(moov, trak, 'mdia');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    const minf = mdia && child(moov, mdia, 'minf');
    const stbl = minf && child(moov, minf, 'stbl');
    const stsd = stbl && child(moov, stbl, 'stsd');
    // hdlr: version/flags, pre_defined, then the handler type; stsd: version/flags, count, entries.
    if (!hdlr || !stsd || hdlr.end - hdlr.body < 12 || stsd.end - stsd.body < 16) return undefined;
    out.push({ handler: typeAt(moov, hdlr.body + 8), codec: typeAt(moov, stsd.body + 12) });
  }
  return out;
}

/** Reads the top-level boxes of the file at `path` and checks them as above. */
export async function checkVideo(path: string): Promise<VideoCheck> {
  const refuse = (status: 400 | 413 | 415, message: string): VideoCheck => ({ ok: false, status, message });
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return refuse(400, VIDEO_MESSAGES.empty);
    if (size > MAX_VIDEO_BYTES) return refuse(413, VIDEO_MESSAGES.tooLarge);
    const read = async (at: number, length: number) => {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await file.read(buf, 0, length, at);
      return buf.subarray(0, bytesRead);
    };
    const first = await read(0, 16);
    if (first.length < 12 || typeAt(first, 4) !== 'ftyp' || !BRANDS.test(typeAt(first, 8)))
      return refuse(415, VIDEO_MESSAGES.wrongType);
    let at = 0;
    let moov: Buffer | undefined;
    let mdat = false;
    while (at < size) {
      const h = await read(at, 16);
      if (h.length < 8) return refuse(400, VIDEO_MESSAGES.damaged);
      let boxSize = h.readUInt32BE(0);
      if (boxSize === 1) boxSize = h.length < 16 ? -1 : Number(h.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - at;
      if (boxSize < 8 || at + boxSize > size) return refuse(400, VIDEO_MESSAGES.damaged);
      const type = typeAt(h, 4);
      if (type === 'mdat') mdat = true;
      if (type === 'moov') {
        if (moov || boxSize > MAX_MOOV_BYTES) return refuse(400, VIDEO_MESSAGES.damaged);
        moov = await read(at, boxSize);
      }
      at += boxSize;
    }
    if (!moov || !mdat) return refuse(400, VIDEO_MESSAGES.damaged);
    const list = tracks(moov);
    if (!list) return refuse(400, VIDEO_MESSAGES.damaged);
    const video = list.find((t) => t.handler === 'vide' && VIDEO_CODECS.has(t.codec));
    if (!video) return refuse(415, VIDEO_MESSAGES.noVideo);
    if (list.some((t) => t.handler === 'soun' && !AUDIO_CODECS.has(t.codec)))
      return refuse(415, VIDEO_MESSAGES.audio);
    return { ok: true, codec: video.codec, size };
  } finally {
    await file.close();
  }
}
