import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type BmeventRow, bmevents, type MatchRow, matches, type UserRow } from '../../../db/schema.ts';
import { countTrials } from '../bmevent/session-start.ts';
import { NOT_STARTED } from '../bmevent/stages.ts';
import { withoutContent } from '../bmevent/statements.ts';
import { type StartOptions, versusSessionValues } from './match-start.ts';
import type { Tx, VersusRepository } from './repository.ts';
import { trialsLeftOf, trialsOf } from './state.ts';

export interface ManyStarted {
  started: { match: MatchRow; sessions: BmeventRow[] }[];
  /** Matches this did not start: each goes through `startMatch`, which starts it or says why not. */
  single: string[];
}

/**
 * `startMatch` for many matches at once (an arena's pairing round), in one transaction whose
 * statements do not grow with the matches: the matches locked in id order, then all their users,
 * each player's versus session generated from their match's seed, one versus trial counted per
 * player, and every match moved to loading. A match one of whose players would be set unready (no
 * trial left, a solo game in progress), or that is no longer a ready choice, is left to `startMatch`.
 */
export async function startMatches(
  repo: VersusRepository,
  ids: string[],
  now: Date,
  o: StartOptions,
): Promise<ManyStarted> {
  if (ids.length === 0) return { started: [], single: [] };
  return repo.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(matches)
      .where(inArray(matches.id, ids))
      .orderBy(matches.id)
      .for('update');
    const ready = locked.filter(
      (m) => m.stage === 'choice' && m.event && m.players.every((p) => p.ready && p.choice),
    );
    const userIds = ready.flatMap((m) => m.players.map((p) => p.userId));
    const users = new Map((await repo.lockUsers(userIds, tx)).map((u) => [u.id, u]));
    const running = new Map((await runningOf(userIds, tx)).map((r) => [r.userId, r]));
    const blocked = (userId: string) => {
      const user = users.get(userId);
      if (!user || trialsLeftOf(trialsOf(user, now)) <= 0) return true;
      const r = running.get(userId);
      return r !== undefined && r.mode !== 'versus' && !NOT_STARTED.includes(r.stage);
    };
    const go = ready.filter((m) => m.players.length === 2 && !m.players.some((p) => blocked(p.userId)));
    const starting = new Set(go.map((m) => m.id));
    const single = ids.filter((id) => !starting.has(id));
    if (go.length === 0) return { started: [], single };

    // A versus session still running belongs to a match that is over: it ends here, as one at a time.
    const stale = go.flatMap((m) => m.players.flatMap((p) => running.get(p.userId)?.id ?? []));
    if (stale.length > 0)
      await tx
        .update(bmevents)
        .set({ running: false, exited: true, deadline: null })
        .where(and(inArray(bmevents.id, stale), eq(bmevents.running, true)));

    // Each match's two sessions in user id order, as `startMatch` makes them.
    const rows = go.flatMap((m) =>
      m.players
        .map((p) => p.userId)
        .sort()
        .map((userId) => versusSessionValues(m, userId, now, o)),
    );
    // The generated content is not read back: it is the rows' own.
    const made = await tx.insert(bmevents).values(rows).returning(withoutContent);
    const dataOf = new Map(rows.map((r) => [r.id, r.data]));
    const sessions: BmeventRow[] = made.map((s) => ({ ...s, data: dataOf.get(s.id) ?? {} }));
    const counted = go.flatMap((m) => m.players.map((p) => users.get(p.userId) as UserRow));
    await countTrials(tx, counted, 'versus', now);

    const deadline = new Date(now.getTime() + o.loadTimeoutMs);
    const sessionOf = new Map(sessions.map((s) => [`${s.matchId} ${s.userId}`, s]));
    const values = go.map((m) => {
      const players = m.players.map((p) => ({
        ...p,
        bmeventId: sessionOf.get(`${m.id} ${p.userId}`)?.id ?? null,
      }));
      return sql`(${m.id}, ${JSON.stringify(players)}::jsonb)`;
    });
    const updated = await tx
      .update(matches)
      .set({ stage: 'loading', players: sql`v.players`, deadline })
      .from(sql`(values ${sql.join(values, sql`, `)}) as v(id, players)`)
      .where(eq(matches.id, sql`v.id`))
      .returning(getTableColumns(matches));
    const byMatch = new Map<string, BmeventRow[]>();
    for (const s of sessions) if (s.matchId) byMatch.set(s.matchId, [...(byMatch.get(s.matchId) ?? []), s]);
    return { started: updated.map((match) => ({ match, sessions: byMatch.get(match.id) ?? [] })), single };
  });
}

/** The users' running sessions (a user has at most one). */
function runningOf(userIds: string[], tx: Tx) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: bmevents.id, userId: bmevents.userId, stage: bmevents.stage, mode: bmevents.mode })
    .from(bmevents)
    .where(and(inArray(bmevents.userId, userIds), eq(bmevents.running, true)));
}
