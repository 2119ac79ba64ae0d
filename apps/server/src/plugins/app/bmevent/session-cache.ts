import type { BmeventRow } from '../../../db/schema.ts';

/**
 * Enough for every session a busy process has running; the oldest go first past it. A row keeps
 * its content and latest answer (a few KB for the larger events), so this bounds the memory too.
 */
export const SESSION_CACHE_SIZE = 5_000;

/**
 * This process's copy of the running solo sessions it has touched, so a Done, a ready, an answer or
 * a result does not read the row first, and a move need not send the content back (it never
 * changes after the start). It is only a hint: a move made from it is a compare-and-set on exactly
 * the columns the move was computed from (repository `moveStage`'s `expect`), a result from it
 * lands only if the stored answer is still the cached one (its sequence number), and any other
 * outcome drops the entry and runs the step again from a fresh read. So a session moved by another
 * process, by a sweep or by hand is never written from stale state. Versus sessions are never kept:
 * one match clock moves both, from any process.
 */
export class SessionCache {
  private readonly rows = new Map<string, BmeventRow>();

  constructor(private readonly max = SESSION_CACHE_SIZE) {}

  get size(): number {
    return this.rows.size;
  }

  /**
   * The cached row of `id` when it is `userId`'s. Its answer is the latest this process stored, with
   * that answer's sequence number; another process may have stored a newer one since.
   */
  get(id: string, userId: string): BmeventRow | undefined {
    const row = this.rows.get(id);
    return row?.userId === userId ? row : undefined;
  }

  /** Keeps a running solo session's latest state; forgets anything else. */
  put(row: BmeventRow): void {
    this.rows.delete(row.id);
    if (!row.running || row.mode === 'versus') return;
    this.rows.set(row.id, row);
    if (this.rows.size > this.max) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
  }

  /**
   * An answer this process stored. Sequence numbers only grow, so the answer stored under a number
   * is the only one ever stored under it: the pair stays true of the row until the number changes.
   */
  answered(id: string, answer: unknown, seq: number): void {
    const row = this.rows.get(id);
    if (row && seq > row.answerSeq) this.rows.set(id, { ...row, answer, answerSeq: seq });
  }

  drop(id: string): void {
    this.rows.delete(id);
  }
}
