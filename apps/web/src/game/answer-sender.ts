/** The whole answer goes out at most this long after an edit, so a lost tab loses little. */
export const ANSWER_DEBOUNCE_MS = 300;

/**
 * The server's acknowledgement of an answer write: `stored: true` when this answer is stored;
 * `stored: false` (still a success) when a newer one (`answerSeq`) already is. A plain boolean is
 * a transport that only knows success.
 */
export type AnswerAck = boolean | AnswerReply;
/** The server's answer to a write: an acknowledgement, or a refusal with its reason. */
export interface AnswerReply {
  success?: boolean;
  stored?: boolean;
  answerSeq?: number;
  error?: string;
  /** Refused because another page (tab) holds the session. */
  heldElsewhere?: boolean;
}

export interface AnswerTransport {
  /** Socket when connected: resolves with the server's acknowledgement. */
  socket(answer: unknown, seq: number): Promise<AnswerAck> | null;
  /** HTTP fallback (PUT /api/bmevent/answer). */
  http(answer: unknown, seq: number): Promise<AnswerAck>;
  /** Neither way stored this answer; `ack` is the last refusal (false when nothing answered). */
  lost?(answer: unknown, ack: AnswerAck): void;
}

/**
 * Sends the whole answer, debounced, with a strictly increasing sequence number so the server keeps
 * only the newest write even when a socket write and an HTTP fallback cross. The sequence starts
 * after the stored `answerSeq`, so a reloaded page continues it instead of being ignored.
 */
export class AnswerSender {
  private seq: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: { answer: unknown } | null = null;
  private inFlight: Promise<boolean> = Promise.resolve(true);
  /** The sequence number of the last answer sent (the stored one's before any). */
  private sent: number;

  constructor(
    private readonly transport: AnswerTransport,
    storedSeq: number,
    private readonly delay = ANSWER_DEBOUNCE_MS,
  ) {
    this.seq = storedSeq;
    this.sent = storedSeq;
  }

  /** The next sequence number (also used for view-field updates, which share the counter). */
  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  get lastSeq(): number {
    return this.seq;
  }

  /**
   * The newest answer this page has sent or was given: a stored answer with a higher number came
   * from another page. (Stage moves take numbers too, so `lastSeq` can be higher.)
   */
  get sentSeq(): number {
    return this.sent;
  }

  /** An edit: remember the newest answer and send it once typing pauses. */
  push(answer: unknown): void {
    this.pending = { answer };
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delay);
  }

  get dirty(): boolean {
    return this.pending !== null;
  }

  /** Send what is pending now (before Done) and wait for it and any write still in flight. */
  async flush(): Promise<boolean> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    this.pending = null;
    if (!pending) return this.inFlight;
    const seq = this.nextSeq();
    this.sent = seq;
    const send = async () => {
      const viaSocket = this.transport.socket(pending.answer, seq);
      const socketAck = viaSocket ? await viaSocket.catch(() => false) : false;
      if (this.accepted(socketAck, seq)) return true;
      // Another page holds the session: HTTP would be refused the same way.
      const ack = isHeldElsewhere(socketAck)
        ? socketAck
        : await this.transport.http(pending.answer, seq).catch(() => false);
      if (this.accepted(ack, seq)) return true;
      this.transport.lost?.(pending.answer, ack);
      return false;
    };
    this.inFlight = this.inFlight.then(send, send);
    return this.inFlight;
  }

  /**
   * A stale-seq ack is not an error: a newer answer is already stored (another tab, or a write
   * that crossed this one). Our counter jumps past it so the next edit is not refused as stale.
   */
  private accepted(ack: AnswerAck, seq: number): boolean {
    if (typeof ack === 'boolean') return ack;
    if (!ack.success) return false;
    if (ack.stored === false && typeof ack.answerSeq === 'number' && ack.answerSeq >= seq) {
      this.seq = Math.max(this.seq, ack.answerSeq);
    }
    return true;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

export const isHeldElsewhere = (ack: AnswerAck | null | undefined): boolean =>
  typeof ack === 'object' && ack !== null && ack.heldElsewhere === true;
