import type { BmeventRow } from '../../../db/schema.ts';
import type { BmeventPatch } from './statements.ts';

/** A stage move computed from a row this process holds (`guarded`: on the columns it used too). */
export interface KnownMove {
  known: BmeventRow;
  patch: BmeventPatch;
  guarded: boolean;
}

/** The columns a patch sets. */
export const patchKeys = (patch: BmeventPatch) =>
  Object.keys(patch).filter((k) => patch[k as keyof BmeventPatch] !== undefined);

/** How to write one item alone, and many of one shape in one statement. */
export interface GroupWrites<T, R> {
  one(item: T): Promise<R>;
  /** Items of one shape, at most one per row, in one statement: per item, in order, its outcome. */
  many(items: readonly T[]): Promise<R[]>;
  /** What makes two items the same statement (the columns set, a guard). */
  shapeOf(item: T): string;
  /** The row an item writes: a statement writes a row at most once. */
  rowOf(item: T): string;
}

interface Entry<T, R> {
  item: T;
  resolve(out: R): void;
  reject(err: unknown): void;
}

/** Large enough for a crowd's worth of writes at once, small enough to keep one statement short. */
export const MAX_GROUP = 200;

/**
 * Group commit for short writes of running sessions (stage moves, starts), as `AnswerBatcher` does
 * for answers. Under load a short statement's fixed costs (the round trip, the statement's start,
 * the commit) are most of what the server and the database spend on it. Here, per shape, whenever
 * no statement of that shape is in flight, ONE statement makes every write queued meanwhile, each
 * with the outcome it would have alone; a lone write goes out at once as the single-row statement.
 * A promise resolves only after its statement committed; when a grouped statement fails (nothing of
 * it is written), each of its writes is tried alone.
 */
export class GroupCommit<T, R> {
  private readonly queues = new Map<string, Entry<T, R>[]>();
  private readonly busy = new Set<string>();

  constructor(
    private readonly writes: GroupWrites<T, R>,
    private readonly max = MAX_GROUP,
  ) {}

  write(item: T): Promise<R> {
    const shape = this.writes.shapeOf(item);
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(shape);
      const entry = { item, resolve, reject };
      if (queue) queue.push(entry);
      else this.queues.set(shape, [entry]);
      this.kick(shape);
    });
  }

  private kick(shape: string) {
    const queue = this.queues.get(shape);
    if (this.busy.has(shape) || !queue) return;
    // A second write of one row waits for the next statement.
    const batch: Entry<T, R>[] = [];
    const rest: Entry<T, R>[] = [];
    const rows = new Set<string>();
    for (const e of queue) {
      const row = this.writes.rowOf(e.item);
      if (batch.length < this.max && !rows.has(row)) {
        rows.add(row);
        batch.push(e);
      } else rest.push(e);
    }
    if (rest.length > 0) this.queues.set(shape, rest);
    else this.queues.delete(shape);
    this.busy.add(shape);
    void this.flush(batch).finally(() => {
      this.busy.delete(shape);
      this.kick(shape);
    });
  }

  private async flush(batch: Entry<T, R>[]): Promise<void> {
    if (batch.length > 1) {
      let outs: R[];
      try {
        outs = await this.writes.many(batch.map((e) => e.item));
      } catch {
        for (const e of batch) await this.alone(e);
        return;
      }
      for (const [i, e] of batch.entries()) e.resolve(outs[i] as R);
      return;
    }
    for (const e of batch) await this.alone(e);
  }

  private async alone(e: Entry<T, R>): Promise<void> {
    try {
      e.resolve(await this.writes.one(e.item));
    } catch (err) {
      e.reject(err);
    }
  }
}
