import type { EventName } from '@mnemoria/events';
import { type ClientBmevent, parseAnswer } from '@mnemoria/protocol';
import { ApiError } from '../api/http.ts';
import type { PlayableEvent } from '../events/types.ts';
import { loadSessionMedia, mediaLoad } from '../media/load-state.ts';
import { AnswerSender, isHeldElsewhere } from './answer-sender.ts';
import {
  answerJournal,
  errorText,
  journalToResend,
  type SessionReply,
  sessionApi,
  sessionMemory,
} from './api.ts';
import { SessionChannel } from './channel.ts';
import { applyServerSession, createGameStore, type GameStore } from './store.ts';

const NEXT_STAGE: Partial<Record<string, string>> = { cdm: 'mem', mem: 'cdr', cdr: 'rec', rec: 'res' };

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
  /** A session the server already made (a versus match): loaded by id, never initialised. */
  sessionId?: string;
  /**
   * Runs once the media is cached, before the plain `ready` (a match reports `bmevent-loaded` so
   * both countdowns start together). True when it told the server; false falls back to `ready`.
   */
  onLoaded?(session: ClientBmevent): Promise<boolean>;
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
 * The client side of one session: loads or resumes it, sends the player's commands through its
 * channel (socket first, HTTP when it is down) and feeds every server update to its own store.
 * Stage changes are always the server's; the client only asks for them.
 */
export class GameController {
  private channel: SessionChannel | null = null;
  private sender: AnswerSender | null = null;
  private views: PlayableEvent;
  private pendingStage: string | null = null;
  private disposed = false;

  constructor(
    private readonly options: StartOptions,
    readonly store: GameStore = createGameStore(),
  ) {
    this.views = options.views;
  }

  private get session(): ClientBmevent | null {
    return this.store.get().session;
  }

  async start(): Promise<StartOutcome> {
    const { event, type, search, resumeFinished, discard } = this.options;
    this.store.reset();
    let session: ClientBmevent | undefined;
    const storedId = this.options.sessionId ?? sessionMemory.get(event, type);
    if (storedId) {
      // Opening a session takes it over from any other page of it (one page holds a session).
      const stored = await sessionApi.hold(storedId).catch(() => null);
      const s = stored?.bmevent;
      if (s?.running && s.stage !== 'res') session = s;
      else if (s && s.stage === 'res' && !s.exited && (resumeFinished || this.options.sessionId)) session = s;
      // A match session the match ended without a result (aborted, forfeit): its page says so.
      else if (s?.exited && this.options.sessionId) session = s;
    }
    if (!session && this.options.sessionId)
      return { ok: false, status: 404, error: 'This match is no longer running.' };
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
    const channel = new SessionChannel(session._id, {
      session: (payload) => this.onServer(payload),
      halfRecall: (payload) => {
        this.store.set({ flashAt: Date.now() });
        if (payload?.deadline) this.onServer({ deadline: payload.deadline });
      },
      refused: (error) => this.store.set({ notice: error }),
      held: () => {
        this.store.set({ heldElsewhere: true });
        // What the other page stores is the truth now: a reload here must not send this page's
        // copy over it (an edit refused meanwhile is named on screen instead).
        answerJournal.clear(session._id);
      },
    });
    this.channel = channel;
    this.adopt(session, channel);
    channel.open(this.store);
    if (session.running && (session.stage === 'init' || session.stage === 'load')) void this.prepare(session);
    return { ok: true };
  }

  /** First sight of a session (new, resumed or taken back): the stored answer is the truth, and the items. */
  private adopt(session: ClientBmevent, channel: SessionChannel) {
    applyServerSession(this.store, session, Date.now());
    this.sender?.dispose();
    this.sender = new AnswerSender(
      {
        socket: (answer, seq) => channel.answer(answer, seq),
        http: (answer, seq) =>
          sessionApi.answer(session._id, answer, seq).then((ack) => channel.noteHeld(ack)),
        lost: (_answer, ack) => {
          if (isHeldElsewhere(ack)) this.store.set({ unsaved: true });
        },
      },
      session.answerSeq,
    );
    // A reload mid-recall: the local journal may hold edits the server never received. Not when a
    // newer answer is stored than the page knew of (another tab's, or this tab was duplicated).
    const journaled =
      session.stage === 'rec' ? journalToResend(answerJournal.load(session._id), session.answerSeq) : null;
    const answer = this.answerFrom(journaled ? { ...session, answer: journaled } : session);
    this.store.set({ answer, memItem: session.mem_main_item, recItem: session.rec_main_item });
    if (journaled && JSON.stringify(journaled) !== JSON.stringify(session.answer)) {
      if (parseAnswer(session.name, answer).success) {
        this.sender.push(answer);
        void this.sender.flush();
      }
    }
  }

  /**
   * "Use it here" after another page took the session over: take it back and go on from what is
   * stored now (the other page's answers); the other page is told it no longer holds it.
   */
  async takeOver() {
    const session = this.session;
    const channel = this.channel;
    if (!session || !channel) return;
    const reply = await sessionApi.hold(session._id).catch((error: unknown) => ({
      success: false,
      error: errorText(error, 'The session could not be taken over.'),
      bmevent: undefined,
    }));
    if (this.disposed) return;
    if (!reply.bmevent) {
      this.store.set({ notice: reply.error ?? 'The session could not be taken over.' });
      return;
    }
    answerJournal.clear(session._id);
    this.store.set({ heldElsewhere: false, unsaved: false, notice: null });
    this.adopt(reply.bmevent, channel);
  }

