import {
  type EventData,
  type EventName,
  evaluateStandard,
  eventByName,
  formatById,
  levelGain,
  scoreInFormat,
} from '@mnemoria/events';
import type { RankChange } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { BmeventRow } from '../../../db/schema.ts';
import { users } from '../../../db/schema.ts';
import { ranksFor } from '../ranks/ladder.ts';
import { betterStandardBest, memorizeMs } from './bests.ts';
import type { BmeventsRepository, DbOrTx } from './repository.ts';
import type { Scored } from './result-write.ts';

type Tx = Parameters<Parameters<BmeventsRepository['db']['transaction']>[0]>[0];

/**
 * Ends a recall: scores it with the shared `score()` and writes the result, the level (+1 pass /
 * +2 at 100 %, standard only), the standard or practice best (kept apart), the chart point and the
 * rank change, all or nothing (`ResultWriter`).
 *
 * Every answer acknowledged before counts, and any later one finds the session in `res` and is
 * refused. A standard result changes the user's row (levels, best, ranks): it is scored in a
 * transaction that locks the session row first, then the user's. Any other mode (`mode`, when the
 * caller knows it) touches no user row: it is scored from an unlocked read, or from `known` (the row
 * this process holds, its latest stored answer included), and its write only lands if no answer was
 * stored since; otherwise it is read and scored again. Runs in `tx` when given (always the locked
 * way).
 */
export async function finalizeSession(
  repo: BmeventsRepository,
  id: string,
  now: Date,
  opts: { tx?: Tx; mode?: string; known?: BmeventRow } = {},
): Promise<BmeventRow | undefined> {
  if (opts.tx) return scoreLocked(repo, id, now, opts.tx);
  const mode = opts.known?.mode ?? opts.mode;
  if (mode !== undefined && mode !== 'standard') {
    let held = opts.known?.stage === 'rec' && opts.known.running ? opts.known : undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = held ?? (await repo.find(id));
      held = undefined;
      if (row?.stage !== 'rec' || !row.running) return undefined;
      if (row.mode === 'standard') break;
      const moved = await repo.results.write(row, await score(row, now), now, { answerSeq: row.answerSeq });
      if (moved) return moved;
    }
  }
  return repo.db.transaction((tx) => scoreLocked(repo, id, now, tx));
}

async function scoreLocked(repo: BmeventsRepository, id: string, now: Date, tx: Tx) {
  const row = await repo.lock(id, tx);
  if (row?.stage !== 'rec' || !row.running) return undefined;
  const moved = await repo.results.write(row, await score(row, now, tx), now, { tx });
  if (!moved) throw new Error(`session ${id} left recall while it was being scored`);
  return moved;
}

/**
 * The score of a row in recall and the write it makes. `tx` (a transaction holding the session
 * row's lock) is required for a standard session: its level, best and ranks change with it.
 */
async function score(row: BmeventRow, now: Date, tx?: Tx): Promise<Scored> {
  const event = row.name as EventName;
  const own = eventByName(event).score(row.data as unknown as EventData, row.answer);
  // A format session is scored by its official rule (docs/formats.md), from the event's verdicts.
  const format = row.format ? formatById(row.format) : undefined;
  const result = format ? scoreInFormat(format, own, memorizeMs(row)) : own;
  const evaluation = evaluateStandard(result.percent);
  const recDeadline = row.deadline ?? now;
  // Filled in by applyToUser: whether this result set a new standard best (the result screen says so).
  const outcome = { newBest: false };
  let rankChange: RankChange | null = null;
  if (row.mode === 'standard') {
    if (!tx) throw new Error('a standard result is scored under the session lock');
    rankChange = await applyToUser(tx, row, event, result, evaluation, outcome);
  }
  return {
    played: {
      mode: row.mode,
      score: result.score,
      max: result.max,
      passed: evaluation === 'passed',
      memMs: memorizeMs(row),
    },
    patch: {
      stage: 'res',
      stagedAt: now,
      deadline: null,
      running: false,
      recEndedAt: now < recDeadline ? now : recDeadline,
      result: { ...result, newBest: outcome.newBest } as unknown as Record<string, unknown>,
      score: result.score,
      percent: result.percent,
      evaluation,
      rankChange: rankChange as unknown as Record<string, unknown> | null,
    },
  };
}

async function applyToUser(
  tx: DbOrTx,
  row: BmeventRow,
  event: EventName,
  result: { score: number; percent: number },
  evaluation: 'passed' | 'failed',
  outcome: { newBest: boolean },
): Promise<RankChange | null> {
  // Row lock: two sessions of one user finishing at once must not lose a level.
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
  if (!user) return null;
  const levels = { ...(user.levels as Record<string, number>) };
  const bests = { ...(user.bests as Record<string, number>) };
  const oldRanks = ranksFor(levels);

  if (row.mode === 'standard' && evaluation === 'passed') {
    levels[event] = (levels[event] ?? 1) + levelGain(result.percent);
  }
  // `bests` mirrors the STANDARD best only: a practice session, passed or failed, never sets it.
  const best =
    row.mode === 'standard'
      ? betterStandardBest(event, bests[event], result.score, row.blockSpeed, evaluation)
      : undefined;
  if (best !== undefined) bests[event] = best;
  outcome.newBest = best !== undefined;
  const newRanks = ranksFor(levels);
  await tx.update(users).set({ levels, bests, eventsRanks: newRanks }).where(eq(users.id, user.id));

  const before = oldRanks[event];
  const after = newRanks[event];
  const overallBefore = oldRanks.overall;
  const overallAfter = newRanks.overall;
  if (!before || !after || !overallBefore || !overallAfter) return null;
  return {
    rankChanged: before.name !== after.name,
    oldRankName: before.name,
    oldRankImage: before.imageUrl,
    newRankName: after.name,
    newRankImage: after.imageUrl,
    overallChanged: overallBefore.name !== overallAfter.name,
    oldOverallName: overallBefore.name,
    oldOverallImage: overallBefore.imageUrl,
    newOverallName: overallAfter.name,
    newOverallImage: overallAfter.imageUrl,
  };
}
