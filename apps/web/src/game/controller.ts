import type { EventName } from '@mnemoria/events';
import { type ClientBmevent, parseAnswer } from '@mnemoria/protocol';
import { io, type Socket } from 'socket.io-client';
import { ApiError } from '../api/http.ts';
import type { PlayableEvent } from '../events/types.ts';
import { loadSessionMedia, mediaLoad } from '../media/load-state.ts';
import { type AnswerAck, AnswerSender } from './answer-sender.ts';
import { answerJournal, errorText, type SessionReply, sessionApi, sessionMemory } from './api.ts';
import { remainingMs } from './clock.ts';
import { applyServerSession, gameStore } from './store.ts';

const NEXT_STAGE: Partial<Record<string, string>> = { cdm: 'mem', mem: 'cdr', cdr: 'rec', rec: 'res' };
const ACK_TIMEOUT_MS = 8000;
/** If the server's push is this late after a deadline, ask for the state (the socket may be down). */
const RESYNC_AFTER_MS = 3500;

export interface StartOptions {
  event: EventName;
  type: string;
  /** Practice query (`?amount=&memorize=&recall=`), passed through to init. */
  search: string;
  /** A reload of the page may show the finished result again; a fresh visit starts anew. */
  resumeFinished: boolean;
  /** The event's views, already downloaded by the route (they shape the blank answer). */
  views: PlayableEvent;
  /** The athlete chose to end the session already in progress and start this one. */
  discard?: boolean;
}

/** The started session that keeps a new one from starting (init's 409), to resume or discard. */
export interface RunningSession {
  id: string;
  name: EventName;
  mode: string;
  stage: string;
}

export type StartOutcome =
  | { ok: true }
  | { ok: false; error: string; status: number; running?: RunningSession };

/**
 * The client side of one session: loads or resumes it, keeps the /bmevent socket, sends the
 * player's commands (socket first, HTTP when it is down) and feeds every server update to the
 * store. Stage changes are always the server's; the client only asks for them.
 */
export class GameController {
  private socket: Socket | null = null;
  private sender: AnswerSender | null = null;
  private views: PlayableEvent;
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private pendingStage: string | null = null;
  private disposed = false;

  constructor(private readonly options: StartOptions) {
    this.views = options.views;
  }

  private get session(): ClientBmevent | null {
    return gameStore.get().session;
  }

  async start(): Promise<StartOutcome> {
    const { event, type, search, resumeFinished, discard } = this.options;
    gameStore.reset();
    let session: ClientBmevent | undefined;
    const storedId = sessionMemory.get(event, type);
    if (storedId) {
      const stored = await sessionApi.get(storedId).catch(() => null);
      const s = stored?.bmevent;
      if (s?.running && s.stage !== 'res') session = s;
      else if (s && s.stage === 'res' && !s.exited && resumeFinished) session = s;
    }
    if (!session) {
      try {
        session = (await sessionApi.init(event, type, withDiscard(search, discard))).bmevent;
      } catch (error) {
        sessionMemory.clear(event, type);
        const status = error instanceof ApiError ? error.status : 0;
        return {
          ok: false,
          status,
          error: errorText(error, 'The session did not start.'),
          running: error instanceof ApiError ? runningOf(error.body) : undefined,
        };
      }
    }
    if (!session || this.disposed) return { ok: false, status: 0, error: 'The session did not start.' };
    sessionMemory.set(event, type, session._id);
    this.adopt(session);
    this.connect(session._id);
    this.watchdog = setInterval(() => void this.resyncIfLate(), 1000);
    if (session.stage === 'init' || session.stage === 'load') void this.prepare(session);
    return { ok: true };
  }

