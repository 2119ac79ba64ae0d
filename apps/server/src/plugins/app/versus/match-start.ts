import { randomUUID } from 'node:crypto';
import { type ContentPack, type EventName, eventByName, type LevelRules } from '@mnemoria/events';
import type { BmeventRow, bmevents, MatchRow } from '../../../db/schema.ts';
import { countTrial } from '../bmevent/session-start.ts';
import { NOT_STARTED } from '../bmevent/stages.ts';
import type { VersusRepository } from './repository.ts';
import { MATCH_SETTINGS, versusBlockSpeed, versusFormat } from './rules.ts';
import { trialsLeftOf, trialsOf } from './state.ts';

export interface StartOptions {
  content: () => ContentPack;
  format?: (event: EventName) => LevelRules;
  countdownSeconds: number;
  loadTimeoutMs: number;
}

/** A player set unready at the start, and what their opponent is told (never a silent reset). */
export interface Unready {
  userId: string;
  reason: string;
  toOpponent?: { userId: string; reason: string };
}

export type StartOutcome =
  | { started: true; match: MatchRow; sessions: BmeventRow[] }
  | { started: false; unready: Unready[]; match?: MatchRow };

/**
 * Both players are ready: in one transaction (match row, then both users in id order) each player
 * gets a versus session generated from the match's seed with the event's versus format and the
 * match's settings — the same items in the same order, laid out the same way — and one versus trial
 * is counted. A player out of free trials or in the middle of a solo game is set unready instead.
 */
export async function startMatch(
  repo: VersusRepository,
  matchId: string,
  now: Date,
  o: StartOptions,
): Promise<StartOutcome | undefined> {
  return repo.db.transaction(async (tx) => {
    const match = await repo.lock(matchId, tx);
    if (match?.stage !== 'choice' || !match.event) return undefined;
    if (!match.players.every((p) => p.ready && p.choice)) return undefined;
    const users = await repo.lockUsers(
      match.players.map((p) => p.userId),
      tx,
    );
    const unready: Unready[] = [];
    for (const user of users) {
      const trials = trialsOf(user, now);
      const other = match.players.find((p) => p.userId !== user.id);
      if (trialsLeftOf(trials) <= 0) {
        unready.push({
          userId: user.id,
          reason: `You have used your ${trials.chance} free versus trials for today. Upgrade to premium for unlimited trials.`,
          toOpponent: other && {
            userId: other.userId,
            reason: `${user.userName} has no free versus trials left today: the match cannot start.`,
          },
        });
        continue;
      }
      const running = await repo.runningOf(user.id, tx);
      // A versus session still running belongs to a match that is over (a user sits in one open
      // match at a time, and this is it): nothing can be played in it any more, so it ends here.
      if (running && running.mode !== 'versus' && !NOT_STARTED.includes(running.stage)) {
        unready.push({
          userId: user.id,
          reason: 'You have a session in progress. Finish or exit it before playing.',
          toOpponent: other && {
            userId: other.userId,
            reason: `${user.userName} has a training session in progress: press Ready again once they have ended it.`,
          },
        });
      } else if (running) await repo.sessions.markExited(running.id, tx);
    }
    if (unready.length > 0) {
      const players = match.players.map((p) => ({ ...p, ready: false }));
      return { started: false, unready, match: await repo.update(match.id, { players }, tx) };
    }

    const sessions: BmeventRow[] = [];
    for (const user of users) {
      sessions.push(await repo.sessions.insert(versusSessionValues(match, user.id, now, o), tx));
      await countTrial(tx, user, 'versus', now);
    }
    const players = match.players.map((p) => ({
      ...p,
      bmeventId: sessions.find((s) => s.userId === p.userId)?.id ?? null,
    }));
    const updated = await repo.update(
      match.id,
      { stage: 'loading', players, deadline: new Date(now.getTime() + o.loadTimeoutMs) },
      tx,
    );
    return updated ? { started: true, match: updated, sessions } : undefined;
  });
}

/**
 * A player's versus session of a match: generated from the match's seed with the event's versus
 * format and the match's settings, so both players get the same items in the same order.
 */
export function versusSessionValues(
  match: MatchRow,
  userId: string,
  now: Date,
  o: StartOptions,
): typeof bmevents.$inferInsert {
  const event = match.event as EventName;
  const def = eventByName(event);
  const format = versusFormat(event, o.format);
  const settings = MATCH_SETTINGS;
  const data = def.generate(
    { amount: format.amount, settings },
    match.seed,
    def.needsContent ? o.content() : undefined,
  );
  return {
    id: randomUUID(),
    userId,
    name: event,
    mode: 'versus',
    seed: match.seed,
    level: null,
    amount: format.amount,
    settings: settings as unknown as Record<string, unknown>,
    data: data as unknown as Record<string, unknown>,
    stage: 'init',
    stagedAt: now,
    memTime: format.memorizeSeconds,
    recTime: format.recallSeconds,
    cdrTime: o.countdownSeconds,
    blockSpeed: event === 'tetris' ? versusBlockSpeed() : null,
    matchId: match.id,
  };
}
