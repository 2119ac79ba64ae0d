/**
 * Countdowns run on the server's clock: the client only knows how far its own clock is from the
 * server's (measured when a session arrives) and never decides a stage change by itself.
 */

/** serverNow − local time at receipt, in ms. */
export function clockOffset(serverNowIso: string, localNow: number): number {
  const server = Date.parse(serverNowIso);
  return Number.isFinite(server) ? server - localNow : 0;
}

/** Milliseconds left until `deadlineIso` on the server's clock; 0 once it has passed, null without one. */
export function remainingMs(deadlineIso: string | null, offset: number, localNow: number): number | null {
  if (!deadlineIso) return null;
  const deadline = Date.parse(deadlineIso);
  if (!Number.isFinite(deadline)) return null;
  return Math.max(0, deadline - (localNow + offset));
}

/**
 * The measured offset misses the push's one-way network delay, so a fresh 5 s countdown would read
 * 5.03 s and show 6. Seconds are rounded up only past this slack.
 */
export const DISPLAY_SLACK_MS = 200;

/** m:ss, rounding up (past the slack) so 0:00 shows only when the time is over. */
export function formatClock(ms: number): string {
  const total = secondsLeft(ms);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/** Whole seconds left (countdown screens show the bare number). */
export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil((ms - DISPLAY_SLACK_MS) / 1000));
}
