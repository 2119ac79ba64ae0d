import type { ControlRow } from './repository.ts';

/** Enough for every session a busy process has running; the oldest go first past it. */
export const SESSION_CACHE_SIZE = 20_000;

/**
 * This process's copy of the transition columns of the running solo sessions it has touched, so
 * a Done, a ready or an answer does not read the row first. It is only a hint: a move made from it
 * is a compare-and-set on exactly the columns the move was computed from (repository
 * `moveStage`'s `expect`), and any other outcome drops the entry and runs the move again from a
 * fresh read. So a session moved by another process, by a sweep or by hand is never written from
 * stale state. Versus sessions are never kept: one match clock moves both, from any process.
 */
export class SessionCache {
  private readonly rows = new Map<string, ControlRow>();

  constructor(private readonly max = SESSION_CACHE_SIZE) {}

  get size(): number {
    return this.rows.size;
  }

  /**
   * The cached row of `id` when it is `userId`'s. Its `answerSeq` may be behind (answers do not
   * update it): a move never depends on it, and a final answer reads the row.
   */
  get(id: string, userId: string): ControlRow | undefined {
    const row = this.rows.get(id);
    return row?.userId === userId ? row : undefined;
  }

  /** Keeps a running solo session's latest state; forgets anything else. */
  put(row: ControlRow): void {
    this.rows.delete(row.id);
    if (!row.running || row.mode === 'versus') return;
    this.rows.set(row.id, {
      id: row.id,
      userId: row.userId,
      name: row.name,
      mode: row.mode,
      stage: row.stage,
      running: row.running,
      deadline: row.deadline,
      memTime: row.memTime,
      recTime: row.recTime,
      cdrTime: row.cdrTime,
      answerSeq: row.answerSeq,
    });
    if (this.rows.size > this.max) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
  }

  drop(id: string): void {
    this.rows.delete(id);
  }
}
