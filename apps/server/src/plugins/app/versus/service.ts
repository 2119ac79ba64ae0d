import { randomBytes, randomUUID } from 'node:crypto';
import type { EventName } from '@mnemoria/events';
import type { RatingTable, VersusAck, VersusMode, VersusState } from '@mnemoria/protocol';
import { type PoolEntry, pairPlayers } from '@mnemoria/rating';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { MatchPlayer, MatchRow, StoredRating } from '../../../db/schema.ts';
import { failure, type VersusDeps } from './deps.ts';
import { startOne, startReady } from './match-begin.ts';
import { MatchClock } from './match-clock.ts';
import { newPlayer } from './match-player.ts';
import type { Pair } from './pool.ts';
import { NEW_RATING, type Tx } from './repository.ts';
import { settleChoice } from './rules.ts';
import { ratingView, stateFor, trialsLeftOf, trialsOf } from './state.ts';
import { matchOf, opponentSession } from './watch.ts';

/** The one pool every search joins; a season division's searches are its entries with a `group`. */
export const MODE: VersusMode = '1v1';

/** A pool entry's mode: its group's prefix ('season:2026-11:2'), or the open '1v1'. */
const modeOf = (e: PoolEntry): VersusMode => (e.group?.startsWith('season:') ? 'season' : MODE);

/**
 * Versus requests of a player (search, cancel, choice, ready, leave) and the pairing of the pool.
 * Every change is written to the database (match rows) or the pool first, then announced as domain
 * events; the match's clock and result are `MatchClock`'s.
 */
export class VersusService {
  readonly clock: MatchClock;

  constructor(private readonly d: VersusDeps) {
    this.clock = new MatchClock(d);
  }

  async overallOf(userId: string): Promise<StoredRating> {
    const [r] = await this.d.repo.ratingsOf([userId], ['overall']);
    return r ?? NEW_RATING;
  }

  /** A user's whole versus state: their row from the cache, the rest in one statement. */
  async state(userId: string): Promise<VersusState | undefined> {
    const [user, rows, search] = await Promise.all([
      this.d.findUser(userId),
      this.d.repo.stateOf(userId),
      this.d.pool.get(MODE, userId),
    ]);
    if (!user) return undefined;
    return stateFor({
      user,
      now: this.d.now(),
      overall: rows.overall ?? NEW_RATING,
      search: search && { ...search, mode: modeOf(search) },
      match: rows.open,
      stages: rows.stages,
      last: rows.open ? undefined : rows.last,
    });
  }

  /**
   * The requester's new state: their acknowledgement, and the same state to their other tabs (it is
   * computed once); `others` (the opponent) get theirs through the coalesced push.
   */
  private async ack(userId: string, others: string[] = []): Promise<VersusAck> {
    const state = await this.state(userId);
    if (!state) return failure('Not signed in');
    this.d.publish({ type: 'user-state', userId, state });
    if (others.length > 0) this.d.publish({ type: 'state', userIds: others });
    return { success: true, state };
  }

  private othersOf(match: { players: { userId: string }[] }, userId: string) {
    return match.players.map((p) => p.userId).filter((id) => id !== userId);
  }

  /**
   * Searching: a user already searching or in a match is answered with that (their state), never a
   * second search. The pool keeps one entry per user; the database keeps one open match per user
   * (`match_seats`), so a search racing a pairing that is still opening the user's match can at
   * worst leave an entry that the next pairing drops (see `open`).
   */
  async search(userId: string, mode: VersusMode): Promise<VersusAck> {
    const user = await this.d.findUser(userId);
    if (!user) return failure('Not signed in');
    if (await this.d.repo.seatOf(userId)) return this.ack(userId);
    const trials = trialsOf(user, this.d.now());
    if (trialsLeftOf(trials) <= 0)
      return failure(
        `You have used your ${trials.chance} free versus trials for today. Upgrade to premium for unlimited trials.`,
      );
    const running = await this.d.repo.runningOf(userId);
    if (running && running.mode !== 'versus' && !['init', 'load'].includes(running.stage))
      return failure('You have a session in progress. Finish or exit it before searching.');
    let group: string | undefined;
    if (mode !== MODE) {
      const found = this.d.groups ? await this.d.groups.resolve(userId, mode) : { error: 'No such mode.' };
      if ('error' in found) return failure(found.error);
      group = found.group;
    }
    await this.dismissLast(userId);
    const overall = await this.overallOf(userId);
    const entry = await this.d.pool.add(MODE, {
      searchId: randomUUID(),
      userId,
      rating: overall.rating,
      since: this.d.now().getTime(),
      ...(group ? { group } : {}),
    });
    // Paired by another tab's search meanwhile: this search is not needed.
    if (await this.d.repo.seatOf(userId)) {
      if (await this.d.pool.remove(MODE, userId, entry.searchId)) this.searchEnded(userId, false);
      return this.ack(userId);
    }
    this.d.publish({
      type: 'search',
      userId,
      signal: {
        searching: true,
        mode: modeOf(entry),
        searchId: entry.searchId,
        searchStartedAt: new Date(entry.since).toISOString(),
      },
    });
    // Everything the state needs is at hand (no match, the last result just put away): no re-read.
    const state = stateFor({ user, now: this.d.now(), overall, search: { ...entry, mode: modeOf(entry) } });
    this.d.publish({ type: 'user-state', userId, state });
    void this.pair();
    return { success: true, state };
  }

