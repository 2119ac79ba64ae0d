import { type ContentPack, type EventName, formatById, type Mode } from '@mnemoria/events';
import { countOf, parseAnswer } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { BmeventRow, UserRow } from '../../../db/schema.ts';
import { users } from '../../../db/schema.ts';
import { isPremium } from '../payments/premium.ts';
import { AnswerBatcher } from './answer-batcher.ts';
import { DeadlineSweeper } from './deadlines.ts';
import { finalizeSession } from './finalize.ts';
import { type FillUsers, groupedWrites } from './grouped.ts';
import { heldElsewhere, mayAct } from './holder.ts';
import { type AnswerOutcome, type Failure, fail, type Success } from './outcomes.ts';
import type { BmeventsRepository, ControlRow } from './repository.ts';
import { SessionCache } from './session-cache.ts';
import { newSessionValues, type PracticeRequest, TrialCounter } from './session-start.ts';
import { type SpokenGate, spokenGate } from './spoken.ts';
import { NOT_STARTED, nextPatch, playerMovesStages, readyPatch, stageIndex } from './stages.ts';
import { countersFor, localDay, type TrialCounters, trialsLeft } from './trials.ts';
import { type ClientBmevent, toClient } from './view.ts';
import { ViewBuffer } from './view-buffer.ts';

export { type AnswerOutcome, answerAck, type Failure, type Success } from './outcomes.ts';
export type { PracticeRequest } from './session-start.ts';

/** What an answer write needs to know of its session: the event (validation), and versus or not. */
export interface SessionKind {
  name: string;
  versus: boolean;
}
export { COUNTDOWN_SECONDS, RECALL_LAG_MS } from './stages.ts';

/**
 * The server-owned session flow: init → cdm → mem → cdr → rec → res. Every transition
 * is a compare-and-set on the stored stage, deadlines are stored on the row, and `sweep` moves
 * any session whose deadline has passed — so timers survive restarts and several processes.
 */
export class BmeventEngine {
  private readonly deadlines: DeadlineSweeper;
  readonly views: ViewBuffer;
  /** Answer writes, grouped into one statement per flush. */
  readonly answers: AnswerBatcher;
  /** Running solo sessions as this process last saw them, so a move need not read the row first. */
  readonly cache = new SessionCache();
  /** Starts and moves from cached rows, grouped into one statement per shape when the database is busy. */
  private readonly grouped: ReturnType<typeof groupedWrites>;
  /**
   * Told of every finished session once its result transaction has committed (read models kept
   * outside the database, such as the leaderboard's Redis mirror). Must not throw.
   */
  onResultCommitted?: (row: BmeventRow) => Promise<void>;
  /**
   * Set by the versus plugin: a versus session starts when both players of its match have loaded,
   * and every move of one (result, exit) is reported to its match. Must not throw.
   */
  versus?: { loaded(userId: string, id: string): Promise<void>; moved(row: BmeventRow): Promise<void> };
  /** Told when a page takes a session over: the player's other pages learn they no longer hold it. */
  onHeld?: (id: string, tab: string) => void;

  constructor(
    private readonly repo: BmeventsRepository,
    private readonly content: () => ContentPack,
    /** Pushes a change to the session's room (player and viewers); the row spares listeners a read. */
    private readonly publish: (bmevent: ClientBmevent, row: BmeventRow) => void,
    private readonly now: () => Date = () => new Date(),
    private readonly onError: (err: unknown) => void = () => {},
    /** Keeps the users' rows a trial count returns in the sign-in cache. */
    fillUsers?: FillUsers,
  ) {
    this.views = new ViewBuffer(
      (userId, id, fields, log) => repo.mergeView(userId, id, fields, log),
      onError,
      undefined,
      now,
    );
    this.answers = new AnswerBatcher(repo);
    this.grouped = groupedWrites(repo, new TrialCounter(repo.db), fillUsers);
    // Through `this.onError`, which tests may swap on a running engine.
    this.deadlines = new DeadlineSweeper(
      repo,
      now,
      (err) => this.onError(err),
      (m) => this.after(m.id, m),
    );
  }

  /** A row as its player may see it now, with view fields not yet written laid over it. */
  view(row: BmeventRow): ClientBmevent {
    return toClient(
      { ...row, view: this.views.overlay(row.id, row.view as Record<string, unknown>) },
      this.now(),
    );
  }

