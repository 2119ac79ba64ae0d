import { randomUUID } from 'node:crypto';
import { type EventName, eventByName } from '@mnemoria/events';
import type { ChallengeBody, ChallengeView, PushMessage } from '@mnemoria/protocol';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { ChallengeRow, MatchRow } from '../../../db/schema.ts';
import type { ChallengeStore } from './challenge-store.ts';
import type { VersusDeps } from './deps.ts';
import { insertLockedMatch, lockedPlayer, matchOpened } from './open-match.ts';
import type { VersusService } from './service.ts';
import { trialsLeftOf, trialsOf } from './state.ts';

export interface ChallengeDeps {
  store: ChallengeStore;
  /** Whether the user has any connection (main channel or /versus), in any process. */
  connected(userId: string): Promise<boolean>;
  /** Tells every tab of the user (main channel `challenge`). */
  emit(userId: string, view: ChallengeView): void;
  notify(userId: string, message: PushMessage): void;
  /** Seconds the user must wait before sending another challenge (0: may send now). */
  wait(userId: string): Promise<number>;
  ttlMs: number;
}

export type ChallengeReply =
  | { ok: true; challenge: ChallengeView }
  | { ok: false; status: 400 | 403 | 404 | 409 | 429; error: string };

const refuse = (status: 400 | 403 | 404 | 409 | 429, error: string): ChallengeReply => ({
  ok: false,
  status,
  error,
});

/** How long after an accept the players' Versus connections are first checked. */
const PAGE_CHANGE_MS = 10_000;

const displayName = (event: string) => eventByName(event as EventName).displayName;

/**
 * Direct challenges: one user names another, an event and whether it is rated; the other accepts
 * (a match opens between them at once, through the same path as a rematch) or declines, or it
 * expires. The row in `challenges` is the truth, so every process sees the same challenge; a
 * unique index keeps one open challenge per pair, and `match_seats` one open match per player.
 */
export class Challenges {
  constructor(
    private readonly d: VersusDeps,
    private readonly service: VersusService,
    private readonly c: ChallengeDeps,
  ) {}

