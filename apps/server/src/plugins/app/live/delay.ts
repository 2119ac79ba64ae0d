interface Queued {
  at: number;
  event: string;
  args: unknown[];
}

/**
 * The broadcast delay of versus viewers: each message for a session's viewers is emitted `delayMs`
 * after it was sent, or later when it must wait (`notBefore`: the recall's answers and the result
 * wait for the end of the match's recall), and never before an earlier message of the same session,
 * so viewers replay the match in order. One queue and one timer per watched session; the emit
 * itself is still one room broadcast, whatever the number of viewers.
 */
export class DelayedRelay {
  private readonly queues = new Map<string, { items: Queued[]; timer: NodeJS.Timeout | null }>();

  constructor(
    private readonly emit: (key: string, event: string, ...args: unknown[]) => void,
    readonly delayMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** When a message sent now with `notBefore` reaches viewers. */
  dueAt(key: string, notBefore = 0): number {
    const last = this.queues.get(key)?.items.at(-1)?.at ?? 0;
    return Math.max(this.now() + this.delayMs, notBefore, last);
  }

  send(key: string, notBefore: number, event: string, ...args: unknown[]) {
    const at = this.dueAt(key, notBefore);
    let queue = this.queues.get(key);
    if (!queue) {
      queue = { items: [], timer: null };
      this.queues.set(key, queue);
    }
    queue.items.push({ at, event, args });
    if (!queue.timer) this.arm(key);
  }

  private arm(key: string) {
    const queue = this.queues.get(key);
    const head = queue?.items[0];
    if (!queue || !head) {
      this.queues.delete(key);
      return;
    }
    queue.timer = setTimeout(() => this.flush(key), Math.max(0, head.at - this.now()));
    queue.timer.unref();
  }

  private flush(key: string) {
    const queue = this.queues.get(key);
    if (!queue) return;
    queue.timer = null;
    const now = this.now();
    while (queue.items[0] && queue.items[0].at <= now) {
      const item = queue.items.shift() as Queued;
      this.emit(key, item.event, ...item.args);
    }
    this.arm(key);
  }

  /** Drops what is still queued (shutdown). */
  stop() {
    for (const queue of this.queues.values()) if (queue.timer) clearTimeout(queue.timer);
    this.queues.clear();
  }
}