  async init(
    user: UserRow,
    event: EventName,
    mode: Mode,
    practice: PracticeRequest = {},
    discard = false,
  ): Promise<Success | Failure> {
    if (mode === 'versus') return fail(400, 'Versus sessions start from a match on the Versus page.');
    if (practice.format !== undefined) {
      const format = formatById(practice.format);
      if (mode !== 'practice') return fail(400, 'A format is played in practice mode.');
      if (format?.event !== event) return fail(400, `No format '${practice.format}' for ${event}.`);
    }
    const now = this.now();
    const counters = countersFor(user.fp as TrialCounters, user.fpDay, localDay(user.timeZone, now));
    const premium = isPremium(user.membership, now.getTime());
    if (trialsLeft(counters, mode, premium) <= 0) {
      return fail(
        403,
        `You have used your ${countOf(counters[mode]?.chance ?? 5, `free ${mode} trial`)} for today. Upgrade to premium for unlimited trials, or train in Practice.`,
      );
    }
    const values = newSessionValues(user, event, mode, practice, this.content, now);
    // Most starts find nothing running: then the insert alone is the whole start.
    const started = await this.grouped.starts.write(values);
    if (started) {
      this.cache.put(started);
      return { ok: true, bmevent: this.view(started) };
    }

    // One transaction ends the running session (if any) and inserts the new one. The user row lock
    // queues a user's concurrent inits; the partial unique index guarantees one running session.
    let out: { row: BmeventRow; ended?: BmeventRow } | Failure;
    try {
      out = await this.repo.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const running = await this.repo.lockRunningOf(user.id, tx);
        let ended: BmeventRow | undefined;
        if (running) {
          if (!NOT_STARTED.includes(running.stage) && !discard) {
            const { id, name, mode: m, stage } = running;
            return fail(409, 'You have a session in progress.', { running: { id, name, mode: m, stage } });
          }
          // A recall's answers were acknowledged: it is scored, never thrown away.
          ended =
            running.stage === 'rec'
              ? await finalizeSession(this.repo, running.id, now, { tx })
              : await this.repo.markExited(running.id, tx);
        }
        return { row: await this.repo.insert(values, tx), ended };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return fail(409, 'Another session was started at the same moment. Please try again.');
    }
    if ('ok' in out) return out;
    if (out.ended) await this.after(out.ended.id, out.ended);
    this.cache.put(out.row);
    return { ok: true, bmevent: this.view(out.row) };
  }

  /** Whether spoken digit `n` of the user's session may be heard now (the cached row is the latest). */
  async spoken(userId: string, id: string, n: number): Promise<SpokenGate> {
    const row = this.cache.get(id, userId) ?? (await this.repo.find(id));
    return spokenGate(row, userId, n, this.now());
  }

  async get(userId: string, id: string): Promise<Success | Failure> {
    const row = await this.repo.find(id);
    if (!row || row.userId !== userId) return fail(404, 'Session not found.');
    return { ok: true, bmevent: this.view(row) };
  }

  /** init/load → cdm: the player has loaded everything; the trial counts from here. */
  async ready(user: UserRow, id: string): Promise<Success | Failure> {
    const known = this.cache.get(id, user.id);
    const cached = await this.fromCache(
      id,
      known && NOT_STARTED.includes(known.stage) && (() => this.start(user, known)),
    );
    if (cached) return cached;
    const row = await this.repo.control(user.id, id);
    if (!row) return fail(404, 'Session not found.');
    if (row.mode === 'versus') {
      await this.versus?.loaded(user.id, id);
      return this.current(id);
    }
    if (!NOT_STARTED.includes(row.stage)) return this.current(id);
    return this.after(id, await this.start(user, row));
  }

  /**
   * init/load → cdm, then the day's trial counted; undefined if it had moved. Two statements, not a
   * transaction: the count follows a move that happened, so only a started session counts, and a
   * crash or a failed count between the two leaves one trial uncounted, in the player's favour,
   * while the started session (its clock already running) is never undone.
   */
  private async start(user: UserRow, row: ControlRow | BmeventRow) {
    const now = this.now();
    const patch = readyPatch(now);
    const m =
      'data' in row
        ? await this.grouped.moves.write({ known: row, patch, guarded: false })
        : await this.repo.moveStage(row.id, row.stage, patch);
    if (m) await this.grouped.trials.write({ user, mode: row.mode, now }).catch(this.onError);
    return m;
  }