  /** Whether this page may act on the session (no other page took it over). */
  private get holding(): boolean {
    return !this.store.get().heldElsewhere;
  }

  private answerFrom(session: ClientBmevent): unknown[] {
    const empty = this.views.emptyAnswer(session.data);
    if (!Array.isArray(session.answer)) return empty;
    return empty.map((blank, i) => (session.answer as unknown[])[i] ?? blank);
  }

  /** Every session the server sends (push, ack or HTTP reply) goes through here. */
  private onServer(payload: Partial<ClientBmevent>) {
    if (this.disposed) return;
    const change = applyServerSession(this.store, payload, Date.now());
    if (!change) return;
    const session = this.session;
    if (!session) return;
    this.pendingStage = null;
    // A question about the stage that ended (finish memorizing?) no longer applies.
    if (this.store.get().askFinish) this.store.set({ askFinish: false });
    if (change.to === 'rec') this.store.set({ answer: this.answerFrom(session), recItem: 0 });
    if (change.to === 'mem') this.store.set({ memItem: 0 });
    if (change.to === 'res') {
      this.sender?.dispose();
      answerJournal.clear(session._id);
      this.store.set({ answer: this.answerFrom(session) });
    }
  }

  private command(socketArgs: [string, ...unknown[]], http: () => Promise<SessionReply>) {
    if (!this.channel) return Promise.resolve({ success: false } as SessionReply);
    return this.channel.command(socketArgs, http);
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
    if (this.options.onLoaded && (await this.options.onLoaded(session))) return;
    if (this.disposed) return;
    await this.command(['ready', session._id], () => sessionApi.ready(session._id));
  }

  /** Retry on the load screen: only the missing items are fetched again. */
  retryLoad() {
    const session = this.session;
    if (session && (session.stage === 'init' || session.stage === 'load')) void this.prepare(session);
  }

  /**
   * Enter or → → in memorize: ending memorization cannot be undone, so a key asks first ("Finish
   * memorizing?", answered by `done` or `keepPlaying`). Elsewhere it is `done` itself.
   */
  askDone() {
    const session = this.session;
    if (!session?.running || !this.holding) return;
    // Versus: only the recall may end early, and it is asked about first (it cannot be undone and
    // halves the opponent's recall); keys never end a versus stage.
    if (session.mode === 'versus') {
      if (session.stage === 'rec') this.store.set({ askFinish: true });
      return;
    }
    if (session.stage === 'mem') this.store.set({ askFinish: true });
    else void this.done();
  }

  /** The finish question was answered no: the stage goes on. */
  keepPlaying() {
    this.store.set({ askFinish: false });
  }

  /** Done / Enter: ask the server for the next stage (recall: finish with the final answer). */
  async done() {
    if (this.store.get().askFinish) this.store.set({ askFinish: false });
    const session = this.session;
    if (!session?.running || !this.holding) return;
    // Versus participants cannot skip a countdown or end memorizing, the match clock is shared; they
    // may submit their recall early (the server then halves the opponent's remaining recall).
    if (session.mode === 'versus' && session.stage !== 'rec') return;
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
    const answer = this.store.get().answer;
    await this.sender?.flush();
    await this.command(['finished', session._id], () => sessionApi.result(session._id, answer));
  }

  setAnswer(answer: unknown[]) {
    const session = this.session;
    if (session?.stage !== 'rec' || !this.holding) return;
    this.store.set({ answer });
    // Never send what the server would refuse; the views only produce valid entries anyway.
    if (parseAnswer(session.name, answer).success) {
      answerJournal.save(session._id, answer, this.sender?.sentSeq ?? session.answerSeq);
      this.sender?.push(answer);
    }
  }

  /** A view's own /bmevent message (Blocktris grid sync); dropped when the socket is down. */
  send = (event: string, ...args: unknown[]) => {
    this.channel?.send(event, ...args);
  };

  /** The current memorize or recall item; told to the server for live viewers. */
  selectItem(index: number) {
    const session = this.session;
    if (!session) return;
    const field = session.stage === 'rec' ? 'rec_main_item' : 'mem_main_item';
    const key = session.stage === 'rec' ? 'recItem' : 'memItem';
    if (this.store.get()[key] === index) return;
    this.store.set({ [key]: index });
    this.channel?.send('update', session._id, field, index, this.sender?.lastSeq ?? 0);
  }

  /** Whether pushes arrive (the versus result poll runs only when they cannot). */
  get live(): boolean {
    return Boolean(this.channel?.connected);
  }

  /** Fetch the session now (the versus result poll, when its push is late). */
  refresh(): Promise<void> {
    return this.channel?.refresh() ?? Promise.resolve();
  }

  async exit() {
    const session = this.session;
    sessionMemory.clear(this.options.event, this.options.type);
    if (session) answerJournal.clear(session._id);
    if (!session?.running || !this.holding) return;
    this.sender?.dispose();
    await this.command(['exit', session._id], () => sessionApi.exit(session._id));
  }

  dispose() {
    this.disposed = true;
    // The remembered id only bridges a reload of /start (a reload never disposes). Leaving the screen
    // forgets it, so a later Start meets the running session on the server (Resume / Discard)
    // instead of silently reopening it with other settings. (A match is loaded by its id instead.)
    const { event, type, sessionId } = this.options;
    const id = this.session?._id;
    if (!sessionId && id && sessionMemory.get(event, type) === id) sessionMemory.clear(event, type);
    void this.sender?.flush();
    this.sender?.dispose();
    this.channel?.dispose();
    this.channel = null;
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
