import type { HalfRecallSignal, WatchBmevent } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { BmeventRow } from '../../../db/schema.ts';
import type { Rooms } from '../../../realtime/rooms/registry.ts';
import type { ClientBmevent } from '../bmevent/view.ts';
import { DelayedRelay } from './delay.ts';
import { recallOver, type VersusSchedule, VersusSchedules } from './versus-schedule.ts';

/** Stages in which a viewer's projection shows no answer and no recall view. */
const RECALLING: readonly string[] = ['cdr', 'rec'];
const HIDDEN_RECALL = {
  answer: null,
  answerSeq: 0,
  rec_main_item: 0,
  rec_blocks: [],
  card_index: 0,
} as const;

export type Watchable = { ok: true } | { ok: false; error: string };

export const NOT_LIVE = 'This session is not live.';
export const NOT_YET = 'You can watch your opponent once you have finished.';

/**
 * Viewers of a versus session. Fair play: a participant watching the opponent from a second
 * account must learn nothing in time. So viewers get every message `delayMs` late (a broadcast
 * delay, as chess TV does), and nothing of the recall reaches them before the match's recall is
 * over: the player's messages after memorize (typed answers, the item they look at, the sounds they
 * play, their Blocktris grid) are not relayed at all, recall stages reach viewers with no answer and
 * no recall view, and the result — every answer with the key — waits for `recallOver`. Memorize
 * shows what both players see anyway. The rules: docs/versus.md ("What viewers receive").
 */
export function createVersusWatch(app: FastifyInstance, rooms: Rooms, delayMs: number) {
  const relay = new DelayedRelay(
    (key, event, ...args) => rooms.emit('session-watch', key, event, ...args),
    delayMs,
  );
  app.addHook('preClose', async () => relay.stop());
  const schedules = new VersusSchedules((id) => app.bmevents.repo.find(id));

  const project = (bmevent: ClientBmevent, userName: string): WatchBmevent => ({
    ...bmevent,
    ...(RECALLING.includes(bmevent.stage) ? { ...HIDDEN_RECALL, rec_blocks: [] } : {}),
    viewer: true,
    userName,
    watchDelayMs: delayMs,
  });
  /** The player's own message: relayed (late) during memorize; from its end on, never before the result. */
  const forward = (id: string, schedule: VersusSchedule | undefined, event: string, args: unknown[]) => {
    if (schedule && Date.now() >= schedule.memEnds) return;
    relay.send(id, 0, event, ...args);
  };
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
      schedules.learn(row.id, row);
      if (row.exited && row.stage !== 'res') relay.send(row.id, 0, 'user-exited');
      else relay.send(row.id, holdUntil(row), 'update-stage', project(bmevent, userName));
    },
    /** The player left (forfeit): viewers go back to the Lives page. */
    exited(id: string) {
      relay.send(id, 0, 'user-exited');
    },
    /**
     * A message of the player's client (view moves, typed answers, sounds played, the Blocktris
     * grid): what it carries during the recall would let a viewer rebuild the player's answers, so
     * only memorize's messages reach viewers.
     */
    relay(id: string, event: string, ...args: unknown[]) {
      const schedule = schedules.of(id);
      if (schedule instanceof Promise)
        void schedule
          .then((s) => forward(id, s, event, args))
          .catch((err: unknown) => app.log.warn({ err }, 'versus viewer relay failed'));
      else forward(id, schedule, event, args);
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
