import { randomUUID } from 'node:crypto';
import { type EventData, type EventName, evaluateStandard, eventByName, levelGain } from '@mnemoria/events';
import type { RankChange } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { BmeventRow } from '../../../db/schema.ts';
import { eventStats, results, users } from '../../../db/schema.ts';
import { ranksFor } from '../ranks/ladder.ts';
import { betterStandardBest, firstSummary, summaryUpdate } from './bests.ts';
import type { BmeventsRepository, DbOrTx } from './repository.ts';

type Tx = Parameters<Parameters<BmeventsRepository['db']['transaction']>[0]>[0];

/**
 * Ends a recall: scores it with the shared `score()` and, in one transaction, writes the result,
 * the level (+1 pass / +2 at 100 %, standard only), the standard or practice best (kept apart),
 * the chart point and the rank change.
 * The row is locked first, so every answer write that was acknowledged (committed) before is in the
 * score, and any later one finds the session in `res` and is refused. Runs in `outer` when given.
 */
export async function finalizeSession(
  repo: BmeventsRepository,
  id: string,
  now: Date,
  outer?: Tx,
): Promise<BmeventRow | undefined> {
  if (!outer) return repo.db.transaction((tx) => finalizeSession(repo, id, now, tx));
  const tx = outer;
  {
    const row = await repo.lock(id, tx);
    if (row?.stage !== 'rec' || !row.running) return undefined;
    const event = row.name as EventName;
    const def = eventByName(event);
    const result = def.score(row.data as unknown as EventData, row.answer);
    const evaluation = evaluateStandard(result.percent);
    const recDeadline = row.deadline ?? now;
    const recEndedAt = now < recDeadline ? now : recDeadline;

    // Filled in by applyToUser: whether this result set a new standard best (the result screen says so).
    const outcome = { newBest: false };
    const rankChange = await applyToUser(tx, row, event, result, evaluation, outcome);
    const moved = await repo.moveStage(
      id,
      'rec',
      {
        stage: 'res',
        stagedAt: now,
        deadline: null,
        running: false,
        recEndedAt,
        result: { ...result, newBest: outcome.newBest } as unknown as Record<string, unknown>,
        score: result.score,
        percent: result.percent,
        evaluation,
        rankChange: rankChange as unknown as Record<string, unknown> | null,
      },
      tx,
    );
    if (!moved) throw new Error(`session ${id} left recall while it was being scored`);
    await tx.insert(results).values({
      id: randomUUID(),
      userId: row.userId,
      bmeventId: row.id,
      event,
      mode: row.mode,
      level: row.level,
      amount: row.amount,
      score: result.score,
      max: result.max,
      percent: result.percent,
      blockSpeed: row.blockSpeed,
      trialNumber: await countResult(tx, row, event, result, evaluation, now),
      createdAt: now,
    });
    return moved;
  }
}

/**
 * Adds this result to the user's per-event summary and returns its trial number. The upsert's row
 * lock orders two results of one user and event, so trial numbers never repeat. The standard and
 * practice bests are kept in separate columns (`summaryUpdate` in bests.ts): only a standard
 * session can set what ranks.
 */
async function countResult(
  tx: DbOrTx,
  row: BmeventRow,
  event: EventName,
  result: { score: number; max: number },
  evaluation: 'passed' | 'failed',
  now: Date,
): Promise<number> {
  const s = eventStats;
  const mine = { mode: row.mode, score: result.score, max: result.max, passed: evaluation === 'passed' };
  const [stats] = await tx
    .insert(s)
    .values(firstSummary(row.userId, event, mine, row.blockSpeed, now))
    .onConflictDoUpdate({ target: [s.userId, s.event], set: summaryUpdate(mine, row.blockSpeed, now) })
    .returning({ trials: s.trials });
  return stats?.trials ?? 1;
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
