import type { HalfRecallSignal, WatchBmevent } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { BmeventRow } from '../../../db/schema.ts';
import type { Rooms } from '../../../realtime/rooms/registry.ts';
import { RECALL_LAG_MS } from '../bmevent/stages.ts';
import type { ClientBmevent } from '../bmevent/view.ts';
import { DelayedRelay } from './delay.ts';

export type Watchable = { ok: true } | { ok: false; error: string };

export const NOT_LIVE = 'This session is not live.';
export const NOT_YET = 'You can watch your opponent once you have finished.';

/**
 * When the match's recall is over: both sessions of a match start recall at the same instant with
 * the same time, so this session's own scheduled end (before any halving) plus the answer lag is the
 * latest moment either player can still answer.
 */
export const recallOver = (row: Pick<BmeventRow, 'recStartedAt' | 'recTime'>) =>
  row.recStartedAt ? row.recStartedAt.getTime() + row.recTime * 1000 + RECALL_LAG_MS : 0;

/**
 * Viewers of a versus session. Fair play: a participant watching the opponent from a second
 * account must learn nothing in time. So viewers get every message `delayMs` late (a broadcast
 * delay, as chess TV does), and what could help a player still recalling — the opponent's typed
 * answers, their recall grid, their result with the answer key — never reaches viewers before the
 * match's recall is over: answers are not relayed during recall, recall stages reach viewers with no
 * answer, and the result waits for `recallOver`. Memorize shows what both players see anyway.
 */
export function createVersusWatch(app: FastifyInstance, rooms: Rooms, delayMs: number) {
  const relay = new DelayedRelay(
    (key, event, ...args) => rooms.emit('session-watch', key, event, ...args),
    delayMs,
  );
  app.addHook('preClose', async () => relay.stop());

  const project = (bmevent: ClientBmevent, userName: string): WatchBmevent => ({
    ...bmevent,
    ...(bmevent.stage === 'rec' ? { answer: null, answerSeq: 0 } : {}),
    viewer: true,
    userName,
    watchDelayMs: delayMs,
  });
  const holdUntil = (row: BmeventRow) => (row.stage === 'res' ? recallOver(row) : 0);

  return {
    project,
    /** Whether `viewerId` may watch this versus session now. */
    async watchable(row: BmeventRow, viewerId: string): Promise<Watchable> {
      const match = row.matchId ? await app.versus.repo.find(row.matchId) : undefined;
      if (!match || row.exited) return { ok: false, error: NOT_LIVE };
      const me = match.players.find((p) => p.userId === viewerId);
      if (me) {
        const mine = me.bmeventId === row.id ? row : await app.versus.repo.session(me.bmeventId ?? '');
        if (!mine || mine.running) return { ok: false, error: NOT_YET };
      }
      if (row.running || match.stage !== 'over') return { ok: true };
      // A finished player stays watchable while the other one still plays (after a forfeit).
      const sessions = await app.versus.repo.sessionsOf(match.id);
      return sessions.some((s) => s.running) ? { ok: true } : { ok: false, error: NOT_LIVE };
    },
    /** A stage change (or forfeit, or decision) of a versus session, for its viewers, late. */
    stage(bmevent: ClientBmevent, row: BmeventRow, userName: string) {
      if (row.exited && row.stage !== 'res') relay.send(row.id, 0, 'user-exited');
      else relay.send(row.id, holdUntil(row), 'update-stage', project(bmevent, userName));
    },
    /** The player left (forfeit): viewers go back to the Lives page. */
    exited(id: string) {
      relay.send(id, 0, 'user-exited');
    },
    /** The player's view moves, memorize grid and sounds; never the recall's answers. */
    relay(id: string, event: string, ...args: unknown[]) {
      if (event === 'tetris-update') return;
      if (event === 'update' && args[0] && typeof args[0] === 'object' && 'answer' in args[0]) return;
      relay.send(id, 0, event, ...args);
    },
    halfRecall(id: string, signal: HalfRecallSignal) {
      relay.send(id, 0, 'half-recall-time', signal);
    },
    /** A joining viewer's first state: the session as it is now, reaching them as late as the rest. */
    snapshot(row: BmeventRow, bmevent: ClientBmevent, userName: string, send: (b: WatchBmevent) => void) {
      const wait = relay.dueAt(row.id, holdUntil(row)) - Date.now();
      const first = project(bmevent, userName);
      setTimeout(() => send(first), Math.max(0, wait)).unref();
    },
  };
}