  /** Done / Enter / a countdown's end: move exactly one stage on. Never back, never past a deadline. */
  async advance(userId: string, id: string, to: string, tab?: string): Promise<Success | Failure> {
    // From the cached row when it allows the move; any other outcome is decided on a fresh read.
    const known = this.cache.get(id, userId);
    if (known && !mayAct(known.holder, tab)) return heldElsewhere();
    const step =
      known && !(to === 'res' && known.stage === 'rec') && nextPatch(known, to, 'user', this.now());
    const cached = await this.fromCache(
      id,
      known && step && (() => this.grouped.moves.write({ known, patch: step, guarded: true })),
    );
    if (cached) return cached;
    const row = await this.repo.control(userId, id);
    if (!row) return fail(404, 'Session not found.');
    if (!row.running) return this.current(id);
    if (!mayAct(row.holder, tab)) return heldElsewhere();
    if (!playerMovesStages(row.mode))
      return fail(403, 'Versus players cannot change the stage: the match clock moves it.');
    if (to === 'res' && row.stage === 'rec') return this.finish(userId, id, undefined, tab);
    const patch = nextPatch(row, to, 'user', this.now());
    if (!patch) {
      // A stale or duplicate Done (the stage already moved) is not an error: return the state.
      if (stageIndex(to) <= stageIndex(row.stage)) return this.current(id);
      return fail(409, `The session is in ${row.stage}; it cannot move to ${to}.`);
    }
    return this.after(id, await this.repo.moveStage(id, row.stage, patch));
  }

  /**
   * The answer hot path: validated by the event's rules, then one conditional write (no read of the
   * row; the answer key never leaves the database), grouped with other players' writes into one
   * statement when the database is busy. Only a refused write costs a narrow read, to say why.
   * `kind` comes from the socket; the HTTP path looks it up (it says whether viewers get it late).
   */
  async saveAnswer(
    userId: string,
    id: string,
    answer: unknown,
    seq: number,
    from: { kind?: SessionKind; tab?: string } = {},
  ): Promise<(AnswerOutcome & { kind: SessionKind }) | Failure> {
    const kind = from.kind ?? (await this.kindOf(userId, id));
    if (!kind) return fail(404, 'Session not found.');
    const parsed = parseAnswer(kind.name as EventName, answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(
        400,
        `Invalid answer${issue ? ` at ${issue.path.join('.') || 'root'}: ${issue.message}` : ''}.`,
      );
    }
    const now = this.now();
    const { tab } = from;
    const written = await this.answers.write({ userId, id, answer: parsed.data, seq, now, tab });
    if (written === true) {
      this.cache.answered(id, parsed.data, seq);
      return { ok: true, stored: true, kind };
    }
    // Overtaken in the same batch by a newer answer of this session, which was stored.
    if (typeof written === 'number') return { ok: true, stored: false, answerSeq: written, kind };
    const miss = await this.repo.answerMiss(userId, id);
    if (!miss) return fail(404, 'Session not found.');
    if (miss.stage !== 'rec' || !miss.running) return fail(409, 'Answers are only accepted during recall.');
    if (!miss.dueAt || now.getTime() > miss.dueAt.getTime()) {
      return fail(409, 'The recall time is over; this answer came too late.');
    }
    if (!mayAct(miss.holder, tab)) return heldElsewhere();
    return { ok: true, stored: false, answerSeq: miss.answerSeq, kind };
  }

  /** A held row is a running solo session; anything else is one narrow read. */
  private async kindOf(userId: string, id: string): Promise<SessionKind | undefined> {
    const held = this.cache.get(id, userId);
    if (held) return { name: held.name, versus: false };
    const row = await this.repo.kindOf(userId, id);
    return row && { name: row.name, versus: row.mode === 'versus' };
  }

  /**
   * `tab` takes the session over: from now on only its answers and commands are accepted, and the
   * player's other pages are told. Returns the session as it is once taken (a session that no longer
   * runs is returned as it is, held by nobody).
   */
  async hold(userId: string, id: string, tab: string): Promise<Success | Failure> {
    const row = await this.repo.hold(userId, id, tab);
    if (!row) return this.get(userId, id);
    this.cache.put(row);
    this.onHeld?.(id, tab);
    return { ok: true, bmevent: this.view(row) };
  }

