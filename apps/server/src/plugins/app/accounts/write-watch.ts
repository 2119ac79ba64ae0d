import type pg from 'pg';

/**
 * Which cached rows a statement may change: `ids` of user rows, `allUsers` when it cannot tell
 * which rows, `sessions` when sign-in sessions (or users, whose sessions go with them) change.
 */
export interface Change {
  ids: Set<string>;
  allUsers: boolean;
  sessions: boolean;
}

const WRITE_OF = (table: string) =>
  new RegExp(
    `\\b(?:update\\s+(?:only\\s+)?|insert\\s+into\\s+|delete\\s+from\\s+(?:only\\s+)?|truncate\\s+(?:table\\s+)?(?:only\\s+)?|merge\\s+into\\s+)(?:"?public"?\\.)?"?${table}"?(?![\\w"])`,
    'i',
  );
const USERS_WRITE = WRITE_OF('users');
const SESSIONS_WRITE = WRITE_OF('auth_sessions');
const PLAIN_INSERT = /^\s*insert\s+into\s+"users"\s*\(/i;
/** drizzle's `update(users).set(…).where(eq(users.id, $n))`: exactly one row, known by its id. */
const UPDATE_BY_ID =
  /^\s*update\s+"users"\s+set\s[\s\S]*\swhere\s+"users"\."id"\s*=\s*\$(\d+)(?:\s+returning\s[\s\S]*)?$/i;
/**
 * A grouped update of users, one row per object of a JSON parameter: exactly
 * `update "users" set … from jsonb_to_recordset($n::jsonb) as v("id" text, …) where "users"."id" = v."id"`
 * (and maybe `returning …`), its SET reading no other table. The ids are the `id`s of that parameter.
 */
const UPDATE_BY_JSON_IDS =
  /^\s*update\s+"users"\s+set\s([\s\S]*)\sfrom\s+jsonb_to_recordset\(\$(\d+)::jsonb\)\s+as\s+v\("id"\s+text(?:\s*,\s*"\w+"\s+\w+)*\)\s+where\s+"users"\."id"\s*=\s*v\."id"(?:\s+returning\s[\s\S]*)?$/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const END = /^\s*(?:commit|end|abort|rollback(?!\s+to\b))\b/i;

/**
 * What a statement may change in the cached tables, or undefined for most statements (reads,
 * other tables). Recognises only drizzle's update-by-id precisely; anything else that writes the
 * users table counts as changing every user, so a statement written later, in any module, can
 * make the caches do more work but never serve a stale row. The one blind spot: a trigger or SQL
 * function that writes users from a statement on another table (none exists; add its table here).
 */
export function changeOf(text: string, values: readonly unknown[] | undefined): Change | undefined {
  if (!text.includes('users') && !text.includes('auth_sessions')) return undefined;
  const users = USERS_WRITE.test(text);
  const sessions = SESSIONS_WRITE.test(text);
  if (!users && !sessions) return undefined;
  // Deleting a user deletes their sign-in sessions with them.
  const change: Change = {
    ids: new Set(),
    allUsers: false,
    sessions: sessions || /\b(?:delete|truncate)\s/i.test(text),
  };
  // A new user is in no cache yet (unless the insert updates an existing row on conflict).
  if (!users || (PLAIN_INSERT.test(text) && !/\bon\s+conflict\b/i.test(text))) return change;
  const ids = idsOfGroupedUpdate(text, values);
  if (ids) {
    for (const id of ids) change.ids.add(id);
    return change;
  }
  const byId = UPDATE_BY_ID.exec(text);
  // `update … from` or a CTE may reach other rows than the one named by id.
  const id = byId && !/\b(?:with|from)\s/i.test(text) ? values?.[Number(byId[1]) - 1] : undefined;
  if (typeof id === 'string') change.ids.add(id);
  else change.allUsers = true;
  return change;
}

/** The ids a grouped update by JSON (`UPDATE_BY_JSON_IDS`) names, or undefined if it is not one. */
function idsOfGroupedUpdate(text: string, values: readonly unknown[] | undefined): string[] | undefined {
  const m = UPDATE_BY_JSON_IDS.exec(text);
  if (!m || /\b(?:with|from|select)\s/i.test(m[1] ?? '')) return undefined;
  const param = values?.[Number(m[2]) - 1];
  let rows: unknown;
  try {
    rows = typeof param === 'string' ? JSON.parse(param) : undefined;
  } catch {
    return undefined;
  }
  if (!Array.isArray(rows)) return undefined;
  const ids = rows.map((r) => (r && typeof r === 'object' ? (r as { id?: unknown }).id : undefined));
  return ids.every((id): id is string => typeof id === 'string') ? ids : undefined;
}

/** One change covering all of `changes`. */
export function merged(changes: readonly Change[]): Change {
  const out: Change = { ids: new Set(), allUsers: false, sessions: false };
  for (const c of changes) {
    for (const id of c.ids) out.ids.add(id);
    out.allUsers ||= c.allUsers;
    out.sessions ||= c.sessions;
  }
  return out;
}

export interface WriteListener {
  /** A statement that may change cached rows is about to run: stop filling caches. */
  begun(change: Change): void;
  /** Those changes (each passed to `begun` once) are committed or rolled back. */
  settled(changes: Change[]): Promise<void>;
}

interface ClientState {
  inTx: boolean;
  pending: Change[];
}

type Query = (...args: unknown[]) => unknown;

/**
 * Watches every statement the pool runs, whatever module sent it, so every write to the users
 * and sessions tables reaches the caches: outside a transaction when the statement ends, inside
 * one when it commits or rolls back. The write's own promise resolves only after `settled`
 * (which also publishes to other processes), so a reply sent after a write never precedes the
 * invalidation it caused.
 */
export function watchWrites(pool: pg.Pool, listener: WriteListener) {
  const states = new WeakMap<pg.PoolClient, ClientState>();
  const settle = async (state: ClientState) => {
    const changes = state.pending;
    if (changes.length === 0) return;
    state.pending = [];
    await listener.settled(changes);
  };
  const wrap = (client: pg.PoolClient) => {
    if (states.has(client)) return;
    const state: ClientState = { inTx: false, pending: [] };
    states.set(client, state);
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const config = args[0] as string | { text?: string; values?: unknown[] } | undefined;
      const text = typeof config === 'string' ? config : config?.text;
      if (typeof text !== 'string') return query(...args);
      const values = Array.isArray(args[1])
        ? args[1]
        : typeof config === 'object'
          ? config.values
          : undefined;
      const change = changeOf(text, values);
      const begins = BEGIN.test(text);
      const ends = !begins && END.test(text);
      if (!change && !begins && !ends) return query(...args);
      if (change) {
        listener.begun(change);
        state.pending.push(change);
      }
      if (begins) state.inTx = true;
      const after = async () => {
        if (ends) state.inTx = false;
        if (!state.inTx) await settle(state);
      };
      const cbIndex = args.findIndex((a) => typeof a === 'function');
      if (cbIndex >= 0) {
        const cb = args[cbIndex] as (err: unknown, res: unknown) => void;
        const copy = [...args];
        copy[cbIndex] = (err: unknown, res: unknown) => void after().finally(() => cb(err, res));
        return query(...copy);
      }
      const result = query(...args) as Promise<unknown> | undefined;
      if (typeof result?.then !== 'function') {
        // A submittable (cursor) has no promise to wait on: settle now rather than never.
        void after();
        return result;
      }
      return result.then(
        async (res) => {
          await after();
          return res;
        },
        async (err) => {
          await after();
          throw err;
        },
      );
    };
  };
  pool.on('acquire', wrap);
  // A client handed back mid-transaction (its connection broke) still settles what it changed.
  pool.on('release', (_err, client) => {
    const state = states.get(client);
    if (state && state.pending.length > 0) {
      state.inTx = false;
      void settle(state);
    }
  });
}