  async cancel(userId: string, searchId: string): Promise<VersusAck> {
    if (!(await this.d.pool.remove(MODE, userId, searchId))) return failure('No search with that id.');
    this.searchEnded(userId, false);
    return this.ack(userId);
  }

  private searchEnded(userId: string, pushState = true) {
    this.d.publish({
      type: 'search',
      userId,
      signal: { searching: false, mode: null, searchId: null, searchStartedAt: null },
    });
    if (pushState) this.d.publish({ type: 'state', userIds: [userId] });
  }

  /** Pairing rounds under way (a search starts one, and so does the tick). */
  private readonly pairing = new Set<Promise<number>>();

  /**
   * Pairs whoever the rating windows allow and opens a match (choice stage) for each pair. Never
   * rejects: a failure is reported and the round counts as none.
   */
  pair(): Promise<number> {
    const round = this.pairRound().catch((err: unknown) => {
      this.d.onError(err);
      return 0;
    });
    this.pairing.add(round);
    void round.finally(() => this.pairing.delete(round));
    return round;
  }

  private async pairRound(): Promise<number> {
    const now = this.d.now().getTime();
    const pairs = await this.d.pool.take(MODE, (entries) => pairPlayers(entries, now, this.d.options.window));
    for (const pair of pairs) await this.open(pair).catch(this.d.onError);
    return pairs.length;
  }

  /** Waits for the pairing rounds under way (shutdown: they use Redis and the database). */
  async drain(): Promise<void> {
    await Promise.all(this.pairing);
  }