  async send(fromId: string, body: ChallengeBody): Promise<ChallengeReply> {
    const from = await this.d.findUser(fromId);
    if (!from) return refuse(403, 'You are not signed in.');
    const to = await this.d.repo.userByName(body.userName);
    if (!to) return refuse(404, 'No such user.');
    if (to.id === fromId) return refuse(400, 'You cannot challenge yourself.');
    const wait = await this.c.wait(fromId);
    if (wait > 0) return refuse(429, `Too many challenges: try again in ${wait} s.`);
    if (trialsLeftOf(trialsOf(from, this.d.now())) <= 0)
      return refuse(
        403,
        'You have no free versus trial left today. Upgrade to premium for unlimited trials.',
      );
    if (await this.d.repo.seatOf(fromId)) return refuse(409, 'You are already in a match.');
    if (await this.d.repo.seatOf(to.id)) return refuse(409, `${to.userName} is playing a match now.`);
    const now = this.d.now();
    let row: ChallengeRow;
    try {
      row = await this.d.repo.db.transaction(async (tx) => {
        await this.c.store.expirePair(fromId, to.id, now, tx);
        return this.c.store.insert(
          {
            id: randomUUID(),
            fromUser: fromId,
            toUser: to.id,
            event: body.event,
            rated: body.rated,
            status: 'open',
            expiresAt: new Date(now.getTime() + this.c.ttlMs),
          },
          tx,
        );
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return refuse(409, `There is already an open challenge between you and ${to.userName}.`);
    }
    const views = await this.announce(row);
    // Not on the site: the challenge reaches the phone.
    if (!(await this.c.connected(to.id)))
      this.c.notify(to.id, {
        title: 'Versus challenge',
        body: `${from.userName} challenges you to ${displayName(row.event)} (${row.rated ? 'rated' : 'unrated'}).`,
        url: `/app/challenge/${row.id}`,
      });
    return { ok: true, challenge: views.from };
  }

  /** A challenge one of its two users may see, as that user sees it. */
  async get(userId: string, id: string): Promise<ChallengeReply> {
    const row = await this.c.store.find(id);
    if (!row || (row.fromUser !== userId && row.toUser !== userId)) return refuse(404, 'No such challenge.');
    const checked = await this.expireIfGone(row, userId);
    return { ok: true, challenge: await this.view(checked, userId) };
  }

  /** The user's open challenges, sent and received (the app shows the received ones live). */
  async open(userId: string): Promise<ChallengeView[]> {
    const rows = await this.c.store.openOf(userId, this.d.now());
    const out: ChallengeView[] = [];
    for (const row of rows) {
      const checked = await this.expireIfGone(row, userId);
      if (checked.status === 'open') out.push(await this.view(checked, userId));
    }
    return out;
  }

  async accept(userId: string, id: string): Promise<ChallengeReply> {
    const row = await this.c.store.find(id);
    if (!row || row.toUser !== userId) return refuse(404, 'No such challenge.');
    const checked = await this.expireIfGone(row);
    if (checked.status !== 'open') return refuse(409, this.endedText(checked.status));
    const me = await this.d.findUser(userId);
    if (me && trialsLeftOf(trialsOf(me, this.d.now())) <= 0)
      return refuse(
        403,
        'You have no free versus trial left today. Upgrade to premium for unlimited trials.',
      );
    // Read before the transaction: the embedded database has one session, which it holds.
    const players = await Promise.all(
      [row.fromUser, row.toUser].map((u) => lockedPlayer(this.d, this.service, u, row.event)),
    );
    let opened: { row: ChallengeRow; match: MatchRow } | string;
    try {
      opened = await this.d.repo.db.transaction(async (tx) => {
        const locked = await this.c.store.lock(id, tx);
        if (locked?.status !== 'open') return this.endedText(locked?.status ?? 'cancelled');
        if (locked.expiresAt <= this.d.now()) return this.endedText('expired');
        const match = await insertLockedMatch(this.d, tx, { players, event: row.event, rated: row.rated });
        const ended = await this.c.store.end(id, 'accepted', this.d.now(), tx, match.id);
        return ended ? { row: ended, match } : this.endedText('cancelled');
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      opened = 'One of you is in another match already.';
    }
    if (typeof opened === 'string') return refuse(409, opened);
    const how = row.rated ? 'rated' : 'unrated';
    // Both first go to the Versus page (the challenger may be on another page): give them time.
    matchOpened(
      this.d,
      opened.match,
      `Challenge accepted: ${displayName(row.event)}, ${how}.`,
      PAGE_CHANGE_MS,
    );
    this.d.publish({ type: 'state', userIds: [row.fromUser, row.toUser] });
    const views = await this.announce(opened.row);
    return { ok: true, challenge: views.to };
  }

  decline(userId: string, id: string) {
    return this.close(userId, id, 'to', 'declined');
  }

  cancel(userId: string, id: string) {
    return this.close(userId, id, 'from', 'cancelled');
  }

  private async close(userId: string, id: string, side: 'from' | 'to', status: 'declined' | 'cancelled') {
    const row = await this.c.store.find(id);
    const owner = side === 'from' ? row?.fromUser : row?.toUser;
    if (!row || owner !== userId) return refuse(404, 'No such challenge.');
    const checked = await this.expireIfGone(row, userId);
    if (checked.status !== 'open') return refuse(409, this.endedText(checked.status));
    const ended = await this.c.store.end(id, status, this.d.now());
    if (!ended) return refuse(409, this.endedText((await this.c.store.find(id))?.status ?? status));
    const views = await this.announce(ended);
    return { ok: true as const, challenge: side === 'from' ? views.from : views.to };
  }

  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  /**
   * A main-channel connection of the user closed. After a reload's grace, a sender with no
   * connection left has left the site: their open challenges expire now, and the challenged
   * users' notices go away at once rather than when someone next looks.
   */
  disconnected(userId: string, graceMs = this.d.options.choiceGraceMs) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.stopped) return;
      void this.withdrawIfGone(userId).catch(this.d.onError);
    }, graceMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async withdrawIfGone(userId: string) {
    const open = await this.c.store.openFrom(userId);
    if (open.length === 0 || (await this.c.connected(userId))) return;
    for (const row of open) {
      const ended = await this.c.store.end(row.id, 'expired', this.d.now());
      if (ended) await this.announce(ended);
    }
  }

  stop() {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /**
   * An open challenge past its time, or whose sender has no connection left (they left the site),
   * is expired now: both are told, and it can no longer be accepted. The sender asking is there,
   * whatever their sockets say (a reload of the challenge page reconnects after its request).
   */
  private async expireIfGone(row: ChallengeRow, asker?: string): Promise<ChallengeRow> {
    if (row.status !== 'open') return row;
    const late = row.expiresAt <= this.d.now();
    if (!late && (asker === row.fromUser || (await this.c.connected(row.fromUser)))) return row;
    const ended = await this.c.store.end(row.id, 'expired', this.d.now());
    if (!ended) return (await this.c.store.find(row.id)) ?? row;
    await this.announce(ended);
    return ended;
  }

  private endedText(status: ChallengeRow['status']) {
    switch (status) {
      case 'accepted':
        return 'This challenge was accepted already.';
      case 'declined':
        return 'This challenge was declined.';
      case 'cancelled':
        return 'This challenge was withdrawn.';
      default:
        return 'This challenge has expired.';
    }
  }

  /** Both users' tabs get the challenge as each sees it. */
  private async announce(row: ChallengeRow) {
    const [from, to] = await Promise.all([this.view(row, row.fromUser), this.view(row, row.toUser)]);
    this.c.emit(row.fromUser, from);
    this.c.emit(row.toUser, to);
    return { from, to };
  }

  private async view(row: ChallengeRow, userId: string): Promise<ChallengeView> {
    const [from, to] = await Promise.all([this.d.findUser(row.fromUser), this.d.findUser(row.toUser)]);
    const now = this.d.now();
    return {
      id: row.id,
      from: { userName: from?.userName ?? '', image: from?.image ?? null },
      to: { userName: to?.userName ?? '', image: to?.image ?? null },
      you: row.fromUser === userId ? 'from' : 'to',
      event: row.event as EventName,
      rated: row.rated,
      status: row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status,
      matchId: row.matchId,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      serverNow: now.toISOString(),
    };
  }
}
