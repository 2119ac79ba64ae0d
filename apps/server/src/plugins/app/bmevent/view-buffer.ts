/** How long view fields may wait in memory before they are written (at most one write per session). */
export const VIEW_FLUSH_MS = 1_000;

/** A memorize view change: [epoch ms on the server's clock when it arrived, item index]. */
export type MemView = [number, number];

/** How many memorize view changes one session keeps: far more than a real session makes. */
export const MEM_VIEWS_MAX = 5_000;

interface Pending {
  userId: string;
  fields: Record<string, unknown>;
  /** Memorize item changes since the last write, each timed when it arrived. */
  log: MemView[];
  timer: NodeJS.Timeout;
}

export type ViewWrite = (
  userId: string,
  id: string,
  fields: Record<string, unknown>,
  log: MemView[],
) => Promise<void>;

/**
 * Live view state (current memorize/recall item, card index, blocks): the room gets each change at
 * once from the socket handler; the database only needs the latest value for a reloading viewer.
 * So changes are coalesced here and merged into the row at most once per `VIEW_FLUSH_MS` per
 * session, and at once on a stage change, a disconnect or shutdown. Memorize item changes are also
 * logged with the moment they arrived, so history can say how long each item was on screen: the
 * log is written with the same statement.
 */
export class ViewBuffer {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly write: ViewWrite,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly delayMs = VIEW_FLUSH_MS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  set(userId: string, id: string, field: string, value: unknown) {
    // Only the memorize item is timed: recall moves say nothing about memorizing.
    const logged: MemView[] =
      field === 'mem_main_item' && typeof value === 'number' ? [[this.now().getTime(), value]] : [];
    const entry = this.pending.get(id);
    if (entry) {
      entry.fields[field] = value;
      if (entry.log.length < MEM_VIEWS_MAX) entry.log.push(...logged);
      return;
    }
    const timer = setTimeout(() => void this.flush(id), this.delayMs);
    timer.unref();
    this.pending.set(id, { userId, fields: { [field]: value }, log: logged, timer });
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
      await this.write(entry.userId, id, entry.fields, entry.log);
    } catch (err) {
      this.onError(err);
    }
  }

  async flushAll(): Promise<void> {
    await Promise.all([...this.pending.keys()].map((id) => this.flush(id)));
  }
}
