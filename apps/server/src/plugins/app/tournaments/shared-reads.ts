/**
 * Reads of one key shared by the callers that ask at once, without ever answering from a read that
 * started before the caller asked: a caller arriving while a read runs waits for the next one,
 * which starts when the running one ends and answers everyone who queued meanwhile. A thousand
 * players opening an arena's page at once cost two or three standings reads, not a thousand, and
 * none of them sees standings older than their request.
 */
export class SharedReads<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly queued = new Map<string, Promise<T>>();

  constructor(private readonly read: (key: string) => Promise<T>) {}

  get(key: string): Promise<T> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key);
    const next = running
      .catch(() => undefined)
      .then(() => {
        this.queued.delete(key);
        return this.start(key);
      });
    this.queued.set(key, next);
    return next;
  }

  private start(key: string): Promise<T> {
    const p = this.read(key);
    this.running.set(key, p);
    const clear = () => {
      if (this.running.get(key) === p) this.running.delete(key);
    };
    p.then(clear, clear);
    return p;
  }
}

/**
 * Reads of single items of a group (an arena's players by user id) made as one read per group for
 * all the items asked meanwhile, on the same terms as `SharedReads`: an item asked while its group's
 * read runs waits for the next read, which starts when the running one ends.
 */
export class BatchedReads<T> {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly queued = new Map<string, { items: Set<string>; read: Promise<Map<string, T>> }>();

  constructor(private readonly read: (group: string, items: string[]) => Promise<Map<string, T>>) {}

  async get(group: string, item: string): Promise<T | undefined> {
    let batch = this.queued.get(group);
    if (!batch) {
      const items = new Set<string>();
      const before = this.running.get(group) ?? Promise.resolve();
      const read = before
        .catch(() => undefined)
        .then(() => {
          this.queued.delete(group);
          const p = this.read(group, [...items]);
          this.running.set(group, p);
          const clear = () => {
            if (this.running.get(group) === p) this.running.delete(group);
          };
          p.then(clear, clear);
          return p;
        });
      batch = { items, read };
      this.queued.set(group, batch);
    }
    batch.items.add(item);
    return (await batch.read).get(item);
  }
}
