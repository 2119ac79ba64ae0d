import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { TokenCache } from '../../src/plugins/app/accounts/token-cache.ts';
import { connectPlayer, init, waitUntil } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp();

async function tab(cookie: string) {
  // Its own connection: socket.io-client would otherwise share one (and its cookie) per server.
  const socket = connect(t.url, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  t.sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

const countVia = (s: Socket) => s.timeout(5000).emitWithAck('get-count') as Promise<number>;

describe('get-count', () => {
  it('counts distinct signed-in users, whatever their number of tabs, and forgets those who left', async () => {
    const a = await signup(t.app);
    const b = await signup(t.app);
    const a1 = await tab(a.cookie);
    await tab(a.cookie);
    const b1 = await tab(b.cookie);
    await waitUntil(async () => (await countVia(a1)) === 2);
    b1.disconnect();
    await waitUntil(async () => (await countVia(a1)) === 1);
    expect(await countVia(a1)).toBe(1);
  });
});

describe('sign-in lookup cache', () => {
  it('forgets a token at once on logout', async () => {
    const { cookie } = await signup(t.app);
    const me = () => t.app.inject({ url: '/api/user', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    await t.app.inject({ url: '/api/logout', headers: { cookie } });
    expect((await me()).statusCode).toBe(401);
  });

  it('expires entries after its time to live and stays bounded', () => {
    let now = 0;
    const cache = new TokenCache(5_000, () => now);
    cache.set('t1', 'u1');
    cache.set('t2', 'u1');
    cache.set('t3', 'u2');
    expect(cache.get('t1')).toBe('u1');
    cache.forgetUser('u1');
    expect([cache.get('t1'), cache.get('t2'), cache.get('t3')]).toEqual([undefined, undefined, 'u2']);
    now = 5_000;
    expect(cache.get('t3')).toBeUndefined();
    for (let i = 0; i < 10_001; i++) cache.set(`x${i}`, 'u');
    expect(cache.get('x0')).toBeUndefined();
    expect(cache.get('x10000')).toBe('u');
  });
});

describe('get-count beyond the app shell', () => {
  it('counts a player whose only socket is their game page, until it closes', async () => {
    const watcher = await signup(t.app);
    const player = await signup(t.app);
    const counter = await tab(watcher.cookie);
    // Other tests' tabs may still be open on this server: count from what it says now.
    await new Promise((r) => setTimeout(r, 100));
    const before = await countVia(counter);
    // A solo game page holds no main channel, only the session's own namespace.
    const started = await init({ app: t.app, cookie: player.cookie }, 'decimal', 'practice');
    const game = await connectPlayer(t.url, player.cookie, started.id);
    await waitUntil(async () => (await countVia(counter)) === before + 1);
    expect(await countVia(counter)).toBe(before + 1);
    game.socket.disconnect();
    await waitUntil(async () => (await countVia(counter)) === before);
    expect(await countVia(counter)).toBe(before);
  });
});
