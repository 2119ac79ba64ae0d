import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';

/**
 * The byte range `header` asks of a `size`-byte file: one range, 'all' (no header, a malformed one,
 * which HTTP says to ignore, or several ranges, to which the whole file is a valid answer), or
 * 'bad' when nothing asked for lies inside the file.
 */
export function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'all' | 'bad' {
  if (!header) return 'all';
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'bad';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return 'all';
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : 'all';
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
