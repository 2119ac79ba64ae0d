import { randomBytes, randomUUID } from 'node:crypto';
import {
  blocktrisSpeed,
  type ContentPack,
  type EventName,
  eventByName,
  levelRules,
  type Mode,
  practiceRules,
  resolveSettings,
  type SettingsInput,
} from '@mnemoria/events';
import { parseAnswer } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { BmeventRow, UserRow } from '../../../db/schema.ts';
import { users } from '../../../db/schema.ts';
import { finalizeSession } from './finalize.ts';
import type { BmeventPatch, BmeventsRepository } from './repository.ts';
import { countersFor, localDay, type TrialCounters, trialsLeft } from './trials.ts';
import { type ClientBmevent, toClient } from './view.ts';

/** Seconds of the 'Memorization/Recall Starts In' countdowns. */
export const COUNTDOWN_SECONDS = 5;
/** Answers sent up to this long after the recall deadline still count (network lag, as lichess allows). */
export const RECALL_LAG_MS = 2_000;

export type Failure = { ok: false; status: number; error: string };
export type Success = { ok: true; bmevent: ClientBmevent };
const fail = (status: number, error: string): Failure => ({ ok: false, status, error });

export interface PracticeRequest {
  amount?: number;
  memorize?: number;
  recall?: number;
}

/**
 * The server-owned session flow of spec §4: init → cdm → mem → cdr → rec → res. Every transition
 * is a compare-and-set on the stored stage, deadlines are stored on the row, and `sweep` moves
 * any session whose deadline has passed — so timers survive restarts and several processes.
 */
export class BmeventEngine {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly repo: BmeventsRepository,
    private readonly content: () => ContentPack,
    /** Pushes a change to the session's room (player and viewers). */
    private readonly publish: (row: BmeventRow) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async init(
    user: UserRow,
    event: EventName,
    mode: Mode,
    practice: PracticeRequest = {},
  ): Promise<Success | Failure> {
    if (mode === 'versus') return fail(400, 'Versus sessions start from a match on the Versus page.');
    const now = this.now();
    const counters = countersFor(user.fp as TrialCounters, user.fpDay, localDay(user.timeZone, now));
    const premium = Boolean((user.membership as { premium?: boolean }).premium);
    if (trialsLeft(counters, mode, premium) <= 0) {
      return fail(
        403,
        `You have used your ${counters[mode]?.chance ?? 5} free ${mode} trials for today. Upgrade to premium for unlimited trials, or train in Practice.`,
      );
    }
    const def = eventByName(event);
    const level = (user.levels as Record<string, number>)[event] ?? 1;
    const atLevel = levelRules(event, level);
    // Practice takes what the user chose (clamped to the event's bounds), else the level's rules.
    const rules =
      mode === 'standard'
        ? atLevel
        : practiceRules(event, {
            amount: practice.amount ?? atLevel.amount,
            memorizeSeconds: practice.memorize ?? atLevel.memorizeSeconds,
            recallSeconds: practice.recall ?? atLevel.recallSeconds,
          });
    const settings = resolveSettings(
      ((user.eventSettings as Record<string, unknown>)[event] ?? {}) as SettingsInput,
    );
    const seed = randomBytes(16).toString('hex');
    const data = def.generate(
      { amount: rules.amount, settings },
      seed,
      def.needsContent ? this.content() : undefined,
    );

    await this.repo.exitRunningOf(user.id);
    const row = await this.repo.insert({
      id: randomUUID(),
      userId: user.id,
      name: event,
      mode,
      seed,
      level: mode === 'standard' ? level : null,
      amount: rules.amount,
      settings: settings as unknown as Record<string, unknown>,
      data: data as unknown as Record<string, unknown>,
      stage: 'init',
      stagedAt: now,
      memTime: rules.memorizeSeconds,
      recTime: rules.recallSeconds,
      cdrTime: COUNTDOWN_SECONDS,
      blockSpeed: event === 'tetris' ? blocktrisSpeed(level) : null,
    });
    return { ok: true, bmevent: toClient(row, now) };
  }

