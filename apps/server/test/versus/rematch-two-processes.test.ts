import { and, eq, ne, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matches } from '../../src/db/schema.ts';
import { stored } from '../bmevent/session-helpers.ts';
import type { TestApp } from '../helpers.ts';
import { twoProcessPass, useTwoProcesses } from './two-process-helpers.ts';
import { game, joinVersus, until } from './versus-helpers.ts';

/**
 * Rematch asks made at the same moment on two app instances sharing PostgreSQL and Redis: the
 * finished match's row lock orders them, so exactly one new match opens and both players are in it.
 */
describe.skipIf(!twoProcessPass)('rematch across two server instances sharing PostgreSQL + Redis', () => {
  const { apps, urls, sockets } = useTwoProcesses('rm2');

  it('opens exactly one new match when both ask at once on different processes', async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const a = await joinVersus(one.app, urls[0] as string, sockets);
    const b = await joinVersus(two.app, urls[1] as string, sockets);
    await a.emit('search', '1v1');
    await b.emit('search', '1v1');
    await until('both in choice', () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice');
    await a.emit('choice', 'binary');
    await b.emit('choice', 'binary');
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
    await ga.emit('finished', sa.bmeventId);
    await gb.emit('finished', sb.bmeventId);
    const old = (await until('A result', () => a.state()?.lastResult)).matchId;
    await until('B result', () => b.state()?.lastResult);

    const acks = await Promise.all([a.emit('rematch', old), b.emit('rematch', old)]);
    expect(acks.map((x) => x.success)).toEqual([true, true]);
    await until('both in the new match', () => {
      const [ra, rb] = [a.state()?.room, b.state()?.room];
      return a.state()?.stage === 'choice' && ra && ra._id !== old && ra._id === rb?._id;
    });
    expect(a.state()?.room?.eventName).toBe('binary');
    const open = await one.app.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(or(eq(matches.userA, a.userId), eq(matches.userB, a.userId)), ne(matches.stage, 'over')));
    expect(open.map((m) => m.id)).toEqual([a.state()?.room?._id]);
  });
});
