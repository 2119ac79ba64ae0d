/** How long view fields may wait in memory before they are written (at most one write per session). */
export const VIEW_FLUSH_MS = 1_000;

interface Pending {
  userId: string;
  fields: Record<string, unknown>;
  timer: NodeJS.Timeout;
}

/**
 * Live view state (current memorize/recall item, card index, blocks): the room gets each change at
 * once from the socket handler; the database only needs the latest value for a reloading viewer.
 * So changes are coalesced here and merged into the row at most once per `VIEW_FLUSH_MS` per
 * session, and at once on a stage change, a disconnect or shutdown.
 */
export class ViewBuffer {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly write: (userId: string, id: string, fields: Record<string, unknown>) => Promise<void>,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly delayMs = VIEW_FLUSH_MS,
  ) {}

  set(userId: string, id: string, field: string, value: unknown) {
    const entry = this.pending.get(id);
    if (entry) {
      entry.fields[field] = value;
      return;
    }
    const timer = setTimeout(() => void this.flush(id), this.delayMs);
    timer.unref();
    this.pending.set(id, { userId, fields: { [field]: value }, timer });
  }

  /** Fields not written yet, laid over a stored view so a read never goes back in time. */
  overlay(id: string, stored: Record<string, unknown>): Record<string, unknown> {
    const entry = this.pending.get(id);
    return entry ? { ...stored, ...entry.fields } : stored;
  }

  async flush(id: string): Promise<void> {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    try {
      await this.write(entry.userId, id, entry.fields);
    } catch (err) {
      this.onError(err);
    }
  }

  async flushAll(): Promise<void> {
    await Promise.all([...this.pending.keys()].map((id) => this.flush(id)));
  }
}
