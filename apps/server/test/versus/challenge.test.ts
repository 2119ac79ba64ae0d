import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChallengeView, VersusHistoryEntry } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges } from '../../src/db/schema.ts';
import { perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import {
  challengeApi,
  challengeSignals,
  FAST_VERSUS,
  joinVersus,
  loadBoth,
  type Player,
  until,
} from './versus-helpers.ts';

const t = useListeningApp({ versus: { ...FAST_VERSUS, challengeLimit: { max: 3, windowMs: 60_000 } } });

const api = (p: Player) => challengeApi(t.url, p);
const pair = async () => [
  await joinVersus(t.app, t.url, t.sockets),
  await joinVersus(t.app, t.url, t.sockets),
];
const challengeOf = (body: Record<string, unknown>) => body.challenge as ChallengeView;

describe('direct challenges', () => {
  it('reaches the challenged user live; accepting opens a match of the event for both', async () => {
    const [a, b] = (await pair()) as [Player, Player];
    const sent = await api(a).send({ userName: b.userName.toUpperCase(), event: 'decimal', rated: true });
    expect(sent.status).toBe(200);
    const mine = challengeOf(sent.body);
    expect(mine).toMatchObject({ you: 'from', status: 'open', event: 'decimal', rated: true });
    expect(mine.to.userName).toBe(b.userName);

    // B hears it at once, as the challenged side.
    const heard = await until('B told', () => challengeSignals(b).at(-1));
    expect(heard).toMatchObject({ id: mine.id, you: 'to', status: 'open', from: { userName: a.userName } });
    expect((await api(b).open()).body.challenges).toEqual([
      expect.objectContaining({ id: mine.id, you: 'to' }),
    ]);

    const accepted = await api(b).accept(mine.id);
    expect(accepted.status).toBe(200);
    const matchId = challengeOf(accepted.body).matchId;
    expect(challengeOf(accepted.body).status).toBe('accepted');
    await until('A told', () =>
      challengeSignals(a).some((c) => c.status === 'accepted' && c.matchId === matchId),
    );
    for (const p of [a, b]) {
      await until('in the match', () => p.state()?.stage === 'choice' && p.state()?.room?._id === matchId);
      const room = p.state()?.room;
      expect(room?.eventName).toBe('decimal');
      expect(room?.players.map((x) => [x.user.userName, x.choice, x.ready]).sort()).toEqual(
        [
          [a.userName, 'decimal', false],
          [b.userName, 'decimal', false],
        ].sort(),
      );
    }
    // Answered: accepting again is refused.
    expect((await api(b).accept(mine.id)).body.error).toBe('This challenge was accepted already.');
    // Both sit in the match: a new challenge between them is refused while it is open.
    const again = await api(b).send({ userName: a.userName, event: 'binary', rated: true });
    expect(again).toMatchObject({ status: 409, body: { error: 'You are already in a match.' } });
  });

  it('is declined: the sender is told, and it can no longer be accepted', async () => {
    const [a, b] = (await pair()) as [Player, Player];
    const id = challengeOf(
      (await api(a).send({ userName: b.userName, event: 'words', rated: true })).body,
    ).id;
    // Only the challenged user may answer, only the sender may withdraw.
    expect((await api(a).accept(id)).status).toBe(404);
    expect((await api(b).cancel(id)).status).toBe(404);
    const declined = await api(b).decline(id);
    expect(challengeOf(declined.body).status).toBe('declined');
    await until('A told', () => challengeSignals(a).some((c) => c.id === id && c.status === 'declined'));
    expect(await api(b).accept(id)).toMatchObject({
      status: 409,
      body: { error: 'This challenge was declined.' },
    });
    expect(b.state()?.stage).toBe('none');
  });

  it('refuses a challenge of oneself, of nobody, a second one per pair, and bad input', async () => {
    const [a, b] = (await pair()) as [Player, Player];
    expect(await api(a).send({ userName: a.userName, event: 'binary', rated: true })).toMatchObject({
      status: 400,
      body: { error: 'You cannot challenge yourself.' },
    });
    expect(
      (await api(a).send({ userName: 'nobody-by-this-name', event: 'binary', rated: true })).status,
    ).toBe(404);
    expect((await api(a).send({ userName: b.userName, event: 'chess', rated: true })).body.error).toBe(
      'Invalid request: event must be an event name',
    );
    expect((await api(a).send({ userName: b.userName, event: 'binary' })).status).toBe(400);
    expect((await api(a).accept('not-a-uuid')).status).toBe(400);

    const first = challengeOf(
      (await api(a).send({ userName: b.userName, event: 'binary', rated: true })).body,
    );
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(await api(from).send({ userName: to.userName, event: 'names', rated: false })).toMatchObject({
        status: 409,
        body: { error: `There is already an open challenge between you and ${to.userName}.` },
      });
    }
    // Withdrawn, the pair may challenge again.
    expect(challengeOf((await api(a).cancel(first.id)).body).status).toBe('cancelled');
    await until('B told', () =>
      challengeSignals(b).some((c) => c.id === first.id && c.status === 'cancelled'),
    );
    expect((await api(b).send({ userName: a.userName, event: 'names', rated: false })).status).toBe(200);
  });

  it('expires after its time, and when the sender has left the site', async () => {
    const [a, b] = (await pair()) as [Player, Player];
    const id = challengeOf(
      (await api(a).send({ userName: b.userName, event: 'binary', rated: true })).body,
    ).id;
    // Two minutes pass (the server's clock is the row's deadline).
    await t.app.database.db
      .update(challenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(challenges.id, id));
    expect(await api(b).accept(id)).toMatchObject({
      status: 409,
      body: { error: 'This challenge has expired.' },
    });
    expect((await api(b).open()).body.challenges).toEqual([]);
    expect(challengeOf((await api(a).get(id)).body).status).toBe('expired');

    // A new one fits now; then the sender closes every tab: after a reload's grace it expires
    // without anyone looking, and the challenged user's notice goes.
    const next = challengeOf(
      (await api(a).send({ userName: b.userName, event: 'binary', rated: true })).body,
    );
    a.close();
    await until('B told', () => challengeSignals(b).some((c) => c.id === next.id && c.status === 'expired'));
    expect(await api(b).accept(next.id)).toMatchObject({
      status: 409,
      body: { error: 'This challenge has expired.' },
    });

    // A sender with no connection at all: their own request keeps it (a reload, before the
    // sockets are back), but the challenged user cannot accept from someone who is not there.
    const ghost = await signup(t.app);
    const fromGhost = challengeApi(t.url, ghost);
    const third = challengeOf(
      (await fromGhost.send({ userName: b.userName, event: 'names', rated: true })).body,
    );
    expect(challengeOf((await fromGhost.get(third.id)).body).status).toBe('open');
    expect(await api(b).accept(third.id)).toMatchObject({
      status: 409,
      body: { error: 'This challenge has expired.' },
    });
  });

  it('pushes the challenge to a user who is not on the site, and not to one who is', async () => {
    const [a, online] = (await pair()) as [Player, Player];
    const away = await signup(t.app);
    for (const [cookie, token] of [
      [away.cookie, 'device-away'],
      [online.cookie, 'device-online'],
    ])
      await t.app.inject({
        method: 'POST',
        url: '/api/user/push-token',
        headers: { cookie },
        payload: { token, platform: 'android' },
      });
    const id = challengeOf(
      (await api(a).send({ userName: away.account.userName, event: 'cards', rated: false })).body,
    ).id;
    await api(a).send({ userName: online.userName, event: 'cards', rated: true });
    const outbox = () =>
      readFileSync(join(t.dataDir, 'push-outbox.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, string>);
    const pushed = await until('pushed', () => outbox().find((l) => l.token === 'device-away'));
    expect(pushed).toMatchObject({
      title: 'Versus challenge',
      body: `${a.userName} challenges you to Cards (unrated).`,
      url: `/app/challenge/${id}`,
    });
    expect(outbox().some((l) => l.token === 'device-online')).toBe(false);
  });

  it('limits how many challenges one user sends', async () => {
    const [a, ...others] = (await Promise.all(
      [0, 1, 2, 3, 4].map(() => joinVersus(t.app, t.url, t.sockets)),
    )) as Player[];
    const codes: number[] = [];
    for (const o of others)
      codes.push(
        (await api(a as Player).send({ userName: o.userName, event: 'binary', rated: true })).status,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('opens an unrated match: no rating moves, and history says unrated', async () => {
    const [a, b] = (await pair()) as [Player, Player];
    const id = challengeOf(
      (await api(a).send({ userName: b.userName, event: 'decimal', rated: false })).body,
    ).id;
    await api(b).accept(id);
    await until('both in choice', () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice');
    expect([a.state()?.room?.rated, b.state()?.room?.rated]).toEqual([false, false]);
    await a.emit('set-ready', true);
    await b.emit('set-ready', true);
    const startA = (await until('A start', () => a.signals['start-bmevent']?.at(-1))) as {
      bmeventId: string;
    };
    const startB = (await until('B start', () => b.signals['start-bmevent']?.at(-1))) as {
      bmeventId: string;
    };
    const ids = { idA: startA.bmeventId, idB: startB.bmeventId };
    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await until('both in recall', async () => (await stored(t.app, ids.idA)).stage === 'rec');
    const key = (await perfectAnswerOf(t.app, ids.idA)) as string[];
    expect(await ga.emit('update', ids.idA, 'answer', key, 1)).toMatchObject({ stored: true });
    await ga.emit('finished', ids.idA);
    await gb.emit('finished', ids.idB);
    const result = await until('A result', () => a.state()?.lastResult);
    expect(result.rated).toBe(false);
    expect(result.outcome).not.toBe('aborted');
    const ratings = await t.app.inject({
      method: 'GET',
      url: '/api/versus/ratings',
      headers: { cookie: a.cookie },
    });
    expect(ratings.json().ratings.overall.games).toBe(0);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/versus/history',
      headers: { cookie: a.cookie },
    });
    const [entry] = history.json().data.matches as VersusHistoryEntry[];
    expect(entry).toMatchObject({ rated: false, ratingChange: null, event: 'decimal' });
    // The public profile lists it as unrated, with no rating figures.
    const profile = (await api(b).profile(a.userName)).body.profile as Record<string, unknown>;
    expect(profile).toMatchObject({ userName: a.userName, you: false });
    expect(profile.recent).toEqual([
      {
        event: 'decimal',
        opponent: b.userName,
        outcome: entry?.outcome,
        rated: false,
        endedAt: entry?.endedAt,
      },
    ]);
  });
});
