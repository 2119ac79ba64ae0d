import { STAGES, type Stage } from '@mnemoria/events';
import type { BmeventPatch, ControlRow } from './repository.ts';

/**
 * The session's stage graph, pure (no I/O, no clock of its own): init/load → cdm → mem → cdr →
 * rec → res. The engine applies these patches with compare-and-set writes; a Done, a timer and a
 * sweep in another process all go through the same `nextPatch`.
 */

/** Seconds of the 'Memorization/Recall Starts In' countdowns. */
export const COUNTDOWN_SECONDS = 5;
/**
 * Answers sent up to this long after the recall deadline still count (network lag, as lichess
 * allows). The `due_at` column of bmevents adds the same 2 seconds: change both together.
 */
export const RECALL_LAG_MS = 2_000;

/** Stages before the player is ready: nothing has started and no trial is counted yet. */
export const NOT_STARTED: readonly string[] = ['init', 'load'];

/** Where a timed stage goes when its deadline passes (rec → res is scoring, not a patch). */
export const NEXT_ON_DEADLINE: Readonly<Record<string, string>> = { cdm: 'mem', mem: 'cdr', cdr: 'rec' };

export const stageIndex = (stage: string) => STAGES.indexOf(stage as Stage);

/**
 * init/load → cdm: the countdown to memorize starts when the player has loaded everything (in
 * versus: when both players have, with the same `now` for both sessions).
 */
export function readyPatch(now: Date, countdownSeconds = COUNTDOWN_SECONDS): BmeventPatch {
  return {
    stage: 'cdm',
    stagedAt: now,
    startedAt: now,
    deadline: new Date(now.getTime() + countdownSeconds * 1000),
  };
}

/**
 * Who may move a session's stage by hand (Done, Enter, a countdown's end on the client): the player
 * of a solo session. In versus one clock moves both sessions; only the recall may end early, when
 * the player submits it (`finished`), which is not a stage request.
 */
export const playerMovesStages = (mode: string) => mode !== 'versus';

/** The latest moment an answer still counts: the recall deadline plus the lag allowance. */
export const answerDueAt = (deadline: Date) => new Date(deadline.getTime() + RECALL_LAG_MS);
export const isLateAnswer = (deadline: Date | null, now: Date) =>
  !deadline || now.getTime() > answerDueAt(deadline).getTime();

/**
 * Versus: when one player's recall ends, the other's remaining recall is halved (never extended,
 * never before now). Whole milliseconds.
 */
export function halvedDeadline(deadline: Date, now: Date): Date {
  const left = deadline.getTime() - now.getTime();
  return left <= 0 ? deadline : new Date(now.getTime() + Math.floor(left / 2));
}

/** The patch for one step on, or undefined when `to` is not the next stage. */
export function nextPatch(
  row: ControlRow,
  to: string,
  cause: 'user' | 'timer',
  now: Date,
): BmeventPatch | undefined {
  // Versus sessions share one clock: a timed move starts the next stage at the scheduled end of
  // the current one, not when this process got to it, so the two players' sessions, moved by
  // different sweeps (even in different processes), get identical deadlines.
  const shared = row.mode === 'versus' && cause === 'timer' && row.deadline !== null;
  if (shared) now = row.deadline as Date;
  const at = (s: number) => new Date(now.getTime() + s * 1000);
  if (row.stage === 'cdm' && to === 'mem')
    return { stage: 'mem', stagedAt: now, memStartedAt: now, deadline: at(row.memTime) };
  if (row.stage === 'mem' && to === 'cdr') {
    // Memorize time left over is added to recall; when the timer ended memorize there is none, and
    // a competition format keeps the official recall time, as championships do.
    const left =
      cause === 'user' && row.deadline && !row.format
        ? Math.floor((row.deadline.getTime() - now.getTime()) / 1000)
        : 0;
    return {
      stage: 'cdr',
      stagedAt: now,
      memEndedAt: now,
      recTime: row.recTime + Math.max(0, left),
      deadline: at(row.cdrTime),
    };
  }
  if (row.stage === 'cdr' && to === 'rec')
    return { stage: 'rec', stagedAt: now, recStartedAt: now, deadline: at(row.recTime) };
  return undefined;
}
