import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverFile } from '../../src/paths.ts';
import { type Client, call, init, perfectAnswerOf, stage } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client> {
  const { cookie } = await signup(t.app);
  return { app: t.app, cookie };
}

const clip = (c: Client, id: string, n: number | string) =>
  c.app.inject({ method: 'GET', url: `/api/bmevent/${id}/spoken/${n}`, headers: { cookie: c.cookie } });

describe('spoken numbers', () => {
  it('reads each digit on its second, never shows it, and scores to the first mistake', async () => {
    const c = await client();
    const s = await init(c, 'decimal', 'practice', '?format=wmsc-spoken-100');
    expect(s).toMatchObject({ amount: 100, mem_time: 103, rec_time: 300 });
    const key = (await perfectAnswerOf(t.app, s.id)) as string[];
    // Nothing before memorize.
    expect((await clip(c, s.id, 0)).statusCode).toBe(403);
    await call(c, 'POST', '/api/bmevent/ready', { id: s.id });
    const mem = (await stage(c, s.id, 'mem')).body.bmevent;
    // The memorize payload carries no digit: they are only heard.
    expect(mem.data.raw).toEqual(Array(100).fill(''));
    expect(JSON.stringify(mem.data.formatted)).not.toMatch(/\d"/);

    const first = await clip(c, s.id, 0);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.equals(readFileSync(serverFile('src/media/spoken', `${key[0]}.wav`)))).toBe(true);
    // Digit 6 is read five seconds later: not yet.
    const early = await clip(c, s.id, 5);
    expect(early.statusCode).toBe(425);
    expect(early.json().error).toBe('Digit 6 is not read yet.');
    await new Promise((r) => setTimeout(r, 1000));
    const second = await clip(c, s.id, 1);
    expect(second.rawPayload.equals(readFileSync(serverFile('src/media/spoken', `${key[1]}.wav`)))).toBe(
      true,
    );
    // Bad places and other people's sessions.
    expect((await clip(c, s.id, 100)).statusCode).toBe(404);
    expect((await clip(c, s.id, 'x')).statusCode).toBe(404);
    expect((await clip(c, 'nope', 0)).statusCode).toBe(404);
    expect((await clip(await client(), s.id, 0)).statusCode).toBe(404);

    await stage(c, s.id, 'cdr');
    // After memorize no digit is read any more.
    expect((await clip(c, s.id, 1)).statusCode).toBe(403);
    await stage(c, s.id, 'rec');
    // Right up to digit 37, then a wrong digit, then right again: 36.
    const answer = key.map((d, i) => (i === 36 ? String((Number(d) + 1) % 10) : d));
    const done = await call(c, 'POST', '/api/bmevent/result', { id: s.id, answer });
    expect(done.body.bmevent).toMatchObject({ format: 'wmsc-spoken-100', score: 36 });
  });

  it('is not a session of another kind', async () => {
    const c = await client();
    const s = await init(c, 'decimal', 'practice', '?format=ml-numbers');
    await call(c, 'POST', '/api/bmevent/ready', { id: s.id });
    const mem = (await stage(c, s.id, 'mem')).body.bmevent;
    expect(mem.data.raw.join('')).toMatch(/^\d{80}$/);
    expect((await clip(c, s.id, 0)).statusCode).toBe(404);
  });
});
