import { describe, expect, it } from 'vitest';
import { Debounced } from '../../src/plugins/app/live/debounced.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a push that follows bursts of changes', () => {
  it('runs once for a burst, and again for a later burst', async () => {
    let runs = 0;
    const push = new Debounced(
      async () => void runs++,
      10,
      () => {},
    );
    for (let i = 0; i < 20; i++) push.schedule();
    await sleep(40);
    expect(runs).toBe(1);
    push.schedule();
    await sleep(40);
    expect(runs).toBe(2);
  });

  it('stop waits for a run under way and starts none after, even if one was due', async () => {
    const log: string[] = [];
    let release!: () => void;
    const push = new Debounced(
      async () => {
        log.push('start');
        await new Promise<void>((r) => {
          release = r;
        });
        log.push('end');
      },
      5,
      () => {},
    );
    push.schedule();
    await sleep(20);
    expect(log).toEqual(['start']);
    push.schedule();
    const stopped = push.stop().then(() => log.push('stopped'));
    await sleep(5);
    expect(log).toEqual(['start']);
    release();
    await stopped;
    expect(log).toEqual(['start', 'end', 'stopped']);
    push.schedule();
    await sleep(20);
    expect(log).toEqual(['start', 'end', 'stopped']);
  });

  it('hands a failed run to its error handler and keeps working', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const push = new Debounced(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database gone');
      },
      5,
      (err) => errors.push(err),
    );
    push.schedule();
    await sleep(20);
    push.schedule();
    await sleep(20);
    expect(calls).toBe(2);
    expect(String(errors[0])).toContain('database gone');
    await push.stop();
  });
});
