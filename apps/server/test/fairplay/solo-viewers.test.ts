import { EVENT_NAMES, type EventData, type EventName, eventByName } from '@mnemoria/events';
import type { WatchBmevent } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import {
  call,
  connectPlayer,
  init,
  perfectAnswerOf,
  stage,
  stored,
  stringLeaves,
} from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { openSocket } from '../live/live-helpers.ts';
import { until } from '../versus/versus-helpers.ts';
import { memorizeMessages, record, send } from './audit-helpers.ts';

const t = useListeningApp({ rateLimits: { signup: { max: 10_000, windowMs: 3_600_000 } } });

/**
 * A standard session watched live from its countdown. Solo viewers follow the player as they play
 * (their typed answers included: those are the player's own), but never the key before the result:
 * from the end of memorize, every payload holds exactly what the player's own recall screen shows.
 */
async function watchStandard(event: EventName) {
  const player = await signup(t.app);
  const c = { app: t.app, cookie: player.cookie };
  const started = await init(c, event, 'standard');
  const id = started.id;
  const viewer = await signup(t.app);
  const w = await openSocket(t.url, '/watch', viewer.cookie, t.sockets, { bmeventId: id });
  expect(w.refused).toBeUndefined();
  const got = record(w.socket);
  const game = await connectPlayer(t.url, player.cookie, id);
  t.sockets.push(game.socket);
  expect((await call(c, 'POST', '/api/bmevent/ready', { id })).status).toBe(200);
  await stage(c, id, 'mem');
  const row = await stored(t.app, id);
  await send(game.socket, memorizeMessages(event, id, row.data as unknown as EventData));
  const memorizeEnded = Date.now();
  await stage(c, id, 'cdr');
  await stage(c, id, 'rec');
  await send(game.socket, [
    ['update', id, 'rec_main_item', 1, 0],
    ['update', id, 'card_index', 2, 0],
  ]);
  // The viewer hears the recall stage before the player is done.
  await until(`${event} recall to the viewer`, () =>
    got.some((m) => m.event === 'update-stage' && (m.args[0] as WatchBmevent).stage === 'rec'),
  );
  const finishedAt = Date.now();
  await call(c, 'POST', '/api/bmevent/result', { id, answer: [] });
  await until(`${event} result to the viewer`, () =>
    got.some((m) => m.event === 'update-stage' && (m.args[0] as WatchBmevent).stage === 'res'),
  );

  const def = eventByName(event);
  const data = row.data as unknown as EventData;
  const recallView = JSON.parse(JSON.stringify(def.redact(data, 'rec')));
  const shown = new Set(stringLeaves(recallView));
  const key = new Set(
    [...stringLeaves(data.raw), ...stringLeaves(await perfectAnswerOf(t.app, id))].filter((s) => s.trim()),
  );
  for (const m of got.filter((x) => x.at >= memorizeEnded && x.at < finishedAt)) {
    const what = `${event}: '${m.event}' ${JSON.stringify(m.args).slice(0, 160)}`;
    const b = m.args[0] as Partial<WatchBmevent> | undefined;
    if (m.event === 'update-stage' && b?.stage && b.stage !== 'mem') {
      expect(b.result ?? null, what).toBeNull();
      expect(b.data, what).toEqual(recallView);
    }
    if (b?.stage === 'mem') continue;
    const leaked = stringLeaves(m.args).filter((s) => key.has(s) && !shown.has(s));
    expect(leaked, `key values a recall screen does not show: ${what}`).toEqual([]);
  }
}

describe.concurrent('solo viewers never get the key before the result', () => {
  it.each(EVENT_NAMES.map((e) => [e]))('%s', async (event) => watchStandard(event), 60_000);
});
