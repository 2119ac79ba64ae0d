/**
 * A push that follows bursts of changes: `schedule()` runs `task` once, `delayMs` after the first
 * call of a burst. `stop()` cancels a run not yet started and waits for those under way, and none
 * starts after it: the pushes read the database, which closes right after.
 */
export class Debounced {
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly delayMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const run: Promise<void> = this.task()
        .catch(this.onError)
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }, this.delayMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all(this.running);
  }
}