  /** First sight of a session (new or resumed): the stored answer is the truth, and the items. */
  private adopt(session: ClientBmevent) {
    applyServerSession(session, Date.now());
    this.sender = new AnswerSender(
      {
        socket: (answer, seq) => this.emitAnswer(answer, seq),
        http: (answer, seq) => sessionApi.answer(session._id, answer, seq),
      },
      session.answerSeq,
    );
    // A reload mid-recall: the local journal may hold edits the server never received.
    const journaled = session.stage === 'rec' ? answerJournal.load(session._id) : null;
    const answer = this.answerFrom(journaled ? { ...session, answer: journaled } : session);
    gameStore.set({ answer, memItem: session.mem_main_item, recItem: session.rec_main_item });
    if (journaled && JSON.stringify(journaled) !== JSON.stringify(session.answer)) {
      if (parseAnswer(session.name, answer).success) {
        this.sender.push(answer);
        void this.sender.flush();
      }
    }
  }

  private answerFrom(session: ClientBmevent): unknown[] {
    const empty = this.views.emptyAnswer(session.data);
    if (!Array.isArray(session.answer)) return empty;
    return empty.map((blank, i) => (session.answer as unknown[])[i] ?? blank);
  }

  private connect(id: string) {
    const socket = io('/bmevent', {
      auth: { bmeventId: id },
      withCredentials: true,
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
    });
    socket.on('update', (payload: Partial<ClientBmevent>) => this.onServer(payload));
    socket.on('half-recall-time', (payload?: { deadline?: string }) => {
      gameStore.set({ flashAt: Date.now() });
      if (payload?.deadline) this.onServer({ deadline: payload.deadline });
    });
    socket.on('connect_error', (err) => console.error('[ERROR]: bmevent', err.message));
    this.socket = socket;
    // io() shares one Manager per origin, and the main socket created it with autoConnect off:
    // without this the session would silently run on HTTP fallbacks and miss every push.
    socket.connect();
  }

  /** Every session the server sends (push, ack or HTTP reply) goes through here. */
  private onServer(payload: Partial<ClientBmevent> | undefined) {
    if (!payload || this.disposed) return;
    const change = applyServerSession(payload, Date.now());
    if (!change) return;
    const session = this.session;
    if (!session) return;
    this.pendingStage = null;
    if (change.to === 'rec') gameStore.set({ answer: this.answerFrom(session), recItem: 0 });
    if (change.to === 'mem') gameStore.set({ memItem: 0 });
    if (change.to === 'res') {
      this.sender?.dispose();
      answerJournal.clear(session._id);
      gameStore.set({ answer: this.answerFrom(session) });
    }
  }

