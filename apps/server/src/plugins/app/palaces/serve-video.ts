import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The byte range `header` asks of a `size`-byte file: a range, 'all' (none or several), or unsatisfiable. */
export function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'all' | 'bad' {
  if (!header) return 'all';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges are rare for video; the whole file is a valid answer to them.
  if (!m) return header.includes(',') ? 'all' : 'bad';
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'bad';
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'bad';
  return { start, end };
}

/**
 * Sends an MP4 with range support, so the player can seek without downloading everything first.
 * Clips are named by a hash of their contents and never change: the browser may keep them.
 */
export async function sendVideo(request: FastifyRequest, reply: FastifyReply, file: string) {
  const { size } = await stat(file);
  const range = rangeOf(request.headers.range, size);
  reply.header('Accept-Ranges', 'bytes');
  if (range === 'bad') {
    reply.header('Content-Range', `bytes */${size}`);
    return reply.code(416).send({ success: false, error: 'That byte range is outside the video.' });
  }
  reply.header('Content-Type', 'video/mp4');
  reply.header('Cache-Control', 'private, max-age=3600');
  if (range === 'all') {
    reply.header('Content-Length', String(size));
    return reply.code(200).send(createReadStream(file));
  }
  reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  reply.header('Content-Length', String(range.end - range.start + 1));
  return reply.code(206).send(createReadStream(file, { start: range.start, end: range.end }));
}