  async get(userId: string, id: string): Promise<Success | Failure> {
    const row = await this.owned(userId, id);
    return 'ok' in row ? row : { ok: true, bmevent: toClient(row, this.now()) };
  }

  /** init/load → cdm: the player has loaded everything; the trial counts from here (spec §4). */
  async ready(user: UserRow, id: string): Promise<Success | Failure> {
    const row = await this.owned(user.id, id);
    if ('ok' in row) return row;
    if (row.stage !== 'init' && row.stage !== 'load') return { ok: true, bmevent: toClient(row, this.now()) };
    const now = this.now();
    const moved = await this.repo.db.transaction(async (tx) => {
      const m = await this.repo.moveStage(
        id,
        row.stage,
        {
          stage: 'cdm',
          stagedAt: now,
          startedAt: now,
          deadline: new Date(now.getTime() + COUNTDOWN_SECONDS * 1000),
        },
        tx,
      );
      if (m) await countTrial(tx, user.id, row.mode, now);
      return m;
    });
    return this.after(id, moved);
  }

  /** Done / Enter / a countdown's end: move exactly one stage on. Never back, never past a deadline. */
  async advance(
    userId: string,
    id: string,
    to: string,
    cause: 'user' | 'timer' = 'user',
  ): Promise<Success | Failure> {
    const row = await this.owned(userId, id);
    if ('ok' in row) return row;
    if (!row.running) return { ok: true, bmevent: toClient(row, this.now()) };
    if (to === 'res' && row.stage === 'rec') return this.finish(userId, id);
    const patch = this.nextPatch(row, to, cause);
    if (!patch) {
      // A stale or duplicate Done (the stage already moved) is not an error: return the state.
      if (stageIndex(to) <= stageIndex(row.stage)) return { ok: true, bmevent: toClient(row, this.now()) };
      return fail(409, `The session is in ${row.stage}; it cannot move to ${to}.`);
    }
    return this.after(id, await this.repo.moveStage(id, row.stage, patch));
  }

  private nextPatch(row: BmeventRow, to: string, cause: 'user' | 'timer'): BmeventPatch | undefined {
    const now = this.now();
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    if (row.stage === 'cdm' && to === 'mem')
      return { stage: 'mem', stagedAt: now, memStartedAt: now, deadline: at(row.memTime) };
    if (row.stage === 'mem' && to === 'cdr') {
      // Memorize time left over is added to recall; when the timer ended memorize there is none.
      const left =
        cause === 'user' && row.deadline ? Math.floor((row.deadline.getTime() - now.getTime()) / 1000) : 0;
      return {
        stage: 'cdr',
        stagedAt: now,
        memEndedAt: now,
        recTime: row.recTime + Math.max(0, left),
        deadline: at(row.cdrTime),
      };
    }
    if (row.stage === 'cdr' && to === 'rec')
      return { stage: 'rec', stagedAt: now, recStartedAt: now, deadline: at(row.recTime) };
    return undefined;
  }

  /** Persists the answer as it arrives. Refused outside recall and after the deadline + lag. */
  async saveAnswer(
    userId: string,
    id: string,
    answer: unknown,
    seq: number,
  ): Promise<{ ok: true } | Failure> {
    const row = await this.owned(userId, id);
    if ('ok' in row) return row;
    if (row.stage !== 'rec' || !row.running) return fail(409, 'Answers are only accepted during recall.');
    if (row.deadline && this.now().getTime() > row.deadline.getTime() + RECALL_LAG_MS) {
      return fail(409, 'The recall time is over; this answer came too late.');
    }
    const parsed = parseAnswer(row.name as EventName, answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(
        400,
        `Invalid answer${issue ? ` at ${issue.path.join('.') || 'root'}: ${issue.message}` : ''}.`,
      );
    }
    await this.repo.saveAnswer(id, parsed.data, seq);
    return { ok: true };
  }