  /** Socket command with acknowledgement, else null so the caller uses HTTP. */
  private async emit(event: string, ...args: unknown[]): Promise<SessionReply | null> {
    if (!this.socket?.connected) return null;
    try {
      return (await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, ...args)) as SessionReply;
    } catch {
      return null;
    }
  }

  private emitAnswer(answer: unknown, seq: number): Promise<AnswerAck> | null {
    const id = this.session?._id;
    if (!id || !this.socket?.connected) return null;
    return this.emit('update', id, 'answer', answer, seq).then((r) => r ?? false);
  }

  private async command(socketArgs: [string, ...unknown[]], http: () => Promise<SessionReply>) {
    let reply = await this.emit(...socketArgs);
    if (!reply)
      reply = await http().catch((error: unknown) => ({
        success: false,
        error: errorText(error, 'The server did not answer.'),
      }));
    if (reply.bmevent) this.onServer(reply.bmevent);
    else if (!reply.success && reply.error) gameStore.set({ notice: reply.error });
    return reply;
  }

  /**
   * Load stage: prefetch the session's media into the data-URL cache with visible
   * progress, then tell the server. When items still fail after their retries the load screen
   * says which and offers Retry (`retryLoad`) or Exit; `ready` is only sent once all is cached.
   */
  private async prepare(session: ClientBmevent) {
    mediaLoad.reset();
    if (session.media.length > 0 && !(await loadSessionMedia(session))) return;
    mediaLoad.reset();
    if (this.disposed) return;
    await this.command(['ready', session._id], () => sessionApi.ready(session._id));
  }

  /** Retry on the load screen: only the missing items are fetched again. */
  retryLoad() {
    const session = this.session;
    if (session && (session.stage === 'init' || session.stage === 'load')) void this.prepare(session);
  }

  /** Done / Enter: ask the server for the next stage (recall: finish with the final answer). */
  async done() {
    const session = this.session;
    if (!session?.running) return;
    const next = NEXT_STAGE[session.stage];
    if (!next || this.pendingStage === next) return;
    this.pendingStage = next;
    if (next === 'res') return this.finish(session);
    const seq = this.sender?.nextSeq() ?? 0;
    await this.command(['update', session._id, 'stage', next, seq], () =>
      sessionApi.stage(session._id, next),
    );
  }

  private async finish(session: ClientBmevent) {
    const answer = gameStore.get().answer;
    await this.sender?.flush();
    await this.command(['finished', session._id], () => sessionApi.result(session._id, answer));
  }

  setAnswer(answer: unknown[]) {
    const session = this.session;
    if (session?.stage !== 'rec') return;
    gameStore.set({ answer });
    // Never send what the server would refuse; the views only produce valid entries anyway.
    if (parseAnswer(session.name, answer).success) {
      answerJournal.save(session._id, answer);
      this.sender?.push(answer);
    }
  }

  /** A view's own /bmevent message (Blocktris grid sync); dropped when the socket is down. */
  send = (event: string, ...args: unknown[]) => {
    if (this.socket?.connected) this.socket.emit(event, ...args);
  };

  /** The current memorize or recall item; told to the server for live viewers. */
  selectItem(index: number) {
    const session = this.session;
    if (!session) return;
    const field = session.stage === 'rec' ? 'rec_main_item' : 'mem_main_item';
    const key = session.stage === 'rec' ? 'recItem' : 'memItem';
    if (gameStore.get()[key] === index) return;
    gameStore.set({ [key]: index });
    if (this.socket?.connected)
      this.socket.emit('update', session._id, field, index, this.sender?.lastSeq ?? 0);
  }

  async exit() {
    const session = this.session;
    sessionMemory.clear(this.options.event, this.options.type);
    if (session) answerJournal.clear(session._id);
    if (!session?.running) return;
    this.sender?.dispose();
    await this.command(['exit', session._id], () => sessionApi.exit(session._id));
  }

  /** A push that is clearly overdue (socket down or a lost packet): fetch the state over HTTP. */
  private async resyncIfLate() {
    const { session, offset } = gameStore.get();
    if (!session?.running || session.stage === 'res' || !session.deadline) return;
    const left = remainingMs(session.deadline, offset, Date.now());
    const lag = session.stage === 'rec' ? 2000 : 0;
    if (left !== 0 || Date.now() + offset - Date.parse(session.deadline) < RESYNC_AFTER_MS + lag) return;
    const reply = await sessionApi.get(session._id).catch(() => null);
    if (reply?.bmevent) this.onServer(reply.bmevent);
  }

  dispose() {
    this.disposed = true;
    if (this.watchdog) clearInterval(this.watchdog);
    void this.sender?.flush();
    this.sender?.dispose();
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }
}

/** Adds `discard=true` to the practice query when the athlete chose to end the running session. */
function withDiscard(search: string, discard: boolean | undefined): string {
  if (!discard) return search;
  const params = new URLSearchParams(search);
  params.set('discard', 'true');
  return `?${params.toString()}`;
}

function runningOf(body: unknown): RunningSession | undefined {
  if (!body || typeof body !== 'object' || !('running' in body)) return undefined;
  const r = body.running as Partial<RunningSession> | null;
  if (!r || typeof r.id !== 'string' || typeof r.name !== 'string' || typeof r.mode !== 'string')
    return undefined;
  return { id: r.id, name: r.name as EventName, mode: r.mode, stage: String(r.stage ?? '') };
}
