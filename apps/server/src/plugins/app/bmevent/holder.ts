import { type Failure, fail } from './outcomes.ts';

/**
 * One tab holds a session at a time. Two pages typing into one recall would each send their whole
 * answer and overwrite the other's, so the page that opened the session last holds it (a reload is
 * such a page, and simply goes on), and the answers and commands of any other page that names
 * itself are refused until it takes the session back (`POST /api/bmevent/hold`). Requests naming
 * no tab are not checked.
 */
export const HELD_ELSEWHERE = 'This session is open in another tab.';

export const heldElsewhere = (): Failure => fail(409, HELD_ELSEWHERE, { heldElsewhere: true });

/** Whether a request from `tab` may act on a session held by `holder`. */
export const mayAct = (holder: string | null | undefined, tab: string | undefined): boolean =>
  tab === undefined || !holder || holder === tab;
