import type { BmeventRow } from '../../../db/schema.ts';
import { RECALL_LAG_MS } from '../bmevent/stages.ts';

type Timed = Pick<BmeventRow, 'stage' | 'deadline' | 'memTime' | 'cdrTime' | 'recTime' | 'recStartedAt'>;

/**
 * When the match's recall is over: both sessions of a match start recall at the same instant with
 * the same time, so this session's own scheduled end (before any halving) plus the answer lag is the
 * latest moment either player can still answer.
 */
export const recallOver = (row: Pick<BmeventRow, 'recStartedAt' | 'recTime'>) =>
  row.recStartedAt ? row.recStartedAt.getTime() + row.recTime * 1000 + RECALL_LAG_MS : 0;

/** When a versus session's memorize ends and when the match's recall is over (ms since the epoch). */
export interface VersusSchedule {
  memEnds: number;
  recallOver: number;
}

/**
 * The fixed timetable of a versus session, from its stored stage and deadline. Players cannot move
 * a versus session's stages (the match clock does, each stage starting at the previous one's
 * scheduled deadline), so once the countdown has started every later instant is known. The recall
 * end is the scheduled one, before any halving: the latest moment either player may still answer.
 * Undefined before the countdown (nothing has been shown yet) or for a session that never recalled.
 */
export function versusSchedule(row: Timed): VersusSchedule | undefined {
  const after = (from: number, ...seconds: number[]) => from + seconds.reduce((a, s) => a + s, 0) * 1000;
  const recallFrom = (memEnds: number) => after(memEnds, row.cdrTime, row.recTime) + RECALL_LAG_MS;
  const deadline = row.deadline?.getTime();
  if (row.recStartedAt)
    return { memEnds: after(row.recStartedAt.getTime(), -row.cdrTime), recallOver: recallOver(row) };
  if (deadline === undefined) return undefined;
  switch (row.stage) {
    case 'cdm': {
      const memEnds = after(deadline, row.memTime);
      return { memEnds, recallOver: recallFrom(memEnds) };
    }
    case 'mem':
      return { memEnds: deadline, recallOver: recallFrom(deadline) };
    case 'cdr':
      return {
        memEnds: after(deadline, -row.cdrTime),
        recallOver: after(deadline, row.recTime) + RECALL_LAG_MS,
      };
    default:
      return undefined;
  }
}

/** Enough for every versus session a busy process relays for; the oldest go first past it. */
const MAX_KNOWN = 5_000;

/**
 * The timetables of the versus sessions this process relays for, learned from rows it already holds
 * (stage pushes) or read once per session (a relay from a player whose stage this process never
 * moved: another process's sweep may have). Concurrent relays of one session share one read.
 */
export class VersusSchedules {
  private readonly known = new Map<string, VersusSchedule>();
  private readonly reading = new Map<string, Promise<VersusSchedule | undefined>>();

  constructor(private readonly read: (id: string) => Promise<Timed | undefined>) {}

  learn(id: string, row: Timed) {
    const schedule = versusSchedule(row);
    if (!schedule) return;
    this.known.delete(id);
    this.known.set(id, schedule);
    if (this.known.size > MAX_KNOWN) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }

  /** The session's timetable, or undefined while its countdown has not started. */
  of(id: string): VersusSchedule | undefined | Promise<VersusSchedule | undefined> {
    const known = this.known.get(id);
    if (known) return known;
    let pending = this.reading.get(id);
    if (!pending) {
      pending = this.read(id)
        .then((row) => {
          if (row) this.learn(id, row);
          return this.known.get(id);
        })
        .finally(() => this.reading.delete(id));
      this.reading.set(id, pending);
    }
    return pending;
  }
}
