import { readFile } from 'node:fs/promises';
import { formatById, isSpoken, SPOKEN_PACE_S } from '@mnemoria/events';
import type { BmeventRow } from '../../../db/schema.ts';
import { serverFile } from '../../../paths.ts';

/**
 * Spoken numbers: the digits reach the player only as sound, one a second on the server's clock.
 * A clip's address is the session and the digit's place (`/api/bmevent/{id}/spoken/{n}`), which
 * says nothing about the digit; the clip is served only once memorize has run to that place, so
 * no digit can be fetched ahead of its second, and never after memorize.
 */

/** How early a clip may be fetched: the network delay, so a digit still sounds on its second. */
export const SPOKEN_LEAD_MS = 300;

export type SpokenGate =
  | { ok: true; digit: string }
  | { ok: false; status: 403 | 404 | 425; error: string; retryInMs?: number };

/** Whether digit `n` of the session `row` may be heard at `now`, and which digit it is. */
export function spokenGate(row: BmeventRow | undefined, userId: string, n: number, now: Date): SpokenGate {
  if (!row || row.userId !== userId) return { ok: false, status: 404, error: 'Session not found.' };
  if (!row.format || !isSpoken(formatById(row.format)))
    return { ok: false, status: 404, error: 'This session is not spoken numbers.' };
  const raw = (row.data as { raw?: unknown }).raw;
  const digit = Array.isArray(raw) ? raw[n] : undefined;
  if (typeof digit !== 'string')
    return { ok: false, status: 404, error: `No digit ${n + 1} in this session.` };
  if (row.stage !== 'mem' || !row.memStartedAt || row.exited)
    return { ok: false, status: 403, error: 'Digits are read only while memorizing.' };
  const due = row.memStartedAt.getTime() + n * SPOKEN_PACE_S * 1000;
  const early = due - SPOKEN_LEAD_MS - now.getTime();
  if (early > 0)
    return { ok: false, status: 425, error: `Digit ${n + 1} is not read yet.`, retryInMs: early };
  return { ok: true, digit };
}

const clips = new Map<string, Promise<Buffer>>();

/** The committed clip of one digit (src/media/spoken, see scripts/media/build-spoken-clips.sh). */
export function spokenClip(digit: string): Promise<Buffer> {
  let clip = clips.get(digit);
  if (!clip) {
    clip = readFile(serverFile('src/media/spoken', `${digit}.wav`));
    clips.set(digit, clip);
  }
  return clip;
}
