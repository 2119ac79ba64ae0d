import type { ChallengeView } from '@mnemoria/protocol';
import { useSyncExternalStore } from 'react';
import { fetchOpenChallenges } from '../api/challenge-queries.ts';
import { mainSocket } from './main-socket.ts';

/**
 * The challenges this user sent or received, as the main channel announces them (`challenge`),
 * seeded with the open ones on every (re)connection. Each view keeps the offset of the server's
 * clock, so expiry is judged on the server's time, not the device's.
 */
export interface KnownChallenge {
  view: ChallengeView;
  /** Server time minus device time when the view arrived. */
  offsetMs: number;
}

let known: ReadonlyMap<string, KnownChallenge> = new Map();
const listeners = new Set<() => void>();
const acceptedListeners = new Set<(c: ChallengeView) => void>();

function put(views: ChallengeView[]) {
  const next = new Map(known);
  for (const view of views) next.set(view.id, { view, offsetMs: Date.parse(view.serverNow) - Date.now() });
  known = next;
  for (const l of listeners) l();
}

mainSocket.on('challenge', (view: ChallengeView) => {
  put([view]);
  if (view.status === 'accepted') for (const l of acceptedListeners) l(view);
});
mainSocket.on('connect', () => {
  fetchOpenChallenges()
    .then(put)
    .catch((err: unknown) => console.warn('[challenges]', err));
});

/** Milliseconds left before an open challenge expires, by the server's clock. */
export const msLeft = (c: KnownChallenge, now = Date.now()) =>
  Date.parse(c.view.expiresAt) - (now + c.offsetMs);

/** 'm:ss' of a countdown. */
export const clockText = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Called whenever one of this user's challenges is accepted (the shell opens Versus). */
export function onChallengeAccepted(listener: (c: ChallengeView) => void) {
  acceptedListeners.add(listener);
  return () => {
    acceptedListeners.delete(listener);
  };
}

/** The latest view of a challenge this tab has heard of (the challenge page follows it). */
export function rememberChallenge(view: ChallengeView) {
  if (known.get(view.id)?.view.status !== view.status) put([view]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useKnownChallenges(): ReadonlyMap<string, KnownChallenge> {
  return useSyncExternalStore(
    subscribe,
    () => known,
    () => known,
  );
}
