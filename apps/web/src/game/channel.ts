import type { ClientBmevent } from '@mnemoria/protocol';
import { io, type Socket } from 'socket.io-client';
import { serverUrl } from '../native/server-origin.ts';
import { type AnswerAck, isHeldElsewhere } from './answer-sender.ts';
import { errorText, refusal, type SessionReply, sessionApi } from './api.ts';
import { remainingMs } from './clock.ts';
import { PAGE_TAB } from './page-tab.ts';
import type { GameStore } from './store.ts';

const ACK_TIMEOUT_MS = 8000;
/** If the server's push is this late after a deadline, ask for the state (the socket may be down). */
const RESYNC_AFTER_MS = 3500;
/** Recall answers may arrive this much after the deadline, so its push comes later too. */
const RECALL_LAG_MS = 2000;

export interface ChannelHandlers {
  /** Any session the server sends: a push, an acknowledgement, an HTTP reply or a resync. */
  session(payload: Partial<ClientBmevent>): void;
  /** The opponent's recall ended: the server halved ours (the new deadline may come with it). */
  halfRecall(payload: { deadline?: string } | undefined): void;
  /** A command the server refused, said plainly; the session goes on. */
  refused(error: string): void;
  /** Another page (tab) took the session over: this one may no longer act on it. */
  held(): void;
}

/**
 * How a game talks to the server, apart from what it does: the /bmevent socket (pushes and
 * acknowledged commands), the HTTP twin of each command when the socket is down, and a watchdog
 * that fetches the state when a stage push is clearly overdue. Controllers only call `command`,
 * `answer` and `send`.
 */
export class SessionChannel {
  private socket: Socket | null = null;
  private watchdog: ReturnType<typeof setInterval> | null = null;
  private disposed = false;

  constructor(
    private readonly sessionId: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  open(store: GameStore) {
    const socket = io(serverUrl('/bmevent'), {
      auth: { bmeventId: this.sessionId, tab: PAGE_TAB },
      withCredentials: true,
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
    });
    socket.on('update', (payload: Partial<ClientBmevent>) => this.deliver(payload));
    socket.on('half-recall-time', (payload?: { deadline?: string }) => {
      if (!this.disposed) this.handlers.halfRecall(payload);
    });
    // Sent to every page of the session when one takes it over (and on connecting, when another holds it).
    socket.on('held', (payload?: { tab?: unknown }) => {
      if (!this.disposed && payload?.tab !== PAGE_TAB) this.handlers.held();
    });
    socket.on('connect_error', (err) => console.error('[ERROR]: bmevent', err.message));
    this.socket = socket;
    // io() shares one Manager per origin, and the main socket created it with autoConnect off:
    // without this the session would silently run on HTTP fallbacks and miss every push.
    socket.connect();
    this.watchdog = setInterval(() => void this.resyncIfLate(store), 1000);
  }

  get connected(): boolean {
    return Boolean(this.socket?.connected);
  }

  private deliver(payload: Partial<ClientBmevent> | undefined) {
    if (payload && !this.disposed) this.handlers.session(payload);
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

  /** A command: socket first, its HTTP twin when the socket is down or silent. */
  async command(socketArgs: [string, ...unknown[]], http: () => Promise<SessionReply>) {
    let reply = await this.emit(...socketArgs);
    if (!reply)
      reply = await http().catch(
        (error: unknown): SessionReply =>
          refusal(error) ?? { success: false, error: errorText(error, 'The server did not answer.') },
      );
    if (reply.bmevent) this.deliver(reply.bmevent);
    else if (reply.heldElsewhere && !this.disposed) this.handlers.held();
    else if (!reply.success && reply.error && !this.disposed) this.handlers.refused(reply.error);
    return reply;
  }

  /** An answer write over the socket; null when it is down (the sender then uses HTTP). */
  answer(answer: unknown, seq: number): Promise<AnswerAck> | null {
    if (!this.socket?.connected) return null;
    return this.emit('update', this.sessionId, 'answer', answer, seq).then((r) => this.noteHeld(r ?? false));
  }

  /** An answer refused because another page holds the session says so, whichever way it went. */
  noteHeld<T extends AnswerAck>(ack: T): T {
    if (isHeldElsewhere(ack) && !this.disposed) this.handlers.held();
    return ack;
  }

  /** A fire-and-forget message (view fields, Blocktris sync); dropped when the socket is down. */
  send(event: string, ...args: unknown[]) {
    if (this.socket?.connected) this.socket.emit(event, ...args);
  }

  /** A push that is clearly overdue (socket down or a lost packet): fetch the state over HTTP. */
  private async resyncIfLate(store: GameStore) {
    const { session, offset } = store.get();
    if (!session?.running || session.stage === 'res' || !session.deadline) return;
    const left = remainingMs(session.deadline, offset, Date.now());
    const lag = session.stage === 'rec' ? RECALL_LAG_MS : 0;
    if (left !== 0 || Date.now() + offset - Date.parse(session.deadline) < RESYNC_AFTER_MS + lag) return;
    await this.refresh();
  }

  /** Fetch the session over HTTP (resync, or a poll while waiting for a versus result). */
  async refresh() {
    const reply = await sessionApi.get(this.sessionId).catch(() => null);
    if (reply?.bmevent) this.deliver(reply.bmevent);
  }

  dispose() {
    this.disposed = true;
    if (this.watchdog) clearInterval(this.watchdog);
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
  }
}
