import { randomUUID } from 'node:crypto';
import { type EventData, type EventName, evaluateStandard, eventByName, levelGain } from '@mnemoria/events';
import type { RankChange } from '@mnemoria/protocol';
import { and, count, eq } from 'drizzle-orm';
import type { BmeventRow } from '../../../db/schema.ts';
import { results, users } from '../../../db/schema.ts';
import { ranksFor } from '../ranks/ladder.ts';
import type { BmeventsRepository, DbOrTx } from './repository.ts';

/**
 * Ends a recall: scores it with the shared `score()` and, in one transaction, writes the result,
 * the level (+1 pass / +2 at 100 %, standard only), the best, the chart point and the rank change.
 * The stage compare-and-set inside the transaction makes it happen exactly once.
 */
export async function finalizeSession(
  repo: BmeventsRepository,
  id: string,
  now: Date,
): Promise<BmeventRow | undefined> {
  return repo.db.transaction(async (tx) => {
    const row = await repo.find(id, tx);
    if (row?.stage !== 'rec' || !row.running) return undefined;
    const event = row.name as EventName;
    const def = eventByName(event);
    const result = def.score(row.data as unknown as EventData, row.answer);
    const evaluation = evaluateStandard(result.percent);
    const recDeadline = row.deadline ?? now;
    const recEndedAt = now < recDeadline ? now : recDeadline;

    const rankChange = await applyToUser(tx, row, event, result, evaluation);
    const moved = await repo.moveStage(
      id,
      'rec',
      {
        stage: 'res',
        stagedAt: now,
        deadline: null,
        running: false,
        recEndedAt,
        result: result as unknown as Record<string, unknown>,
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
      trialNumber: (await trialsSoFar(tx, row.userId, event)) + 1,
      createdAt: now,
    });
    return moved;
  });
}

async function trialsSoFar(tx: DbOrTx, userId: string, event: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(results)
    .where(and(eq(results.userId, userId), eq(results.event, event)));
  return Number(row?.n ?? 0);
}

async function applyToUser(
  tx: DbOrTx,
  row: BmeventRow,
  event: EventName,
  result: { score: number; percent: number },
  evaluation: 'passed' | 'failed',
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
  if (row.mode === 'standard' || row.mode === 'practice') {
    if (eventByName(event).headline === 'speed') {
      // Blocktris: the best is the fastest fall speed at which the grid was rebuilt (a pass).
      const speed = row.blockSpeed;
      if (evaluation === 'passed' && speed !== null && (bests[event] === undefined || speed < bests[event])) {
        bests[event] = speed;
      }
    } else if (result.score > 0 && (bests[event] === undefined || result.score > bests[event])) {
      bests[event] = result.score;
    }
  }
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
