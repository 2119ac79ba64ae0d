import type { Stage } from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { clockOffset } from './clock.ts';

/** Client state of one game instance (your own session, an opponent's, or a watched one). */
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
  /** Another page (tab) took this session over: this one shows so and may take it back. */
  heldElsewhere: boolean;
  /** An edit typed here reached the server after that, and was refused: the page says so. */
  unsaved: boolean;
  /**
   * Done, Enter or → → in memorize asked "Finish memorizing?", or Done in a versus recall asked
   * "Finish recall?": the dialog is open.
   */
  askFinish: boolean;
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
  heldElsewhere: false,
  unsaved: false,
  askFinish: false,
};

export interface GameStore {
  get(): GameState;
  set(patch: Partial<GameState>): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A store per game instance: one screen may hold two games (your board beside the opponent's
 * progress) and the viewer builds its own, so nothing here is module-wide.
 */
export function createGameStore(): GameStore {
  let state: GameState = INITIAL;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      notify();
    },
    reset() {
      state = INITIAL;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The game instance the views below it read (provided by the game screen, the viewer, …). */
export const GameStoreContext = createContext<GameStore | null>(null);

export function useGameStore(): GameStore {
  const store = useContext(GameStoreContext);
  if (!store) throw new Error('useGame outside a game store provider');
  return store;
}

/** Read a slice of the nearest game's state; re-renders only when that slice changes. */
export function useGame<T>(select: (s: GameState) => T): T {
  const store = useGameStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
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
  store: GameStore,
  incoming: Partial<ClientBmevent>,
  receivedAt: number,
): { from: Stage | null; to: Stage } | null {
  const current = store.get().session;
  if (!('_id' in incoming) || !incoming._id || !incoming.stage) {
    if (current) store.set({ session: { ...current, ...incoming } });
    return null;
  }
  const full = incoming as ClientBmevent;
  if (current && current._id === full._id) {
    const older = stageIndex(full.stage) < stageIndex(current.stage);
    if (older && full.running) return null;
  }
  store.set({ session: full, offset: clockOffset(full.serverNow, receivedAt) });
  const from = current && current._id === full._id ? current.stage : null;
  return from === full.stage ? null : { from, to: full.stage };
}