  private async open([a, b]: Pair) {
    const players: MatchPlayer[] = [];
    for (const e of [a, b]) {
      const user = await this.d.findUser(e.userId);
      if (!user) return;
      players.push(newPlayer(user.id, user, await this.overallOf(e.userId), { choice: null, ready: false }));
    }
    const id = randomUUID();
    const row = {
      id,
      mode: MODE,
      stage: 'choice',
      seed: randomBytes(16).toString('hex'),
      userA: a.userId,
      userB: b.userId,
      players,
    };
    const { group } = a;
    const groups = this.d.groups;
    try {
      // A grouped pair's match and its group's record of it are written together.
      if (group && groups)
        await this.d.repo.db.transaction(async (tx) => {
          await this.d.repo.insert(row, tx);
          await groups.opened(group, id, tx);
        });
      else await this.d.repo.insert(row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return this.seated([a, b]);
    }
    // A search another tab added while this match was being opened is stale now: the user plays.
    for (const e of [a, b]) await this.d.pool.remove(MODE, e.userId);
    for (const e of [a, b]) {
      this.searchEnded(e.userId);
      this.d.checkPresence?.(e.userId);
    }
    for (const p of players) this.d.announce?.(id, `${p.userName} joined the match.`);
  }

  /**
   * The database refused the pair's match: one of them (a second tab's search) already sits in
   * another open match. That one's entry was stale and stays dropped; the other searches on, with
   * the same search and waiting time.
   */
  private async seated(pair: Pair) {
    for (const e of pair) {
      if (await this.d.repo.seatOf(e.userId)) this.d.publish({ type: 'state', userIds: [e.userId] });
      else await this.d.pool.add(MODE, e);
    }
  }

  /** Picking locks the choice; when both are locked the event is settled. */
  async choose(userId: string, event: EventName): Promise<VersusAck> {
    const out = await this.d.repo.db.transaction(async (tx) => {
      const match = await this.d.repo.lockOpenMatchOf(userId, tx);
      if (match?.stage !== 'choice') return 'You are not in a match.';
      const me = match.players.find((p) => p.userId === userId);
      if (!me || me.choice) return 'Your choice is locked.';
      const players = match.players.map((p) => (p.userId === userId ? { ...p, choice: event } : p));
      const [pa, pb] = players;
      const settled =
        pa?.choice && pb?.choice
          ? settleChoice(match.seed, pa.choice as EventName, pb.choice as EventName)
          : undefined;
      return this.d.repo.update(match.id, { players, event: settled?.event ?? null }, tx);
    });
    if (typeof out === 'string') return failure(out);
    return this.ack(userId, out ? this.othersOf(out, userId) : []);
  }

  async setReady(userId: string): Promise<VersusAck> {
    const out = await this.d.repo.db.transaction(async (tx) => {
      const match = await this.d.repo.lockOpenMatchOf(userId, tx);
      if (match?.stage !== 'choice') return 'You are not in a match.';
      const me = match.players.find((p) => p.userId === userId);
      if (!me?.choice) return 'Pick an event before getting ready.';
      const players = match.players.map((p) => (p.userId === userId ? { ...p, ready: true } : p));
      return this.d.repo.update(match.id, { players }, tx);
    });
    if (typeof out === 'string') return failure(out);
    // The start (two sessions generated and written) is announced by start-bmevent; the ready
    // acknowledgement does not wait for it.
    if (out?.event && out.players.every((p) => p.ready)) void startOne(this.d, out).catch(this.d.onError);
    return this.ack(userId, out ? this.othersOf(out, userId) : []);
  }

  /**
   * Inserts, in the caller's transaction, one match per pair of ready players on one event, in one
   * statement (the database's one-open-match rule applies: one seated player makes the whole
   * statement throw a unique violation, and none is inserted). They are started by `startReady` once
   * the transaction is committed. Their players are built by `newPlayer`, ready on the event.
   */
  insertReady(pairs: [MatchPlayer, MatchPlayer][], event: EventName, tx: Tx): Promise<MatchRow[]> {
    return this.d.repo.insertMany(
      pairs.map(([a, b]) => ({
        id: randomUUID(),
        mode: MODE,
        stage: 'choice',
        seed: randomBytes(16).toString('hex'),
        event,
        userA: a.userId,
        userB: b.userId,
        players: [a, b],
      })),
      tx,
    );
  }

  /**
   * Starts matches inserted by `insertReady`, as when both players press Ready: their sessions are
   * made and `start-bmevent` sent, for all of them at once (match-begin.ts). A match a player could
   * not start (a training session in progress) ends unplayed, and both are told why.
   */
  startReady(list: MatchRow[]): Promise<void> {
    return startReady(this.d, this.clock, list);
  }

  /**
   * Leaves the search or the choice stage (the opponent is told), or puts away a finished match's
   * result. A running match cannot be left: a player who goes away loses after the grace period.
   */
  async leave(userId: string): Promise<VersusAck> {
    if (await this.d.pool.remove(MODE, userId)) this.searchEnded(userId);
    const open = await this.d.repo.openMatchOf(userId);
    if (open && open.stage !== 'choice') return failure('Versus players cannot leave a match early.');
    if (open) await this.clock.leaveChoice(userId, open.id);
    // The opponent's result learns they left it (no rematch any more).
    const others = open ? [] : await this.dismissLast(userId);
    return this.ack(userId, others);
  }

  /** Puts the last result away; returns the opponent, whose result shows it. */
  private async dismissLast(userId: string): Promise<string[]> {
    const last = await this.d.repo.lastOverOf(userId);
    if (last?.players.find((p) => p.userId === userId)?.dismissed !== false) return [];
    const players = last.players.map((p) => (p.userId === userId ? { ...p, dismissed: true } : p));
    await this.d.repo.update(last.id, { players });
    return this.othersOf(last, userId);
  }

  /** A user none of whose versus connections came back within the grace period. */
  async absent(userId: string) {
    if (await this.d.pool.remove(MODE, userId)) this.searchEnded(userId);
    const open = await this.d.repo.openMatchOf(userId);
    if (!open) return;
    if (open.stage === 'choice') await this.clock.leaveChoice(userId, open.id);
    else await this.clock.forfeit(userId, open.id);
  }

  match(userId: string, matchId: string) {
    return matchOf(this.d, userId, matchId);
  }

  opponent(userId: string, bmeventId: string) {
    return opponentSession(this.d, userId, bmeventId);
  }

  async ratings(userId: string): Promise<RatingTable> {
    const rows = await this.d.repo.ratingsOfUser(userId);
    const out: RatingTable = { overall: ratingView(NEW_RATING) };
    for (const r of rows) out[r.event as keyof RatingTable] = ratingView(r);
    return out;
  }
}
