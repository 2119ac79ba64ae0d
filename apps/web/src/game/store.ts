import type { Stage } from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import { useSyncExternalStore } from 'react';
import { clockOffset } from './clock.ts';

/** Client state of the running session; one session at a time, so one module-level store. */
export interface GameState {
  session: ClientBmevent | null;
  /** serverNow − Date.now() at the last full session received. */
  offset: number;
  /** The answer as typed (recall), always the whole array; sent whole to the server. */
  answer: unknown[];
  memItem: number;
  recItem: number;
  /** Local time of the last half-recall-time signal (the timer flashes red after it). */
  flashAt: number;
  /** A failed command (stage, finish, exit) to show; the session goes on. */
  notice: string | null;
  /** Set by Exit: the leave confirmation must not ask about a leave the athlete chose. */
  leaving: boolean;
}

const INITIAL: GameState = {
  session: null,
  offset: 0,
  answer: [],
  memItem: 0,
  recItem: 0,
  flashAt: 0,
  notice: null,
  leaving: false,
};

let state: GameState = INITIAL;
const listeners = new Set<() => void>();

export const gameStore = {
  get: () => state,
  set(patch: Partial<GameState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  reset() {
    state = INITIAL;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Read a slice of the game state; re-renders only when that slice changes. */
export function useGame<T>(select: (s: GameState) => T): T {
  return useSyncExternalStore(
    gameStore.subscribe,
    () => select(state),
    () => select(state),
  );
}

export const STAGE_ORDER: readonly Stage[] = ['init', 'load', 'cdm', 'mem', 'cdr', 'rec', 'res'];
export const stageIndex = (stage: Stage) => STAGE_ORDER.indexOf(stage);

/**
 * Merge a session pushed by the server. A whole session (stage change, reconnect, ack) replaces the
 * stored one unless it is older than what we have (a late ack after the next stage's push); single
 * view fields are merged. Returns the stage transition, if any, so the caller can react.
 */
export function applyServerSession(
  incoming: Partial<ClientBmevent>,
  receivedAt: number,
): { from: Stage | null; to: Stage } | null {
  const current = state.session;
  if (!('_id' in incoming) || !incoming._id || !incoming.stage) {
    if (current) gameStore.set({ session: { ...current, ...incoming } });
    return null;
  }
  const full = incoming as ClientBmevent;
  if (current && current._id === full._id) {
    const older = stageIndex(full.stage) < stageIndex(current.stage);
    if (older && full.running) return null;
  }
  gameStore.set({ session: full, offset: clockOffset(full.serverNow, receivedAt) });
  const from = current && current._id === full._id ? current.stage : null;
  return from === full.stage ? null : { from, to: full.stage };
}
