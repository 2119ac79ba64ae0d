import { describe, expect, it } from 'vitest';
import type { ControlRow } from '../../src/plugins/app/bmevent/repository.ts';
import {
  halvedDeadline,
  isLateAnswer,
  nextPatch,
  playerMovesStages,
  readyPatch,
} from '../../src/plugins/app/bmevent/stages.ts';
import {
  decide,
  evaluationFor,
  gaveAnswer,
  settleChoice,
  versusFormat,
} from '../../src/plugins/app/versus/rules.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const row = (over: Partial<ControlRow>): ControlRow => ({
  id: 's',
  userId: 'u',
  name: 'decimal',
  mode: 'versus',
  stage: 'cdm',
  running: true,
  deadline: at(5_000),
  memTime: 60,
  recTime: 180,
  cdrTime: 5,
  answerSeq: -1,
  holder: null,
  format: null,
  ...over,
});

describe('the session state machine', () => {
  it('adds memorize time left over to recall, except in a competition format', () => {
    const mem = { mode: 'practice', stage: 'mem', deadline: at(60_000), memTime: 60, recTime: 180 };
    const early = at(20_000);
    expect(nextPatch(row(mem), 'cdr', 'user', early)).toMatchObject({ recTime: 220 });
    expect(nextPatch(row({ ...mem, format: 'wmsc-numbers-5' }), 'cdr', 'user', early)).toMatchObject({
      recTime: 180,
    });
  });
});

describe('the session state machine for versus', () => {
  it('starts the next stage of a versus session at the scheduled deadline, whenever the sweep runs', () => {
    // Two sweeps reach the two sessions 40 ms and 900 ms late: identical patches.
    const early = nextPatch(row({}), 'mem', 'timer', at(5_040));
    const late = nextPatch(row({}), 'mem', 'timer', at(5_900));
    expect(early).toEqual(late);
    expect(early?.deadline).toEqual(at(65_000));
    const cdr = nextPatch(row({ stage: 'mem', deadline: at(65_000) }), 'cdr', 'timer', at(65_300));
    expect(cdr).toMatchObject({ stage: 'cdr', recTime: 180, deadline: at(70_000) });
  });

  it('keeps the solo behaviour: a solo move starts now, and Done adds memorize time left to recall', () => {
    const solo = nextPatch(row({ mode: 'standard' }), 'mem', 'timer', at(5_900));
    expect(solo?.deadline).toEqual(at(65_900));
    const done = nextPatch(
      row({ mode: 'standard', stage: 'mem', deadline: at(65_000) }),
      'cdr',
      'user',
      at(25_000),
    );
    expect(done).toMatchObject({ recTime: 220 });
  });

  it('lets only solo players move stages by hand', () => {
    expect(playerMovesStages('standard')).toBe(true);
    expect(playerMovesStages('practice')).toBe(true);
    expect(playerMovesStages('versus')).toBe(false);
  });

  it('starts both countdowns with the given length', () => {
    expect(readyPatch(at(0), 1)).toMatchObject({ stage: 'cdm', deadline: at(1_000) });
    expect(readyPatch(at(0))).toMatchObject({ deadline: at(5_000) });
  });

  it('halves the time left, never extends a deadline that has passed', () => {
    expect(halvedDeadline(at(100_000), at(40_000))).toEqual(at(70_000));
    expect(halvedDeadline(at(100_000), at(100_000))).toEqual(at(100_000));
    expect(halvedDeadline(at(90_000), at(100_000))).toEqual(at(90_000));
  });

  it('accepts answers up to 2 s after the deadline', () => {
    expect(isLateAnswer(at(10_000), at(12_000))).toBe(false);
    expect(isLateAnswer(at(10_000), at(12_001))).toBe(true);
    expect(isLateAnswer(null, at(0))).toBe(true);
  });
});

