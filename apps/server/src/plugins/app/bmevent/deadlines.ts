import type { BmeventRow } from '../../../db/schema.ts';
import { finalizeSession } from './finalize.ts';
import type { BmeventsRepository, ControlRow } from './repository.ts';
import { NEXT_ON_DEADLINE, nextPatch } from './stages.ts';

const SWEEP_BATCH = 50;
type Tx = Parameters<Parameters<BmeventsRepository['db']['transaction']>[0]>[0];

/**
 * Ends overdue stages. Deadlines live on the rows, so the sweep (each second, at start-up, and at a
 * session's due time by this process's own timer) also ends sessions of a restarted or vanished
 * process. Due sessions are claimed with SKIP LOCKED, so several processes sweeping at once never
 * handle one session twice. `moved` publishes each move as a player's move is.
 */
export class DeadlineSweeper {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Sweeps under way; `stop` waits for them, and none starts after it. */
  private readonly sweeps = new Set<Promise<number>>();
  private stopped = false;

  constructor(
    private readonly repo: BmeventsRepository,
    private readonly now: () => Date,
    private readonly onError: (err: unknown) => void,
    private readonly moved: (row: BmeventRow) => Promise<unknown>,
  ) {}

  /** Moves every session whose deadline (+ lag in recall) has passed; how many moved. */
  sweep(): Promise<number> {
    if (this.stopped) return Promise.resolve(0); // the database and Redis close right after a stop
    const run = this.rounds();
    this.sweeps.add(run);
    return run.finally(() => this.sweeps.delete(run));
  }

  /** This process's own timer for a session it moved: it sweeps right at the due time. */
  schedule(row: BmeventRow) {
    const old = this.timers.get(row.id);
    if (old) clearTimeout(old);
    this.timers.delete(row.id);
    if (!row.running || !row.dueAt || this.stopped) return;
    const wait = Math.max(0, row.dueAt.getTime() - this.now().getTime());
    const timer = setTimeout(() => {
      this.timers.delete(row.id);
      void this.sweep().catch(() => {});
    }, wait + 5);
    timer.unref();
    this.timers.set(row.id, timer);
  }

  async stop() {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.sweeps]);
  }

  private async rounds(): Promise<number> {
    let total = 0;
    for (let round = 0; round < 20; round++) {
      // Every due session moved in one transaction; only when one of them fails is the round run
      // again with a savepoint each, so one broken session cannot hold the others back.
      const { claimed, moved } = await this.round(false).catch((err: unknown) => {
        this.onError(err);
        return this.round(true);
      });
      for (const m of moved) await this.moved(m);
      total += moved.length;
      if (claimed < SWEEP_BATCH) break;
    }
    return total;
  }

  private round(savepoints: boolean) {
    return this.repo.db.transaction(async (tx) => {
      const now = this.now();
      const due = await this.repo.claimDue(now, tx, SWEEP_BATCH);
      const out: BmeventRow[] = [];
      for (const row of due) {
        const m = savepoints
          ? await tx
              .transaction((sp) => this.onDeadline(row, now, sp))
              .catch((err: unknown) => void this.onError(err))
          : await this.onDeadline(row, now, tx);
        if (m) out.push(m);
      }
      return { claimed: due.length, moved: out };
    });
  }

  private onDeadline(row: ControlRow, now: Date, tx: Tx): Promise<BmeventRow | undefined> {
    if (row.stage === 'rec') return finalizeSession(this.repo, row.id, now, { tx });
    const next = NEXT_ON_DEADLINE[row.stage];
    const patch = next ? nextPatch(row, next, 'timer', now) : undefined;
    return patch ? this.repo.moveStage(row.id, row.stage, patch, tx) : Promise.resolve(undefined);
  }
}
