import { describe, expect, it } from 'vitest';
import { perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import type { TestApp } from '../helpers.ts';
import { twoProcessPass, useTwoProcesses } from './two-process-helpers.ts';
import { game, joinVersus, until } from './versus-helpers.ts';

/**
 * Scale-out: two app instances on one PostgreSQL and one Redis (CI's second pass). The players
 * connect to different instances; the pool and the rooms live in Redis, the match in PostgreSQL.
 */
describe.skipIf(!twoProcessPass)('versus across two server instances sharing PostgreSQL + Redis', () => {
  const { apps, urls, sockets } = useTwoProcesses('vs2');

  it('pairs players connected to different processes and plays the match to its result', async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const a = await joinVersus(one.app, urls[0] as string, sockets);
    const b = await joinVersus(two.app, urls[1] as string, sockets);
    expect((await a.emit('search', '1v1')).success).toBe(true);
    expect((await b.emit('search', '1v1')).success).toBe(true);
    await until('both in choice', () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice');
    await a.emit('choice', 'decimal');
    await b.emit('choice', 'decimal');
    // Each sees the other's pick although it was made on the other process.
    await until('A sees B', () => a.state()?.room?.players.find((p) => !p.you)?.choice === 'decimal');
    await a.emit('set-ready', true);
    await b.emit('set-ready', true);
    const sa = (await until('A start', () => a.signals['start-bmevent']?.at(-1))) as { bmeventId: string };
    const sb = (await until('B start', () => b.signals['start-bmevent']?.at(-1))) as { bmeventId: string };
    const ga = await game(urls[0] as string, sockets, a, sa.bmeventId);
    const gb = await game(urls[1] as string, sockets, b, sb.bmeventId);
    await ga.emit('ready', sa.bmeventId);
    await gb.emit('ready', sb.bmeventId);
    await until('both in recall', async () => {
      const [x, y] = [await stored(one.app, sa.bmeventId), await stored(two.app, sb.bmeventId)];
      return x.stage === 'rec' && y.stage === 'rec';
    });
    const key = await perfectAnswerOf(one.app, sa.bmeventId);
    await ga.emit('update', sa.bmeventId, 'answer', key, 1);
    await ga.emit('finished', sa.bmeventId);
    // B (on the other process) hears that its recall was halved.
    await until('B halved', () => gb.halves.length > 0);
    const ra = await until('A result', () => a.state()?.lastResult);
    const rb = await until('B result', () => b.state()?.lastResult);
    expect(ra.outcome).toBe('win');
    expect(rb.outcome).toBe('lose');
    const after = (r: typeof ra, id: string) =>
      r.players.find((p) => p.userId === id)?.overall.after.rating ?? 0;
    expect(after(ra, a.userId)).toBeGreaterThan(1500);
    expect(after(ra, b.userId)).toBeLessThan(1500);
  });
});
