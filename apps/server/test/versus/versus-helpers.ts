import type {
  ChallengeView,
  HalfRecallSignal,
  StartBmeventSignal,
  VersusAck,
  VersusState,
} from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { signup } from '../helpers.ts';

/** Short matches: a few seconds from countdown to result, with short grace periods. */
export const FAST_VERSUS = {
  format: () => ({ amount: 12, memorizeSeconds: 1, recallSeconds: 4 }),
  countdownSeconds: 1,
  graceMs: 400,
  choiceGraceMs: 200,
  loadTimeoutMs: 5_000,
  tickMs: 100,
};

export interface Player {
  userId: string;
  userName: string;
  cookie: string;
  versus: Socket;
  main: Socket;
  /** Every versus `update`, newest last. */
  states: VersusState[];
  /** Main-channel signals by name, newest last. */
  signals: Record<string, unknown[]>;
  emit(event: string, ...args: unknown[]): Promise<VersusAck>;
  state(): VersusState | undefined;
  close(): void;
}

async function connected(socket: Socket) {
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
}

/** A signed-up user with a /versus socket and a main-channel socket, recording what they receive. */
export async function joinVersus(app: FastifyInstance, url: string, sockets: Socket[], existing?: Player) {
  const who = existing ?? (await newUser(app));
  // forceNew: socket.io-client otherwise reuses one connection (and its cookie) per origin.
  const opts = {
    transports: ['websocket'],
    extraHeaders: { cookie: who.cookie },
    reconnection: false,
    forceNew: true,
  };
  const versus = connectSocket(`${url}/versus`, opts);
  const main = connectSocket(url, opts);
  sockets.push(versus, main);
  const states: VersusState[] = [];
  const signals: Record<string, unknown[]> = {};
  versus.on('update', (s: VersusState, ack?: (v: boolean) => void) => {
    states.push(s);
    ack?.(true);
  });
  for (const name of [
    'versusSearch',
    'bmevent',
    'start-bmevent',
    'bmevent-loaded',
    'opponent-left',
    'set-unready',
    'challenge',
  ]) {
    main.on(name, (payload: unknown) => {
      signals[name] ??= [];
      signals[name].push(payload);
    });
  }
  await Promise.all([connected(versus), connected(main)]);
  return {
    ...who,
    versus,
    main,
    states,
    signals,
    emit: (event: string, ...args: unknown[]) =>
      versus.timeout(5000).emitWithAck(event, ...args) as Promise<VersusAck>,
    state: () => states.at(-1),
    close() {
      versus.disconnect();
      main.disconnect();
    },
  } satisfies Player;
}

async function newUser(app: FastifyInstance) {
  const { account, cookie, user } = await signup(app);
  return { userId: user._id, userName: account.userName, cookie };
}

/** Polls until `pred` holds; the effects of an acknowledged request arrive asynchronously. */
export async function until<T>(
  what: string,
  get: () => T | undefined | false | Promise<T | undefined | false>,
) {
  for (let i = 0; i < 400; i++) {
    const v = await get();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/** Both search, get paired, pick `events`, get ready; returns each player's session id. */
export async function playToStart(app: FastifyInstance, a: Player, b: Player, events: [string, string]) {
  const sa = await a.emit('search', '1v1');
  const sb = await b.emit('search', '1v1');
  if (!sa.success || !sb.success) throw new Error(`search failed: ${JSON.stringify([sa, sb])}`);
  await app.versus.tick();
  await until('both in choice', () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice');
  await a.emit('choice', events[0]);
  await b.emit('choice', events[1]);
  await a.emit('set-ready', true);
  await b.emit('set-ready', true);
  const startA = (await until('start-bmevent A', () =>
    a.signals['start-bmevent']?.at(-1),
  )) as StartBmeventSignal;
  const startB = (await until('start-bmevent B', () =>
    b.signals['start-bmevent']?.at(-1),
  )) as StartBmeventSignal;
  return { idA: startA.bmeventId, idB: startB.bmeventId, event: startA.eventName, startA, startB };
}

/** A player's /bmevent socket, also recording `half-recall-time`. */
export async function game(url: string, sockets: Socket[], p: Player, id: string) {
  const socket = connectSocket(`${url}/bmevent`, {
    transports: ['websocket'],
    extraHeaders: { cookie: p.cookie },
    auth: { bmeventId: id },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const updates: Record<string, unknown>[] = [];
  const halves: HalfRecallSignal[] = [];
  socket.on('update', (u: Record<string, unknown>) => updates.push(u));
  socket.on('half-recall-time', (s: HalfRecallSignal) => halves.push(s));
  await connected(socket);
  const emit = (event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args);
  return { socket, updates, halves, emit };
}

/** Both players' game sockets, loaded: the shared countdown starts. */
export async function loadBoth(
  url: string,
  sockets: Socket[],
  a: Player,
  b: Player,
  ids: { idA: string; idB: string },
) {
  const ga = await game(url, sockets, a, ids.idA);
  const gb = await game(url, sockets, b, ids.idB);
  await a.emit('bmevent-loaded', ids.idA);
  // The other reports through the game's own `ready`, which versus sessions route to the match.
  await gb.emit('ready', ids.idB);
  return { ga, gb };
}

/** A JSON reply of the HTTP API: its status and body. */
export interface Reply {
  status: number;
  body: Record<string, unknown> & { success?: boolean; error?: string };
}

/**
 * The challenge endpoints over real HTTP against `url` (a listening process), as `p` — so a
 * two-process test can send on one process and answer on the other.
 */
export function challengeApi(url: string, p: Pick<Player, 'cookie'>) {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { cookie: p.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  };
  return {
    send: (body: unknown) => call('POST', '/versus/challenges', body),
    open: () => call('GET', '/versus/challenges'),
    get: (id: string) => call('GET', `/versus/challenges/${id}`),
    accept: (id: string) => call('POST', `/versus/challenges/${id}/accept`),
    decline: (id: string) => call('POST', `/versus/challenges/${id}/decline`),
    cancel: (id: string) => call('POST', `/versus/challenges/${id}/cancel`),
    profile: (userName: string) => call('GET', `/users/${encodeURIComponent(userName)}`),
  };
}

/** The challenges a player's tabs were told of (main channel `challenge`), newest last. */
export const challengeSignals = (p: Player) => (p.signals.challenge ?? []) as ChallengeView[];
