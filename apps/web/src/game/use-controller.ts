import { createContext, useContext, useEffect, useState } from 'react';
import { GameController, type RunningSession, type StartOptions, type StartOutcome } from './controller.ts';
import type { GameStore } from './store.ts';

/**
 * One controller per visit of /start. React's StrictMode mounts effects twice in development; the
 * controller is kept across that remount (same navigation key) so a session is never started twice.
 */
let live: { key: string; controller: GameController; outcome: Promise<StartOutcome>; users: number } | null =
  null;

function acquire(key: string, options: StartOptions, store: GameStore) {
  if (!live || live.key !== key) {
    live?.controller.dispose();
    const controller = new GameController(options, store);
    live = { key, controller, outcome: controller.start(), users: 0 };
  }
  live.users += 1;
  return live;
}

function release(key: string) {
  const current = live;
  if (!current || current.key !== key) return;
  current.users -= 1;
  // Deferred: a StrictMode remount acquires it again before this runs.
  setTimeout(() => {
    if (live === current && current.users === 0) {
      current.controller.dispose();
      live = null;
    }
  }, 0);
}

export type ControllerState =
  | { status: 'loading' }
  | { status: 'ready'; controller: GameController }
  | { status: 'error'; error: string; httpStatus: number; running?: RunningSession };

/** `store` is the game instance the screen provides; the controller writes the session into it. */
export function useGameController(key: string, options: StartOptions, store: GameStore): ControllerState {
  const [state, setState] = useState<ControllerState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per navigation key
  useEffect(() => {
    const entry = acquire(key, options, store);
    let active = true;
    void entry.outcome.then((outcome) => {
      if (!active) return;
      setState(
        outcome.ok
          ? { status: 'ready', controller: entry.controller }
          : { status: 'error', error: outcome.error, httpStatus: outcome.status, running: outcome.running },
      );
    });
    return () => {
      active = false;
      release(key);
    };
  }, [key]);
  return state;
}

export const GameContext = createContext<GameController | null>(null);

/** The player's commands when there is a player (null for a read-only viewer). */
export function useOptionalGameActions(): GameController | null {
  return useContext(GameContext);
}

/** The running session's commands (Done, Exit, answers, items) for any view of the game screen. */
export function useGameActions(): GameController {
  const controller = useContext(GameContext);
  if (!controller) throw new Error('useGameActions outside the game screen');
  return controller;
}
