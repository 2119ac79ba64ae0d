import type { ChatHistoryResponse, ChatMessage } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import { chatSocket, insertMatch, send, until } from './client.ts';

const t = useListeningApp();
const origin = () => t.url;

async function member() {
  const s = await signup(t.app);
  return { ...s, headers: { cookie: s.cookie, origin: origin() } };
}

const history = (cookie: string, query: string) =>
  t.app.inject({ url: `/api/chat/messages?${query}`, headers: { cookie } });

describe('global chat over real sockets', () => {
  it('delivers a message to every member of the room and stores it for history', async () => {
    const [a, b] = [await member(), await member()];
    const ca = await chatSocket(t.url, a.headers, 'global', t.sockets);
    const cb = await chatSocket(t.url, b.headers, 'global', t.sockets);
    expect(ca.refused ?? cb.refused).toBeUndefined();
    const ack = await send(ca.socket, '  hello there  ');
    expect(ack).toMatchObject({ success: true, message: { text: 'hello there', type: 'text' } });
    await until(() => cb.received.some((m) => m.text === 'hello there'), 5000, 'delivery');
    const got = cb.received.find((m) => m.text === 'hello there') as ChatMessage;
    expect(got.user).toMatchObject({ userName: a.account.userName });
    const res = await history(b.cookie, 'room=global&limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ChatHistoryResponse;
    expect(body.messages.some((m) => m._id === got._id)).toBe(true);
  });

  it('pages newest first, each page oldest at the top', async () => {
    // A room of its own (a match), so that other files writing to global cannot interleave.
    const [a, b] = [await member(), await member()];
    const room = await insertMatch(t.app, a.user._id, b.user._id);
    for (let i = 0; i < 5; i++) await t.app.chat.system(room, `page line ${i}`);
    const first = (await history(a.cookie, `room=${room}&offset=0&limit=3`)).json() as ChatHistoryResponse;
    expect(first.messages.map((m) => m.text)).toEqual(['page line 2', 'page line 3', 'page line 4']);
    const second = (await history(a.cookie, `room=${room}&offset=3&limit=2`)).json() as ChatHistoryResponse;
    expect(second.messages.map((m) => m.text)).toEqual(['page line 0', 'page line 1']);
    expect(second.messages[0]).toMatchObject({ type: 'system', user: null });
  });

  it('refuses a limit over 100, a bad room, and a signed-out reader', async () => {
    const a = await member();
    expect((await history(a.cookie, 'limit=101')).statusCode).toBe(400);
    expect((await history(a.cookie, 'room=lobby')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/chat/messages' })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('refuses empty and 10,000-character text, stores HTML as plain text', async () => {
    const a = await member();
    const c = await chatSocket(t.url, a.headers, 'global', t.sockets);
    expect(await send(c.socket, '   ')).toEqual({ success: false, error: 'A message cannot be empty.' });
    expect(await send(c.socket, 'x'.repeat(10_000))).toEqual({
      success: false,
      error: 'A message can be at most 500 characters long.',
    });
    expect(await send(c.socket, 'hi', 'system')).toMatchObject({ success: false });
    const html = '<script>alert(1)</script><b>bold</b>';
    const ack = await send(c.socket, html);
    expect(ack).toMatchObject({ success: true, message: { text: html } });
  });

  it('rate-limits a flood of 100 messages in a second without touching others in the room', async () => {
    const [flooder, other] = [await member(), await member()];
    const f = await chatSocket(t.url, flooder.headers, 'global', t.sockets);
    const o = await chatSocket(t.url, other.headers, 'global', t.sockets);
    const acks = await Promise.all(Array.from({ length: 100 }, (_, i) => send(f.socket, `flood ${i}`)));
    const accepted = acks.filter((a) => a.success).length;
    expect(accepted).toBe(10);
    const refused = acks.find((a) => !a.success);
    expect(refused).toMatchObject({
      success: false,
      error: expect.stringMatching(/too fast.*wait \d+ second/),
    });
    expect(await send(o.socket, 'still here')).toMatchObject({ success: true });
    await until(() => f.received.some((m) => m.text === 'still here'), 5000, 'the other user is heard');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses profanity and slurs in the global room with a clear message, however spelled', async () => {
    const a = await member();
    const c = await chatSocket(t.url, a.headers, 'global', t.sockets);
    for (const text of ['what the fuck', 'asshole', 'bullshit', 'f u c k', 'sh1t happens', 'n1gger']) {
      const ack = await send(c.socket, text);
      expect(ack, text).toMatchObject({
        success: false,
        error: expect.stringMatching(/not allowed in the global chat/),
      });
    }
  });

  it('lets mild words through', async () => {
    const a = await member();
    const c = await chatSocket(t.url, a.headers, 'global', t.sockets);
    for (const text of ['damn, missed a card', 'hell yes', 'crap, the last pair']) {
      expect(await send(c.socket, text), text).toMatchObject({ success: true, message: { text } });
    }
  });

  it('refuses a foreign Origin and a missing cookie at the handshake', async () => {
    const a = await member();
    const foreign = await chatSocket(
      t.url,
      { cookie: a.cookie, origin: 'https://evil.example' },
      'global',
      t.sockets,
    );
    expect(foreign.refused).toBeDefined();
    const anonymous = await chatSocket(t.url, { origin: origin() }, 'global', t.sockets);
    expect(anonymous.refused).toBe('Not signed in');
  });
});

describe('match rooms', () => {
  it('are readable and writable by the two players only, over HTTP and the socket', async () => {
    const [a, b, third] = [await member(), await member(), await member()];
    const room = await insertMatch(t.app, a.user._id, b.user._id);
    const ca = await chatSocket(t.url, a.headers, room, t.sockets);
    const cb = await chatSocket(t.url, b.headers, room, t.sockets);
    const outsider = await chatSocket(t.url, third.headers, room, t.sockets);
    expect(outsider.refused).toMatch(/match you do not play in/);
    const spy = await chatSocket(t.url, third.headers, 'global', t.sockets);
    expect(await send(ca.socket, 'good luck')).toMatchObject({ success: true });
    await t.app.chat.system(room, 'The match started.');
    await until(() => cb.received.length === 2, 5000, 'both messages reach the opponent');
    expect(cb.received.map((m) => m.text)).toEqual(['good luck', 'The match started.']);
    expect(spy.received.some((m) => m.room === room)).toBe(false);
    expect((await history(third.cookie, `room=${room}`)).statusCode).toBe(403);
    const own = (await history(b.cookie, `room=${room}`)).json() as ChatHistoryResponse;
    expect(own.messages.map((m) => m.text)).toEqual(['good luck', 'The match started.']);
    const global = (await history(third.cookie, 'room=global&limit=100')).json() as ChatHistoryResponse;
    expect(global.messages.some((m) => m.room === room)).toBe(false);
  });
});
