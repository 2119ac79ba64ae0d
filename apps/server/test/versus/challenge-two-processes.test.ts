import type { ChallengeView } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers.ts';
import { twoProcessPass, useTwoProcesses } from './two-process-helpers.ts';
import { challengeApi, challengeSignals, joinVersus, until } from './versus-helpers.ts';

/**
 * A challenge sent on one process and answered on the other: the row in PostgreSQL is the truth,
 * the rooms span both processes through Redis. Two accepts landing at once open one match.
 */
describe.skipIf(!twoProcessPass)('challenges across two server instances sharing PostgreSQL + Redis', () => {
  const { apps, urls, sockets } = useTwoProcesses('ch2');

  it('tells the challenged user on the other process and opens exactly one match', async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const [urlA, urlB] = urls as [string, string];
    const a = await joinVersus(one.app, urlA, sockets);
    const b = await joinVersus(two.app, urlB, sockets);
    const sent = await challengeApi(urlA, a).send({ userName: b.userName, event: 'binary', rated: false });
    expect(sent.status).toBe(200);
    const id = (sent.body.challenge as ChallengeView).id;
    const heard = await until('B told on process two', () => challengeSignals(b).find((c) => c.id === id));
    expect(heard).toMatchObject({ you: 'to', status: 'open', rated: false, from: { userName: a.userName } });
    // A second challenge of the pair from the other process is refused by the database.
    const twice = await challengeApi(urlB, b).send({ userName: a.userName, event: 'names', rated: true });
    expect(twice.status).toBe(409);

    // The same accept lands on both processes at once: one wins, the other is told it is answered.
    const replies = await Promise.all([challengeApi(urlA, b).accept(id), challengeApi(urlB, b).accept(id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = replies.find((r) => r.status === 200)?.body.challenge as ChallengeView | undefined;
    const matchId = won?.matchId;
    expect(matchId).toBeTruthy();
    await until('A told on process one', () => challengeSignals(a).some((c) => c.status === 'accepted'));
    for (const p of [a, b])
      await until('in the match', () => p.state()?.stage === 'choice' && p.state()?.room?._id === matchId);
    expect(a.state()?.room?.eventName).toBe('binary');
  });
});
