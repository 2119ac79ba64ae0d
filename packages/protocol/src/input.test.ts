import { describe, expect, it } from 'vitest';
import { parseAnswer } from './answers.ts';
import { loginBodySchema, resetPasswordBodySchema } from './auth.ts';
import {
  answerBodySchema,
  chartQuerySchema,
  idBodySchema,
  socketUpdateSchema,
  tetrisBlocksSchema,
} from './bmevent.ts';
import {
  findInputProblem,
  isCalendarDay,
  SEQ_MAX,
  stageSchema,
  textProblem,
  wellFormedString,
} from './input.ts';

const ID = '0b7c1e4e-8a51-4a7e-9d0c-52a4f1c6e2a1';
const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message).join('; ') ?? '';

describe('well-formed text', () => {
  it.each([
    ['a\u0000b', 'NUL'],
    ['\uD800', 'lone surrogate'],
    ['x\uDC00y', 'lone surrogate'],
    ['\uDC00\uD800', 'lone surrogate'],
  ])('refuses %j (%s)', (s, what) => {
    expect(textProblem(s)).toContain(what === 'NUL' ? 'NUL' : 'lone surrogate');
    expect(messagesOf(wellFormedString().safeParse(s))).toContain(what === 'NUL' ? 'NUL' : 'lone surrogate');
  });

  it('accepts ordinary text, emoji (surrogate pairs) and the empty string', () => {
    for (const s of ['', 'Ada Lovelace', 'Zoë 😀 名前', '\uD83D\uDE00'])
      expect(textProblem(s)).toBeUndefined();
  });

  it('finds bad text anywhere in a value, keys included, and refuses deep nesting without recursion', () => {
    expect(findInputProblem({ a: [1, { b: 'ok' }, 'x\u0000'] }, 'body')).toEqual({
      path: 'body.a.2',
      message: expect.stringContaining('NUL'),
    });
    expect(findInputProblem({ 'k\uD800': 1 }, 'body')?.message).toContain('key');
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep, 'body')?.message).toContain('nested deeper');
    expect(findInputProblem({ a: [[['fine']]], n: 1e308, b: null }, 'body')).toBeUndefined();
    expect(findInputProblem({ a: [{ b: ['ok', 'x\uDC00'] }] }, 'args')?.path).toBe('args.a.0.b.1');
    expect(findInputProblem(['ok', { [`${'k'.repeat(50)}`]: 'y\u0000' }], 'args')?.path).toBe(
      `args.1.${'k'.repeat(40)}`,
    );
    expect(findInputProblem([{ a: 1 }, { 'bad\u0000': 2 }], 'body')).toEqual({
      path: 'body.1',
      message: expect.stringContaining('has a key that'),
    });
    expect(findInputProblem('x\u0000', 'query')?.path).toBe('query');
    expect(findInputProblem([new Uint8Array([0]), () => 'fn'], 'args')).toBeUndefined();
  });
});

describe('edge schemas', () => {
  it('refuses NUL and lone surrogates in account emails and passwords', () => {
    expect(loginBodySchema.safeParse({ email: 'a\u0000@x.io', password: 'p' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: '\uD800@x.io', password: 'p' }).success).toBe(false);
    expect(resetPasswordBodySchema.safeParse({ email: 'a@x.io', newPassword: 'p\u0000' }).success).toBe(
      false,
    );
    expect(loginBodySchema.safeParse({ email: 'a@x.io', password: 'p' }).success).toBe(true);
  });

  it('takes session ids only as UUIDs', () => {
    expect(idBodySchema.safeParse({ id: ID }).success).toBe(true);
    for (const id of ['a\u0000b', 'abc', '', `${ID}x`, 42]) {
      expect(messagesOf(idBodySchema.safeParse({ id }))).toContain('UUID');
    }
  });

  it('bounds seq to the stored 4-byte integer', () => {
    const body = (seq: unknown) => answerBodySchema.safeParse({ id: ID, answer: [], seq });
    expect(body(SEQ_MAX).success).toBe(true);
    expect(messagesOf(body(SEQ_MAX + 1))).toContain(`at most ${SEQ_MAX}`);
    expect(body(-1).success).toBe(false);
    expect(body(1.5).success).toBe(false);
    expect(socketUpdateSchema.safeParse([ID, 'answer', [], 2 ** 31]).success).toBe(false);
    expect(socketUpdateSchema.safeParse([ID, 'answer', [], 7]).success).toBe(true);
  });

  it('refuses NUL and lone surrogates in typed answers and Blocktris blocks', () => {
    expect(parseAnswer('names', ['Ada\u0000']).success).toBe(false);
    expect(parseAnswer('words', ['\uD800']).success).toBe(false);
    expect(parseAnswer('images', ['/media/x\u0000']).success).toBe(false);
    expect(parseAnswer('biography', [{ name: 'a\uDC00' }]).success).toBe(false);
    const block = { id: 'b1', name: 'T', shape: [[1]], position: { row: 0, col: 0 } };
    expect(tetrisBlocksSchema.safeParse([block]).success).toBe(true);
    expect(tetrisBlocksSchema.safeParse([{ ...block, id: 'b\u0000' }]).success).toBe(false);
    expect(tetrisBlocksSchema.safeParse([{ ...block, color: '\uD800' }]).success).toBe(false);
  });

  it('takes chart days as YYYY-MM-DD in years 0001-9999', () => {
    const q = (start: string) => chartQuerySchema.safeParse({ name: 'binary', start });
    for (const ok of ['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31'])
      expect(q(ok).success).toBe(true);
    for (const bad of [
      '0000-01-01',
      '2026-02-29',
      '2026-13-01',
      '+10000-01-01',
      '2026-1-1',
      '2026-01-01T00:00Z',
    ]) {
      expect(q(bad).success, bad).toBe(false);
    }
    expect(isCalendarDay('2023-02-29')).toBe(false);
  });

  it('names the stage list when a stage is not one', () => {
    expect(stageSchema.safeParse('rec').success).toBe(true);
    expect(messagesOf(stageSchema.safeParse({ toString: 1 }))).toContain('stage must be one of init');
  });
});
