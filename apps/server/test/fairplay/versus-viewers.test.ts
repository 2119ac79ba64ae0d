import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import { describe, expect, it } from 'vitest';
import { recallOver } from '../../src/plugins/app/live/versus-schedule.ts';
import { perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { openSocket } from '../live/live-helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, playToStart, until } from '../versus/versus-helpers.ts';
import {
  expectNothingOfTheRecall,
  type Message,
  memorizeMessages,
  recallMessages,
  record,
  send,
} from './audit-helpers.ts';

const DELAY_MS = 300;
const t = useListeningApp({
  versus: { ...FAST_VERSUS, format: () => ({ amount: 10, memorizeSeconds: 2, recallSeconds: 3 }) },
  versusWatchDelayMs: DELAY_MS,
  rateLimits: { signup: { max: 10_000, windowMs: 3_600_000 } },
});

type Watcher = { got: Message[]; joinedLate: boolean };

/** Matches are played at the same time, but paired one at a time, so each pair meets as planned. */
let pairing: Promise<unknown> = Promise.resolve();
function pairInTurn<T>(step: () => Promise<T>): Promise<T> {
  const mine = pairing.then(step);
  pairing = mine.catch(() => {});
  return mine;
}

/**
 * One match of `event`: two honest players, each watched by another account from the countdown on
 * and by one more that joins during the recall (its first state is a snapshot). Player A finishes
 * early (its result is held), B's recall runs out.
 */
async function playWatched(event: EventName) {
  const a = await joinVersus(t.app, t.url, t.sockets);
  const b = await joinVersus(t.app, t.url, t.sockets);
  const ids = await pairInTurn(() => playToStart(t.app, a, b, [event, event]));
  const watch = async (id: string, joinedLate: boolean): Promise<Watcher> => {
    const viewer = await signup(t.app);
    const w = await openSocket(t.url, '/watch', viewer.cookie, t.sockets, { bmeventId: id });
    expect(w.refused).toBeUndefined();
    return { got: record(w.socket), joinedLate };
  };
  const watchers = { [ids.idA]: [await watch(ids.idA, false)], [ids.idB]: [await watch(ids.idB, false)] };
  const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
  const plays = [
    { id: ids.idA, game: ga, finishes: true },
    { id: ids.idB, game: gb, finishes: false },
  ].map(async ({ id, game, finishes }) => {
    await until(`${event} memorize`, () => game.updates.some((u) => u.stage === 'mem'));
    const row = await stored(t.app, id);
    const memorize = memorizeMessages(event, id, row.data as never);
    await send(game.socket, memorize);
    await until(`${event} recall`, () => game.updates.some((u) => u.stage === 'rec'));
    const recall = recallMessages(event, id, (await perfectAnswerOf(t.app, id)) as unknown[]);
    await send(game.socket, recall);
    watchers[id]?.push(await watch(id, true));
    if (finishes) await game.socket.timeout(5000).emitWithAck('finished', id);
    return { id, sent: { memorize, recall } };
  });
  const played = await Promise.all(plays);
  for (const { id, sent } of played) {
    const row = await until(`${event} scored`, async () => {
      const r = await stored(t.app, id);
      return r.stage === 'res' && r;
    });
    const over = recallOver(row);
    for (const w of watchers[id] ?? []) {
      // The result, with every answer, does reach viewers, once the match's recall is over.
      const res = await until(`${event} result to a viewer`, () =>
        w.got.find((m) => m.event === 'update-stage' && (m.args[0] as { stage?: string }).stage === 'res'),
      );
      expect(res.at).toBeGreaterThanOrEqual(over - 20);
      expect((res.args[0] as { answer: unknown }).answer).toEqual(row.answer);
      const memorizeSeen = expectNothingOfTheRecall(w.got, over, row, sent);
      // The watch was live: a viewer from the start saw the player's memorize moves.
      if (!w.joinedLate) expect(memorizeSeen, `${event}: memorize relays`).toBeGreaterThan(0);
    }
  }
}

describe.concurrent('versus viewers learn nothing of a recall before it is over', () => {
  it.each(EVENT_NAMES.map((e) => [e]))('%s', async (event) => playWatched(event), 60_000);
});