describe('versus rules', () => {
  it('plays the common choice, or one of two different ones by a coin of the seed', () => {
    expect(settleChoice('seed', 'words', 'words')).toEqual({ event: 'words', matched: true });
    const picks = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = settleChoice(`seed-${i}`, 'words', 'cards');
      expect(s.matched).toBe(false);
      expect(['words', 'cards']).toContain(s.event);
      expect(settleChoice(`seed-${i}`, 'words', 'cards')).toEqual(s);
      picks.add(s.event);
    }
    expect(picks.size).toBe(2);
  });

  it('decides by score, then by memorize time, and a forfeit loses', () => {
    const p = (
      userId: string,
      score: number | null,
      forfeited = false,
      answered = true,
      memMs: number | null = null,
    ) => ({
      userId,
      score,
      percent: null,
      forfeited,
      answered,
      memMs,
    });
    expect(decide(p('a', 10), p('b', 7))).toEqual({ reason: 'score', winner: 'a' });
    expect(decide(p('a', 7), p('b', 7))).toEqual({ reason: 'score', winner: null });
    // Equal scores go to the faster memorizer; equal or unknown times stay a tie.
    expect(decide(p('a', 7, false, true, 41_250), p('b', 7, false, true, 39_900))).toEqual({
      reason: 'score',
      winner: 'b',
    });
    expect(decide(p('a', 7, false, true, 30_000), p('b', 7, false, true, 30_000))).toEqual({
      reason: 'score',
      winner: null,
    });
    expect(decide(p('a', 7, false, true, 30_000), p('b', 7))).toEqual({ reason: 'score', winner: null });
    // A higher score wins whatever the times.
    expect(decide(p('a', 8, false, true, 90_000), p('b', 7, false, true, 1_000))).toEqual({
      reason: 'score',
      winner: 'a',
    });
    expect(decide(p('a', 20, true), p('b', 0))).toEqual({ reason: 'forfeit', winner: 'b' });
    // Only one of them answered: the match counted, whoever left.
    expect(decide(p('a', 0, true, false), p('b', 3))).toEqual({ reason: 'forfeit', winner: 'b' });
    expect(decide(p('a', 3, true), p('b', 0, false, false))).toEqual({ reason: 'forfeit', winner: 'b' });
    expect(evaluationFor({ reason: 'score', winner: null }, 'a')).toBe('tie');
    expect(evaluationFor({ reason: 'forfeit', winner: 'b' }, 'a')).toBe('lose');
  });

  it('aborts a match nobody answered in, or that both players left', () => {
    const p = (userId: string, forfeited: boolean, answered: boolean) => ({
      userId,
      score: null,
      percent: null,
      forfeited,
      answered,
      memMs: null,
    });
    const aborted = { reason: 'aborted', winner: null };
    expect(decide(p('a', true, true), p('b', true, true))).toEqual(aborted);
    expect(decide(p('a', true, false), p('b', false, false))).toEqual(aborted);
    expect(decide(p('a', false, false), p('b', false, false))).toEqual(aborted);
    expect(evaluationFor({ reason: 'aborted', winner: null }, 'a')).toBe('aborted');
  });

  it('counts any typed or placed answer, never the blanks', () => {
    expect(gaveAnswer(null)).toBe(false);
    expect(gaveAnswer([null, '', '  ', null])).toBe(false);
    expect(gaveAnswer([{ first: '', last: null }])).toBe(false);
    expect(gaveAnswer([null, '7'])).toBe(true);
    expect(gaveAnswer([{ first: 'Ana', last: '' }])).toBe(true);
    expect(gaveAnswer([null, { name: 'T', rotation: 0, row: 3, col: 4 }])).toBe(true);
  });

  it('uses the fixed format of each event, one minute to memorize for most', () => {
    expect(versusFormat('decimal')).toEqual({ amount: 80, memorizeSeconds: 60, recallSeconds: 180 });
    expect(versusFormat('cards').amount).toBe(52);
  });
});