  /** View fields: kept in memory and written coalesced (the room already got them). */
  setView(userId: string, id: string, field: string, value: unknown): { ok: true } {
    this.views.set(userId, id, field, value);
    return { ok: true };
  }

  /** rec → res (Done, the deadline, or POST /result): score and settle in one transaction. */
  async finish(
    userId: string,
    id: string,
    finalAnswer?: { answer: unknown },
    tab?: string,
  ): Promise<Success | Failure> {
    // A cached recall is scored from the cached row, answer included: the write lands only if that
    // answer is still the stored one (a final answer reads the row, for the next sequence number).
    const known = finalAnswer ? undefined : this.cache.get(id, userId);
    if (known && !mayAct(known.holder, tab)) return heldElsewhere();
    const cached = await this.fromCache(
      id,
      known?.stage === 'rec' &&
        (async () => {
          // Queued answers of this session are written first; the stored ones update the cache.
          await this.answers.settle(id);
          const held = this.cache.get(id, userId) ?? known;
          // Scored as the database holds it: through JSON, undefined is null or left out.
          const answer = held.answer === undefined ? null : JSON.parse(JSON.stringify(held.answer));
          return finalizeSession(this.repo, id, this.now(), { known: { ...held, answer } });
        }),
    );
    if (cached) return cached;
    const row = await this.repo.control(userId, id);
    if (!row) return fail(404, 'Session not found.');
    if (row.stage === 'res') return this.current(id);
    if (row.stage !== 'rec' || !row.running) return fail(409, 'The recall has not started yet.');
    if (!mayAct(row.holder, tab)) return heldElsewhere();
    if (finalAnswer) {
      const kind = { name: row.name, versus: row.mode === 'versus' };
      const saved = await this.saveAnswer(userId, id, finalAnswer.answer, row.answerSeq + 1, { kind, tab });
      if (!saved.ok && saved.status === 400) return saved;
    }
    // Answers of this session still queued are written (or refused) before it is scored, so a Done
    // right behind the last answer scores it. Not inside the scoring transaction: a queued write
    // waiting for the row lock that transaction holds would wait forever.
    await this.answers.settle(id);
    return this.after(id, await finalizeSession(this.repo, id, this.now(), { mode: row.mode }));
  }

  async exit(userId: string, id: string, tab?: string): Promise<Success | Failure> {
    const row = await this.repo.control(userId, id);
    if (!row) return fail(404, 'Session not found.');
    if (row.running && !mayAct(row.holder, tab)) return heldElsewhere();
    if (row.mode === 'versus' && row.running) return fail(403, 'Versus players cannot leave a match early.');
    return this.after(id, await this.repo.markExited(id));
  }

  /** Moves every session whose deadline has passed (deadlines.ts). */
  sweep(): Promise<number> {
    return this.deadlines.sweep();
  }

  private async current(id: string): Promise<Success | Failure> {
    const row = await this.repo.find(id);
    return row ? { ok: true, bmevent: this.view(row) } : fail(404, 'Session not found.');
  }

  /**
   * A move computed from the cached row; when it moves nothing (the row changed behind this
   * process) the copy is dropped and undefined sends the caller to a fresh read.
   */
  private async fromCache(
    id: string,
    move: false | undefined | (() => Promise<BmeventRow | undefined>),
  ): Promise<Success | Failure | undefined> {
    if (!move) return undefined;
    const moved = await move();
    if (moved) return this.after(id, moved);
    this.cache.drop(id);
    return undefined;
  }

  private async after(id: string, moved: BmeventRow | undefined): Promise<Success | Failure> {
    if (!moved) return this.current(id);
    this.cache.put(moved);
    this.deadlines.schedule(moved);
    const bmevent = this.view(moved);
    // A stage change is a moment to persist the live view state.
    await this.views.flush(id);
    this.publish(bmevent, moved);
    if (moved.stage === 'res') await this.onResultCommitted?.(moved);
    if (moved.mode === 'versus') await this.versus?.moved(moved);
    return { ok: true, bmevent };
  }

  async stop() {
    await this.deadlines.stop();
    await this.answers.drain();
    await this.views.flushAll();
  }
}
