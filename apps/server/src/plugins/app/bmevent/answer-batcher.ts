/** One answer write as the engine validated it; `now` is the clock the deadline check uses. */
export interface AnswerWrite {
  userId: string;
  id: string;
  answer: unknown;
  seq: number;
  now: Date;
  /** The page sending it: refused unless it holds the session (bmevent/holder.ts). */
  tab?: string;
}

/**
 * What the database did with a write: `true` stored; a number: not written because a newer answer
 * of the same batch (that seq) was stored; `false`: refused, ask the row why.
 */
export type AnswerWritten = boolean | number;

/** The two writes the batcher needs: the single-row statement and the batch statement. */
export interface AnswerStore {
  saveAnswer(
    userId: string,
    id: string,
    answer: unknown,
    seq: number,
    now: Date,
    tab?: string,
  ): Promise<boolean>;
  /** Writes every entry that still qualifies in one statement; returns the rows it stored. */
  saveAnswers(writes: AnswerWrite[]): Promise<{ id: string; userId: string }[]>;
}

interface Entry extends AnswerWrite {
  resolve(out: AnswerWritten): void;
  reject(err: unknown): void;
  done: Promise<unknown>;
}

const keyOf = (w: { userId: string; id: string }) => `${w.userId}\n${w.id}`;

/** Large enough to absorb a flush's worth of 500 players, small enough to keep one statement short. */
export const MAX_BATCH = 500;

/**
 * Group commit for answer writes. On the embedded database every autocommit statement is a commit
 * on one single-threaded PostgreSQL, so one statement per answer saturates it long before 500
 * players. Here, whenever no flush is in flight, ONE statement writes everything queued; answers
 * that arrive meanwhile wait for the next one. Under light load a write goes out at once and alone
 * (the same single-row statement as without batching); under heavy load batches grow by themselves.
 * A promise resolves only after its statement has committed, so an ack still means stored.
 */
export class AnswerBatcher {
  private queue: Entry[] = [];
  private inFlight: Entry[] = [];
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly store: AnswerStore,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  /** Answers waiting for the next flush (not the one in flight). */
  get queued(): number {
    return this.queue.length;
  }

  write(w: AnswerWrite): Promise<AnswerWritten> {
    let resolve!: Entry['resolve'];
    let reject!: Entry['reject'];
    const promise = new Promise<AnswerWritten>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.queue.push({ ...w, resolve, reject, done: promise.catch(() => {}) });
    this.kick();
    return promise;
  }

  /** Resolves once every answer of session `id` queued or in flight now has been written or refused. */
  async settle(id: string): Promise<void> {
    const mine = [...this.inFlight, ...this.queue].filter((e) => e.id === id).map((e) => e.done);
    await Promise.all(mine);
  }

  /** Resolves once everything queued has been written (shutdown). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private kick() {
    if (this.flushing || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.inFlight = batch;
    this.flushing = this.flush(batch).finally(() => {
      this.inFlight = [];
      this.flushing = undefined;
      this.kick();
    });
  }

  private async flush(batch: Entry[]): Promise<void> {
    if (batch.length === 1) return this.alone(batch[0] as Entry);
    // An UPDATE … FROM changes a row once: only the highest seq of each session goes in.
    const winners = new Map<string, Entry>();
    for (const e of batch) {
      const key = keyOf(e);
      const best = winners.get(key);
      if (!best || e.seq > best.seq) winners.set(key, e);
    }
    let stored: Set<string>;
    try {
      const rows = await this.store.saveAnswers([...winners.values()]);
      stored = new Set(rows.map((r) => keyOf(r)));
    } catch {
      // One bad entry must not fail the others: each goes alone, as without batching.
      for (const e of batch) await this.alone(e);
      return;
    }
    const retry: Entry[] = [];
    for (const e of batch) {
      const winner = winners.get(keyOf(e)) as Entry;
      const won = stored.has(keyOf(winner));
      if (e === winner) e.resolve(won);
      // Overtaken by a newer answer from the same page. From another page it may not have been
      // allowed at all (only the holding page writes): that is for its own write to say.
      else if (won && winner.seq > e.seq && winner.tab === e.tab) e.resolve(winner.seq);
      // The winner was refused (late, stale, out of recall, another page's): this one is tried on
      // its own, with its own clock, so it gets exactly the answer it would have got without batching.
      else retry.push(e);
    }
    for (const e of retry) await this.alone(e);
  }

  private async alone(e: Entry): Promise<void> {
    try {
      e.resolve(await this.store.saveAnswer(e.userId, e.id, e.answer, e.seq, e.now, e.tab));
    } catch (err) {
      e.reject(err);
    }
  }
}