  async setView(userId: string, id: string, field: string, value: unknown): Promise<{ ok: true } | Failure> {
    const row = await this.owned(userId, id);
    if ('ok' in row) return row;
    if (!row.running) return fail(409, 'The session is over.');
    await this.repo.setView(id, field, value);
    return { ok: true };
  }

  /** rec → res (Done, the deadline, or POST /result): score and settle in one transaction. */
  async finish(userId: string, id: string, finalAnswer?: { answer: unknown }): Promise<Success | Failure> {
    const row = await this.owned(userId, id);
    if ('ok' in row) return row;
    if (row.stage === 'res') return { ok: true, bmevent: toClient(row, this.now()) };
    if (row.stage !== 'rec' || !row.running) return fail(409, 'The recall has not started yet.');
    if (finalAnswer) {
      const saved = await this.saveAnswer(userId, id, finalAnswer.answer, row.answerSeq + 1);
      if (!saved.ok && saved.status === 400) return saved;
    }
    const done = await finalizeSession(this.repo, id, this.now());
    return this.after(id, done);
  }

  async exit(userId: string, id: string): Promise<Success | Failure> {
    const row = await this.owned(userId, id);
    if ('ok' in row) return row;
    if (row.mode === 'versus' && row.running) return fail(403, 'Versus players cannot leave a match early.');
    return this.after(id, await this.repo.markExited(id));
  }

  /** Moves every session whose deadline has passed (called each second and at start-up). */
  async sweep(): Promise<number> {
    const due = await this.repo.overdue(this.now(), RECALL_LAG_MS);
    for (const { id } of due) await this.onDeadline(id);
    return due.length;
  }

  private async onDeadline(id: string) {
    const row = await this.repo.find(id);
    if (!row?.running || !row.deadline) return;
    const lag = row.stage === 'rec' ? RECALL_LAG_MS : 0;
    if (row.deadline.getTime() + lag > this.now().getTime()) return this.schedule(row);
    const next = { cdm: 'mem', mem: 'cdr', cdr: 'rec', rec: 'res' }[row.stage];
    if (next) await this.advance(row.userId, id, next, 'timer');
  }

  private schedule(row: BmeventRow) {
    const old = this.timers.get(row.id);
    if (old) clearTimeout(old);
    if (!row.running || !row.deadline) return;
    const lag = row.stage === 'rec' ? RECALL_LAG_MS : 0;
    const wait = Math.max(0, row.deadline.getTime() + lag - this.now().getTime());
    const timer = setTimeout(() => {
      this.timers.delete(row.id);
      void this.onDeadline(row.id).catch(() => {});
    }, wait + 5);
    timer.unref();
    this.timers.set(row.id, timer);
  }

  private async after(id: string, moved: BmeventRow | undefined): Promise<Success | Failure> {
    const row = moved ?? (await this.repo.find(id));
    if (!row) return fail(404, 'Session not found.');
    if (moved) {
      this.schedule(moved);
      this.publish(moved);
    }
    return { ok: true, bmevent: toClient(row, this.now()) };
  }

  private async owned(userId: string, id: string): Promise<BmeventRow | Failure> {
    const row = await this.repo.find(id);
    if (!row || row.userId !== userId) return fail(404, 'Session not found.');
    return row;
  }

  stop() {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}

const ORDER = ['init', 'load', 'cdm', 'mem', 'cdr', 'rec', 'res'];
const stageIndex = (stage: string) => ORDER.indexOf(stage);

async function countTrial(
  tx: Parameters<Parameters<BmeventsRepository['db']['transaction']>[0]>[0],
  userId: string,
  mode: string,
  now: Date,
) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return;
  const today = localDay(user.timeZone, now);
  const counters = countersFor(user.fp as TrialCounters, user.fpDay, today);
  const current = counters[mode] ?? { chance: 5, played: 0 };
  counters[mode] = { ...current, played: current.played + 1 };
  await tx.update(users).set({ fp: counters, fpDay: today }).where(eq(users.id, userId));
}
