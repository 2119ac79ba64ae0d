import type { Server } from 'socket.io';

/**
 * Every kind of room the server pushes to, in one place: which namespace it lives on, how its key
 * is built, who may join it in which role, and what a member gets on joining (its snapshot).
 * Domain code publishes domain events; the adapters in realtime/ project each event per role and
 * emit it here — they are the only code that names a socket.io room. With REDIS_URL set the
 * socket.io Redis adapter makes each room span every server process.
 */
export const ROOM_KINDS = {
  /** Every tab of one user (main channel). Member: the user. Snapshot: none. */
  user: { namespace: '/', key: (userId: string) => `user:${userId}` },
  /** A user's /versus connections. Member: the user. Snapshot: their VersusState. */
  'versus-user': { namespace: '/versus', key: (userId: string) => `vuser:${userId}` },
  /**
   * One session's player channel. Member: the session's owner (handshake `auth.bmeventId`, checked
   * against the signed-in user). Snapshot: the session as its player may see it now.
   */
  session: { namespace: '/bmevent', key: (bmeventId: string) => `bmevent:${bmeventId}` },
  /**
   * Read-only viewers of a session. Member: any signed-in user, for a live-shared session or the
   * opponent of a finished versus session. Snapshot: the session in the viewer projection.
   */
  'session-watch': { namespace: '/watch', key: (bmeventId: string) => `watch:${bmeventId}` },
  /** Both players of a match. Member: a player. Snapshot: the room in that player's projection. */
  match: { namespace: '/versus', key: (matchId: string) => `match:${matchId}` },
  /** Spectators of a versus match (lives list). Member: any signed-in user. Read-only. */
  'match-watch': { namespace: '/watch', key: (matchId: string) => `match-watch:${matchId}` },
  /**
   * Sockets showing a Lives list (the dashboard's badge, the Lives page): the lists' changes go
   * only to them, not to every connected player. Member: any signed-in user, joined by asking for
   * a list (`get-standard-lives`, `get-versus-lives`) and left with `leave-lives`. One room: key ''.
   */
  lives: { namespace: '/', key: () => 'lives' },
  /**
   * Viewers of an arena's page (main channel, joined with `arena-watch`). Member: any signed-in
   * user. Gets `arena-standings` on every change; a joined player counts as connected — pairable —
   * while they have a socket here.
   */
  arena: { namespace: '/', key: (id: string) => `arena:${id}` },
  /**
   * Viewers of a season's page (main channel, `season-watch`). Member: any signed-in user. Gets
   * `season-changed` when a match is counted in the season's tables.
   */
  season: { namespace: '/', key: (id: string) => `season:${id}` },
  /** A chat channel (global, a match's chat by match id). Member: any signed-in user. */
  chat: { namespace: '/chat', key: (room: string) => `chat:${room}` },
} as const;

export type RoomKind = keyof typeof ROOM_KINDS;

/** Servers without a cross-process adapter: their rooms have members in this process only. */
const processLocal = new WeakSet<Server>();
export function markProcessLocal(io: Server) {
  processLocal.add(io);
}

/** The only way new code emits to a room; the room kind decides namespace and key. */
export class Rooms {
  constructor(private readonly io: () => Server | undefined) {}

  /**
   * Whether an emit to the room may reach anyone. False only when no process but this one can have
   * members and this one has none: then the payload need not even be built (every stage move of an
   * unwatched session would otherwise be encoded for nobody).
   */
  reachable(kind: RoomKind, key: string): boolean {
    const io = this.io();
    if (!io) return false;
    if (!processLocal.has(io)) return true;
    return io.of(ROOM_KINDS[kind].namespace).adapter.rooms.has(Rooms.of(kind, key));
  }

  /** Socket.io's name of a room (what a socket joins). */
  static of(kind: RoomKind, key: string): string {
    return ROOM_KINDS[kind].key(key);
  }

  emit(kind: RoomKind, key: string, event: string, ...args: unknown[]) {
    const io = this.io();
    if (!io || !this.reachable(kind, key)) return;
    io.of(ROOM_KINDS[kind].namespace)
      .to(Rooms.of(kind, key))
      .emit(event, ...args);
  }

  /**
   * Emits and asks every member to acknowledge (the client's versus `update` handler does); the
   * answers are not needed, a member that does not answer within `timeoutMs` is simply skipped.
   */
  emitWithAck(kind: RoomKind, key: string, event: string, payload: unknown, timeoutMs: number) {
    const io = this.io();
    if (!io || !this.reachable(kind, key)) return;
    io.of(ROOM_KINDS[kind].namespace)
      .to(Rooms.of(kind, key))
      .timeout(timeoutMs)
      .emit(event, payload, () => {});
  }

  /** The users with a connection in a room, across every process (an arena's pairable players). */
  async userIds(kind: RoomKind, key: string): Promise<Set<string>> {
    const io = this.io();
    if (!io) return new Set();
    const sockets = await io.of(ROOM_KINDS[kind].namespace).in(Rooms.of(kind, key)).fetchSockets();
    return new Set(sockets.map((s) => (s.data as { user?: { id: string } }).user?.id ?? '').filter(Boolean));
  }

  /** How many connections are in a room, across every process (a presence check, not a hot path). */
  async size(kind: RoomKind, key: string): Promise<number> {
    const io = this.io();
    if (!io) return 0;
    const sockets = await io.of(ROOM_KINDS[kind].namespace).in(Rooms.of(kind, key)).fetchSockets();
    return sockets.length;
  }
}
