import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, until } from './versus-helpers.ts';

// Graces long enough that the steps between two drops fit inside the choice grace even on a
// loaded machine; the assertions are about which grace applies, never about how fast anything is.
const CHOICE_GRACE_MS = 2_500;
const MATCH_GRACE_MS = 6_000;
const t = useListeningApp({
  versus: { ...FAST_VERSUS, choiceGraceMs: CHOICE_GRACE_MS, graceMs: MATCH_GRACE_MS, loadTimeoutMs: 60_000 },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('versus: the connection handover at the match start', () => {
  it('a connection that dropped in the choice stage gets the match grace once the match has started', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    await a.emit('search', '1v1');
    await b.emit('search', '1v1');
    await t.app.versus.tick();
    await until('choice', () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice');
    await a.emit('choice', 'words');
    await b.emit('choice', 'words');
    await a.emit('set-ready', true);

    // B's page changes: the choice-stage connection closes (a choice-grace check is scheduled)...
    const droppedAt = Date.now();
    b.versus.disconnect();
    // ...a new one gets ready, the match starts, and that one drops too while the game loads.
    const b2 = await joinVersus(t.app, t.url, t.sockets, b);
    expect(await b2.emit('set-ready', true)).toMatchObject({ success: true });
    await until('match started', () => b2.signals['start-bmevent']?.length);
    b2.versus.disconnect();

    // B is away when the choice grace ends, and back well within the match's grace.
    await sleep(Math.max(0, CHOICE_GRACE_MS - (Date.now() - droppedAt)) + 500);
    const b3 = await joinVersus(t.app, t.url, t.sockets, b);
    await sleep(MATCH_GRACE_MS + 500);

    expect(a.signals['opponent-left']).toBeUndefined();
    const state = await t.app.versus.service.state(b.userId);
    expect(state).toMatchObject({ stage: 'match', room: { stage: 'loading' } });
    expect(state?.room?.players.every((p) => !p.left)).toBe(true);
    b3.close();
  });
});
