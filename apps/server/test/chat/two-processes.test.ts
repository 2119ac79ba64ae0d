import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ChatMessage } from '@mnemoria/protocol';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signup, startApp, type TestApp } from '../helpers.ts';
import { chatSocket, insertMatch, send, until } from './client.ts';

/**
 * Scale-out: two app instances on one PostgreSQL and one Redis (CI's second pass sets both) must
 * behave as one chat: a message sent through one reaches the clients of the other, and the rate
 * limit is one budget per user across both.
 */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.skipIf(!shared)('chat across two server instances (PostgreSQL + Redis)', () => {
  const apps: TestApp[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // One Redis prefix: the instances share counters as two processes of one deployment do.
    const redisPrefix = `test:chat2:${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i++) {
      const t = await startApp({ redisPrefix });
      apps.push(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(apps.map((t) => t.close()));
  });

  const member = async (i: number) => {
    const s = await signup((apps[i] as TestApp).app);
    return { ...s, headers: { cookie: s.cookie, origin: urls[i] as string } };
  };

  it('delivers a global message sent through one instance to a client of the other', async () => {
    const [a, b] = [await member(0), await member(1)];
    const ca = await chatSocket(urls[0] as string, a.headers, 'global', sockets);
    const cb = await chatSocket(urls[1] as string, b.headers, 'global', sockets);
    const text = `across ${randomBytes(3).toString('hex')}`;
    expect(await send(ca.socket, text)).toMatchObject({ success: true });
    await until(() => cb.received.some((m: ChatMessage) => m.text === text), 5000, 'cross-process delivery');
  });

  it('keeps a match room to its players across instances, with one rate limit per user', async () => {
    const [a, b] = [await member(0), await member(1)];
    const room = await insertMatch((apps[0] as TestApp).app, a.user._id, b.user._id);
    const ca = await chatSocket(urls[0] as string, a.headers, room, sockets);
    // The same user on both instances: their budget is shared.
    const ca2 = await chatSocket(
      urls[1] as string,
      { cookie: a.cookie, origin: urls[1] as string },
      room,
      sockets,
    );
    const cb = await chatSocket(urls[1] as string, b.headers, room, sockets);
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(i % 2 ? ca.socket : ca2.socket, `m${i}`)),
    );
    expect(acks.filter((x) => x.success)).toHaveLength(10);
    await until(() => cb.received.length === 10, 5000, 'all accepted messages at the opponent');
  });
});
