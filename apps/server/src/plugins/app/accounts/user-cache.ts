import type { UserRow } from '../../../db/schema.ts';
import { localDay } from '../bmevent/trials.ts';
import { toPublicUser } from './user-defaults.ts';
import type { Change } from './write-watch.ts';

const MAX_USERS = 10_000;
/** How often a write of one statement, outside a transaction, reaches `forget`: begun, then settled. */
const OWN_CHANGES = 2;

interface Entry {
  row: UserRow;
  /** `{"user":…}` as GET /api/user sends it, valid until `jsonUntil` (the user's next midnight). */
  json?: string;
  jsonUntil?: number;
}

/** Rows are shared by every request that reads them: freezing makes an accidental edit throw. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The first millisecond after `nowMs` at which the user's calendar day changes. */
export function nextLocalMidnight(timeZone: string, nowMs: number): number {
  const today = localDay(timeZone, new Date(nowMs));
  let lo = nowMs;
  let hi = nowMs + 27 * 3_600_000; // a calendar day lasts at most 25 hours
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDay(timeZone, new Date(mid)) === today) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * User rows in memory, kept exact rather than fresh-enough. Every write that may touch the users
 * table reaches `begun` before it runs and `settled` once it is committed (write-watch.ts watches
 * the pool, whatever module writes); writes in other processes arrive as `settled` through Redis.
 * A row read from the database is kept only when no write of that row was in flight or settled
 * while it was read, so a read racing a commit never stores the old row.
 */
export class UserCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by a change of every user (or a lost channel): any fill running meanwhile is dropped. */
  private epoch = 0;
  /** Changes per user id, counted only while a fill of that id runs (`filling`). */
  private readonly changesOf = new Map<string, number>();
  private readonly filling = new Map<string, number>();
  private pendingAll = 0;
  private readonly pendingIds = new Map<string, number>();
  /** False while changes from other processes might be missed (the Redis channel is down). */
  private online = true;

  constructor(private readonly max = MAX_USERS) {}

  get size() {
    return this.entries.size;
  }

  /** The cached row, or a fresh one from `load` (kept when nothing changed it meanwhile). */
  async row(id: string, load: (id: string) => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const hit = this.online ? this.entries.get(id) : undefined;
    if (hit) return hit.row;
    const epoch = this.epoch;
    const changes = this.changesOf.get(id) ?? 0;
    this.filling.set(id, (this.filling.get(id) ?? 0) + 1);
    let row: UserRow | undefined;
    try {
      row = await load(id);
    } finally {
      const n = (this.filling.get(id) ?? 1) - 1;
      if (n > 0) this.filling.set(id, n);
      else this.filling.delete(id);
    }
    // Only a change of this user (or of all users) during the read makes the row suspect; writes
    // to other users do not, so a busy server still fills its cache.
    const changed = epoch !== this.epoch || (this.changesOf.get(id) ?? 0) !== changes;
    if (!this.filling.has(id)) this.changesOf.delete(id);
    if (!row || !this.online || changed || this.pendingAll > 0 || this.pendingIds.has(id)) return row;
    this.keep(row);
    return row;
  }

  /**
   * Runs `write`, one statement outside a transaction that changes the users `ids` and returns
   * their rows as it left them, and keeps each returned row that nothing else changed meanwhile:
   * the only changes of that user seen while it ran are its own (announced once before it ran and
   * once after it committed), with no change of every user and no other write of the user in
   * flight. Spares the read that would otherwise refill the cache after writing a signed-in user.
   */
  async fillFrom(ids: readonly string[], write: () => Promise<UserRow[]>): Promise<UserRow[]> {
    const epoch = this.epoch;
    const before = new Map(ids.map((id) => [id, this.changesOf.get(id) ?? 0]));
    for (const id of before.keys()) this.filling.set(id, (this.filling.get(id) ?? 0) + 1);
    let rows: UserRow[];
    try {
      rows = await write();
    } finally {
      for (const id of before.keys()) {
        const n = (this.filling.get(id) ?? 1) - 1;
        if (n > 0) this.filling.set(id, n);
        else this.filling.delete(id);
      }
    }
    const quiet = epoch === this.epoch && this.online && this.pendingAll === 0;
    for (const row of rows) {
      const start = before.get(row.id);
      const own = start !== undefined && (this.changesOf.get(row.id) ?? 0) - start === OWN_CHANGES;
      if (quiet && own && !this.pendingIds.has(row.id)) this.keep(row);
    }
    for (const id of before.keys()) if (!this.filling.has(id)) this.changesOf.delete(id);
    return rows;
  }

  private keep(row: UserRow) {
    this.entries.delete(row.id);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(row.id, { row: deepFreeze(row) });
  }

  /** GET /api/user's body for a row this cache returned, serialised once per row and day. */
  publicJson(row: UserRow, nowMs = Date.now()): string {
    const entry = this.entries.get(row.id);
    const cached = entry?.row === row ? entry : undefined;
    if (cached?.json !== undefined && nowMs < (cached.jsonUntil ?? 0)) return cached.json;
    const json = JSON.stringify({ user: toPublicUser(row, new Date(nowMs)) });
    if (cached) {
      cached.json = json;
      cached.jsonUntil = nextLocalMidnight(row.timeZone, nowMs);
    }
    return json;
  }

  begun(change: Change) {
    if (change.allUsers) this.pendingAll++;
    for (const id of change.ids) this.pendingIds.set(id, (this.pendingIds.get(id) ?? 0) + 1);
    this.forget(change);
  }

  /** `changes` were each passed to `begun`; they are committed or rolled back now. */
  settledHere(changes: readonly Change[]) {
    for (const change of changes) {
      if (change.allUsers) this.pendingAll--;
      for (const id of change.ids) {
        const n = (this.pendingIds.get(id) ?? 1) - 1;
        if (n > 0) this.pendingIds.set(id, n);
        else this.pendingIds.delete(id);
      }
      this.forget(change);
    }
  }

  /** A change committed by another process. */
  forget(change: Change) {
    if (change.allUsers) {
      this.epoch++;
      this.entries.clear();
      return;
    }
    for (const id of change.ids) {
      this.entries.delete(id);
      if (this.filling.has(id)) this.changesOf.set(id, (this.changesOf.get(id) ?? 0) + 1);
    }
  }

  setOnline(online: boolean) {
    this.online = online;
    this.epoch++;
    this.entries.clear();
  }
}
