import type {
  BmeventLoadedSignal,
  OpponentLeftSignal,
  SetUnreadySignal,
  StartBmeventSignal,
  VersusAck,
  VersusMode,
  VersusState,
} from '@mnemoria/protocol';
import { io, type Socket } from 'socket.io-client';
import { getJson } from '../api/http.ts';
import { serverUrl } from '../native/server-origin.ts';
import { toast } from '../ui/toast/toast-store.ts';
import { mainSocket, SOCKET_OPTIONS } from './main-socket.ts';
import { setVersusSearching } from './versus-search.ts';

const ACK_TIMEOUT_MS = 8000;

/** What the versus screens render: the server's state (replaced whole on every update) and signals. */
export interface VersusClient {
  state: VersusState | null;
  /** The match session the server started for us (main channel `start-bmevent`). */
  start: StartBmeventSignal | null;
  /** Both players have loaded (main channel `bmevent-loaded` with `all`). */
  allLoaded: boolean;
  /** A request in flight (the buttons wait for its acknowledgement). */
  pending: boolean;
  /** The last refused request, said plainly. */
  error: string | null;
}

const INITIAL: VersusClient = { state: null, start: null, allLoaded: false, pending: false, error: null };

/**
 * The app-wide versus state: one per tab (a user plays one match at a time, and the nav, the
 * versus page and the match screen all read it), unlike the game stores, which are per game.
 */
let client: VersusClient = INITIAL;
const listeners = new Set<() => void>();

export const versusStore = {
  get: () => client,
  set(patch: Partial<VersusClient>) {
    client = { ...client, ...patch };
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The /versus namespace: created without connecting; the versus screens connect it. */
export const versusSocket: Socket = io(serverUrl('/versus'), SOCKET_OPTIONS);

function replaceState(state: VersusState) {
  setVersusSearching(state.stage === 'search');
  const current = versusStore.get();
  const sameMatch = state.room && current.start && state.room._id === current.start.matchId;
  versusStore.set({
    state,
    // A match that ended or was never ours: forget its start signal.
    start: sameMatch ? current.start : state.stage === 'match' ? current.start : null,
    allLoaded: sameMatch ? current.allLoaded : false,
  });
}

versusSocket.on('update', (state: VersusState, ack?: (ok: boolean) => void) => {
  replaceState(state);
  ack?.(true);
});
versusSocket.on('connect_error', (err) => console.error('versus socket error:', err.message));

mainSocket.on('start-bmevent', (signal: StartBmeventSignal) => {
  versusStore.set({ start: signal, allLoaded: false });
});
mainSocket.on('bmevent-loaded', (signal: BmeventLoadedSignal) => {
  const start = versusStore.get().start;
  if (signal.all && (!start || start.matchId === signal.matchId)) versusStore.set({ allLoaded: true });
});
mainSocket.on('opponent-left', (_signal: OpponentLeftSignal) => {
  toast({ title: 'Opponent left', variant: 'destructive' });
});
mainSocket.on('set-unready', (signal: SetUnreadySignal) => {
  toast({ title: 'Not ready', description: signal.reason, variant: 'destructive' });
});

/** An acknowledged /versus request; a success replaces the state, a refusal is kept to show. */
async function request(event: string, ...args: unknown[]): Promise<VersusAck> {
  versusStore.set({ pending: true, error: null });
  let ack: VersusAck;
  try {
    // A socket that is reconnecting (a dropped connection) buffers the request and sends it on
    // reconnecting, within the same timeout; only one we closed ourselves fails at once.
    if (!versusSocket.active) throw new Error('not connected');
    ack = (await versusSocket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...args)) as VersusAck;
  } catch {
    ack = { success: false, error: 'The versus server did not answer. Try again.' };
  }
  if (ack.success) replaceState(ack.state);
  versusStore.set({ pending: false, error: ack.success ? null : ack.error });
  return ack;
}

export const versus = {
  search: (mode: VersusMode = '1v1') => request('search', mode),
  cancel: (searchId: string) => request('cancel', searchId),
  choice: (event: string) => request('choice', event),
  ready: () => request('set-ready', true),
  loaded: (bmeventId: string) => request('bmevent-loaded', bmeventId),
  leave: () => request('leave'),
  rematch: (matchId: string) => request('rematch', matchId),
  clearError: () => versusStore.set({ error: null }),
};

/**
 * The socket stays up while any versus screen needs it. Screens hand it over to each other (the
 * versus page to the match screen) in one navigation, so the release waits a tick: a closed
 * /versus socket in the choice stage tells the opponent we left.
 */
let users = 0;
export function acquireVersusSocket() {
  users += 1;
  if (!versusSocket.connected) versusSocket.connect();
  // The socket's first update carries the state; the HTTP twin covers a slow or failing connect.
  if (!versusStore.get().state) {
    getJson<{ state: VersusState }>('/api/versus/state')
      .then((reply) => {
        if (!versusStore.get().state && reply.state) replaceState(reply.state);
      })
      .catch((error: unknown) => console.error('versus state failed', error));
  }
  let released = false;
  return (keepWhile: () => boolean) => {
    if (released) return;
    released = true;
    users -= 1;
    setTimeout(() => {
      if (users === 0 && !keepWhile()) disconnectVersus();
    }, 0);
  };
}

/** Continue on 'Are you leaving versus?', or Exit after a match: the state resets. */
export function disconnectVersus() {
  versusSocket.disconnect();
  setVersusSearching(false);
  versusStore.set({ ...INITIAL });
}
