import type { BmeventRow, MatchRow } from '../../../db/schema.ts';
import { halvedDeadline, RECALL_LAG_MS, readyPatch } from '../bmevent/stages.ts';
import type { VersusDeps } from './deps.ts';
import { settleMatch } from './match-finalize.ts';
import { evaluationFor } from './rules.ts';

/** How long after the opponent's grace period their absence is looked at again. */
const OPPONENT_CHECK_MARGIN_MS = 1_000;

/**
 * The match's one clock and its end. Both sessions leave `init` together when both players have
 * loaded (same instant, same deadline); from there the session engine's sweep moves them, and a
 * versus session's timed move starts the next stage at the scheduled deadline (bmevent/stages.ts),
 * so both stay in lockstep. This class reacts to what the engine reports: a recall that ended
 * halves the other's, and the match is decided as soon as its outcome is certain.
 */
export class MatchClock {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly d: VersusDeps) {}

  /** A player's session has loaded; the last of the two starts both countdowns. */
  async loaded(userId: string, bmeventId: string): Promise<string | undefined> {
    const now = this.d.now();
    const out = await this.d.repo.db.transaction(async (tx) => {
      const sessions = await this.d.repo.sessionOf(userId, bmeventId, tx);
      if (!sessions?.matchId) return 'Session not found.';
      const match = await this.d.repo.lock(sessions.matchId, tx);
      if (!match) return 'Session not found.';
      if (match.stage !== 'loading') return undefined;
      const players = match.players.map((p) => (p.userId === userId ? { ...p, loaded: true } : p));
      const all = players.every((p) => p.loaded);
      const moved: BmeventRow[] = [];
      if (all) {
        const patch = readyPatch(now, this.d.options.countdownSeconds);
        for (const p of players) {
          const row = p.bmeventId && (await this.d.repo.sessions.moveStage(p.bmeventId, 'init', patch, tx));
          if (row) moved.push(row);
        }
      }
      const match2 = await this.d.repo.update(
        match.id,
        all ? { players, stage: 'playing', startedAt: now, deadline: null } : { players },
        tx,
      );
      return match2 && { match: match2, moved, all };
    });
    if (typeof out === 'string' || !out) return out;
    const ids = out.match.players.map((p) => p.userId);
    this.d.publish({ type: 'loaded', userIds: ids, signal: { matchId: out.match.id, userId, all: out.all } });
    for (const row of out.moved) this.d.publish({ type: 'session', row });
    this.d.publish({ type: 'state', userIds: ids });
    if (out.all) this.sweepAt(now.getTime() + this.d.options.countdownSeconds * 1000);
    return undefined;
  }

  /** Reported by the session engine after it moved a versus session (stage, result, exit). */
  async moved(row: BmeventRow) {
    if (!row.matchId) return;
    // A timed move of a running session only changes the stage both players' rooms show: the
    // match row is not needed, and both sessions moved by one sweep share one coalesced push.
    if (row.running) {
      this.d.publish({ type: 'state', userIds: await this.d.repo.playerIdsOf(row.matchId) });
      return;
    }
    const match = await this.d.repo.find(row.matchId);
    if (!match) return;
    const ids = match.players.map((p) => p.userId);
    if (match.stage === 'over') await this.lateEvaluation(match, row);
    // Ended without a result (the player started another session instead): they left.
    else if (row.exited) await this.forfeit(row.userId, match.id);
    else {
      if (row.stage === 'res') await this.halveOther(match, row);
      await this.settle(match.id);
    }
    this.d.publish({ type: 'state', userIds: ids });
  }

  /** A session that reached its result after its match was decided (the opponent forfeited). */
  private async lateEvaluation(match: MatchRow, row: BmeventRow) {
    if (row.exited || !match.outcome) return;
    const updated = await this.d.repo.setEvaluation(row.id, evaluationFor(match.outcome, row.userId));
    if (updated) this.d.publish({ type: 'session', row: updated });
  }

  /** One recall ended: the other player's remaining recall is halved, once per match. */
  private async halveOther(match: MatchRow, ended: BmeventRow) {
    const now = this.d.now();
    const halved = await this.d.repo.db.transaction(async (tx) => {
      const m = await this.d.repo.lock(match.id, tx);
      if (!m || m.halvedAt || m.stage !== 'playing') return undefined;
      const other = (await this.d.repo.sessionsOf(m.id, tx)).find((s) => s.id !== ended.id);
      if (other?.stage !== 'rec' || !other.running || !other.deadline) return undefined;
      if (other.deadline.getTime() <= now.getTime()) return undefined;
      const deadline = halvedDeadline(other.deadline, now);
      const row = await this.d.repo.sessions.moveStage(other.id, 'rec', { deadline }, tx);
      if (row) await this.d.repo.update(m.id, { halvedAt: now }, tx);
      return row;
    });
    if (!halved?.deadline) return;
    this.d.publish({
      type: 'half-recall',
      bmeventId: halved.id,
      signal: { id: halved.id, deadline: halved.deadline.toISOString(), serverNow: now.toISOString() },
    });
    this.d.publish({ type: 'session', row: halved });
    this.sweepAt(halved.deadline.getTime() + RECALL_LAG_MS);
  }

  async settle(matchId: string) {
    const out = await settleMatch(this.d.repo, matchId, this.d.now());
    if (!out) return;
    for (const row of out.sessions) this.d.publish({ type: 'session', row });
    this.d.publish({ type: 'state', userIds: out.match.players.map((p) => p.userId) });
    await this.endRunning(out.running, out.outcome.reason === 'aborted');
  }

  /**
   * The match is decided while a session still runs (the opponent forfeited, or it was aborted):
   * nobody should sit through the rest of the clock for nothing. A recall under way is scored as it
   * stands (a forfeit win shows its result at once); anything else ends unscored.
   */
  private async endRunning(rows: BmeventRow[], aborted: boolean) {
    for (const s of rows) {
      if (!aborted && s.stage === 'rec') {
        await this.d.finishSession(s.userId, s.id);
        continue;
      }
      const row = await this.d.repo.sessions.markExited(s.id);
      if (row) this.d.publish({ type: 'session', row });
    }
  }

  /** Leaving during the choice ends the match unplayed; the other player is told. */
  async leaveChoice(userId: string, matchId: string) {
    const out = await this.d.repo.db.transaction(async (tx) => {
      const m = await this.d.repo.lock(matchId, tx);
      if (m?.stage !== 'choice') return undefined;
      const players = m.players.map((p) => ({ ...p, left: p.userId === userId || p.left, ready: false }));
      return this.d.repo.update(m.id, { players, stage: 'over', endedAt: this.d.now() }, tx);
    });
    if (out) this.leftSignal(out, userId);
  }

  /**
   * Gone past the grace period (or never loaded): the player's session ends and the match is
   * decided — they lose, or it is aborted (docs/versus.md). When the opponent has no connection
   * either, both may have gone at once: the decision waits until the opponent's own grace period has
   * run, so two players who closed their browsers together abort the match instead of one of them
   * winning it by a few milliseconds.
   */
  async forfeit(userId: string, matchId: string) {
    const out = await this.d.repo.db.transaction(async (tx) => {
      const m = await this.d.repo.lock(matchId, tx);
      if (!m || (m.stage !== 'loading' && m.stage !== 'playing')) return undefined;
      const me = m.players.find((p) => p.userId === userId);
      if (!me || me.left) return undefined;
      if (me.bmeventId) await this.d.repo.sessions.markExited(me.bmeventId, tx);
      // Before the countdown the opponent's session has nothing to play: it ends too (unscored).
      if (m.stage === 'loading')
        for (const p of m.players) if (p.bmeventId) await this.d.repo.sessions.markExited(p.bmeventId, tx);
      const players = m.players.map((p) => (p.userId === userId ? { ...p, left: true } : p));
      return this.d.repo.update(m.id, { players }, tx);
    });
    if (!out) return;
    this.leftSignal(out, userId);
    const other = out.players.find((p) => p.userId !== userId && !p.left);
    if (other && !(await this.present(other.userId, other.bmeventId))) {
      this.later(this.d.options.graceMs + OPPONENT_CHECK_MARGIN_MS, async () => {
        if (await this.present(other.userId, other.bmeventId)) await this.settle(matchId);
        else await this.forfeit(other.userId, matchId);
      });
      return;
    }
    await this.settle(matchId);
  }

  /** Whether the user still has a connection to versus or their match session (else: maybe gone). */
  private async present(userId: string, bmeventId: string | null): Promise<boolean> {
    if (!this.d.present) return true;
    // When presence cannot be counted (a process not answering), decide as if they were there.
    return this.d.present(userId, bmeventId).catch(() => true);
  }

  private leftSignal(match: MatchRow, userId: string) {
    const me = match.players.find((p) => p.userId === userId);
    if (me) this.d.announce?.(match.id, `${me.userName} left the match.`);
    for (const p of match.players) {
      if (p.userId === userId || p.left) continue;
      this.d.publish({
        type: 'opponent-left',
        userId: p.userId,
        signal: { matchId: match.id, userName: me?.userName ?? '' },
      });
    }
    this.d.publish({ type: 'state', userIds: match.players.map((p) => p.userId) });
  }

  /** Players who did not load in time forfeit (nobody has answered yet: the match is aborted). */
  async endOverdueLoads() {
    for (const id of await this.d.repo.overdueLoading(this.d.now())) {
      const match = await this.d.repo.find(id);
      for (const p of match?.players ?? []) if (!p.loaded) await this.forfeit(p.userId, id);
    }
  }

  /** The engine's sweep, right when the next shared deadline is due (the periodic sweep is the net). */
  private sweepAt(at: number) {
    this.later(Math.max(0, at - this.d.now().getTime()) + 5, () => this.d.sweep());
  }

  private later(ms: number, run: () => Promise<unknown>) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run().catch(this.d.onError);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  stop() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
