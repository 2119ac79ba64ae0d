import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ChatHistoryResponse, ChatMutesResponse, ReportedMessagesResponse } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import { chatSocket, send, until } from './client.ts';

const t = useListeningApp();
const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '../../../..');

async function member() {
  const s = await signup(t.app);
  return { ...s, headers: { cookie: s.cookie, origin: t.url } };
}

/** The operator's CLI grants the role, as docs/operations.md tells them to. */
async function moderator() {
  const m = await member();
  const out = await run(
    'node',
    ['--import', 'tsx', 'scripts/admin/chat.ts', 'role', m.account.userName, 'moderator'],
    {
      cwd: repoRoot,
      env: { ...process.env, MNEMORIA_URL: t.url, SESSION_SECRET: t.app.config.SESSION_SECRET },
    },
  );
  expect(out.stdout).toMatch(/is now a moderator/);
  return m;
}

const post = (cookie: string, path: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/chat/${path}`,
    headers: { cookie },
    payload: payload as object,
  });
const reports = async (cookie: string) =>
  (
    await t.app.inject({ url: '/api/admin/chat/reports', headers: { cookie } })
  ).json() as ReportedMessagesResponse;
const mutes = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/chat/mutes', headers: { cookie } })).json() as ChatMutesResponse;
const report = (cookie: string, messageId: string, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/report',
    headers: { cookie },
    payload: { messageId, reason },
  });

describe('the moderator view', () => {
  it('the role shows in /api/user once the CLI grants it', { timeout: 60_000 }, async () => {
    const a = await member();
    const me = async (cookie: string) =>
      (await t.app.inject({ url: '/api/user', headers: { cookie } })).json();
    expect((await me(a.cookie)).user.role).toBe('user');
    const mod = await moderator();
    expect((await me(mod.cookie)).user.role).toBe('moderator');
  });

  it('lists reported messages once each, with their reporters, newest report first', {
    timeout: 60_000,
  }, async () => {
    const [a, b, c, mod] = [await member(), await member(), await member(), await moderator()];
    const ca = await chatSocket(t.url, a.headers, 'global', t.sockets);
    const first = await send(ca.socket, 'first reported line');
    const second = await send(ca.socket, 'second reported line');
    if (!first.success || !second.success) throw new Error('not sent');
    await report(b.cookie, first.message._id, 'rude');
    await report(c.cookie, first.message._id);
    await report(b.cookie, second.message._id, 'spam');
    const listed = (await reports(mod.cookie)).reports;
    const mine = listed.filter((r) => [first.message._id, second.message._id].includes(r.messageId));
    expect(mine.map((r) => r.messageId)).toEqual([second.message._id, first.message._id]);
    expect(mine[1]).toMatchObject({
      room: 'global',
      text: 'first reported line',
      author: { _id: a.user._id, userName: a.account.userName },
      reporterCount: 2,
      reasons: ['rude'],
      createdAt: first.message.createdAt,
    });
    expect(new Set(mine[1]?.reporters)).toEqual(new Set([b.account.userName, c.account.userName]));

    expect((await post(mod.cookie, 'dismiss', { messageId: second.message._id })).statusCode).toBe(200);
    expect((await reports(mod.cookie)).reports.some((r) => r.messageId === second.message._id)).toBe(false);
    expect((await post(mod.cookie, 'dismiss', { messageId: second.message._id })).statusCode).toBe(404);
  });

  it('a deletion reaches every open chat of the room and leaves the list and history', {
    timeout: 60_000,
  }, async () => {
    const [a, b, mod] = [await member(), await member(), await moderator()];
    const ca = await chatSocket(t.url, a.headers, 'global', t.sockets);
    const cb = await chatSocket(t.url, b.headers, 'global', t.sockets);
    const deleted: unknown[] = [];
    cb.socket.on('delete', (d: unknown) => deleted.push(d));
    const ack = await send(ca.socket, 'please remove me');
    if (!ack.success) throw new Error(ack.error);
    await report(b.cookie, ack.message._id);
    const res = await post(mod.cookie, 'delete', { messageId: ack.message._id });
    expect(res.json()).toMatchObject({ success: true, message: 'The message was deleted.' });
    await until(() => deleted.length === 1, 5000, 'the delete push');
    expect(deleted[0]).toEqual({ _id: ack.message._id, room: 'global' });
    expect((await reports(mod.cookie)).reports.some((r) => r.messageId === ack.message._id)).toBe(false);
    const page = (
      await t.app.inject({ url: '/api/chat/messages?room=global', headers: { cookie: b.cookie } })
    ).json() as ChatHistoryResponse;
    expect(page.messages.some((m) => m._id === ack.message._id)).toBe(false);
    expect((await post(mod.cookie, 'delete', { messageId: ack.message._id })).statusCode).toBe(404);
  });

  it('a mute stops the author writing, with the reason; a note arrives as a system message', {
    timeout: 60_000,
  }, async () => {
    const [a, mod] = [await member(), await moderator()];
    const ca = await chatSocket(t.url, a.headers, 'global', t.sockets);
    const res = await post(mod.cookie, 'mute', { userId: a.user._id, minutes: 10, reason: 'Insults' });
    expect(res.json()).toMatchObject({ success: true, message: expect.stringMatching(/is muted until/) });
    expect(await send(ca.socket, 'can I?')).toMatchObject({
      success: false,
      error: expect.stringMatching(/^You are muted in chat until .* UTC\. Reason: Insults$/),
    });
    const note = await post(mod.cookie, 'note', { room: 'global', text: 'Keep it friendly, please.' });
    expect(note.statusCode).toBe(200);
    await until(() => ca.received.some((m) => m.type === 'system' && m.text === 'Keep it friendly, please.'));
  });

  it('lists running mutes, and an unmute lets the author write again at once', {
    timeout: 60_000,
  }, async () => {
    const [a, mod] = [await member(), await moderator()];
    const ca = await chatSocket(t.url, a.headers, 'global', t.sockets);
    await post(mod.cookie, 'mute', { userId: a.user._id, minutes: 60, reason: 'Spam' });
    const listed = (await mutes(mod.cookie)).mutes.find((m) => m.userId === a.user._id);
    expect(listed).toMatchObject({ userName: a.account.userName, reason: 'Spam' });
    const minutesLeft = (Date.parse(listed?.until ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    expect((await send(ca.socket, 'still muted?')).success).toBe(false);

    const res = await post(mod.cookie, 'unmute', { userId: a.user._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `${a.account.userName} may chat again.` });
    expect(await send(ca.socket, 'thanks')).toMatchObject({ success: true });
    expect((await mutes(mod.cookie)).mutes.some((m) => m.userId === a.user._id)).toBe(false);
    const again = await post(mod.cookie, 'unmute', { userId: a.user._id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`${a.account.userName} is not muted.`);
  });

  it('refuses users without the role (403) and visitors (401)', async () => {
    const a = await member();
    expect(
      (await t.app.inject({ url: '/api/admin/chat/reports', headers: { cookie: a.cookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/chat/reports' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/chat/mutes', headers: { cookie: a.cookie } })).statusCode,
    ).toBe(403);
    for (const [path, body] of [
      ['delete', { messageId: crypto.randomUUID() }],
      ['dismiss', { messageId: crypto.randomUUID() }],
      ['mute', { userId: a.user._id, minutes: 5, reason: 'x' }],
      ['unmute', { userId: a.user._id }],
      ['note', { room: 'global', text: 'I am not a moderator' }],
    ] as const) {
      const res = await post(a.cookie, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'Only moderators can do this.' });
    }
  });

  it('answers bad bodies with 400 and a reason, unknown targets with 404', { timeout: 60_000 }, async () => {
    const mod = await moderator();
    const bad: [string, unknown, RegExp][] = [
      ['delete', { messageId: 'nope' }, /messageId must be a message id/],
      ['dismiss', {}, /messageId/],
      ['mute', { userId: mod.user._id, minutes: 0, reason: 'x' }, /minutes must be at least 1/],
      ['mute', { userId: mod.user._id, minutes: 5, reason: '   ' }, /reason is required/],
      ['mute', { userId: mod.user._id, minutes: '5', reason: 'x' }, /minutes must be a number/],
      ['unmute', {}, /userId/],
      ['unmute', { userId: 7 }, /userId/],
      ['note', { room: 'lobby', text: 'hi' }, /room must be/],
      ['note', { room: 'global', text: 'x'.repeat(10_000) }, /at most 500 characters/],
    ];
    for (const [path, body, message] of bad) {
      const res = await post(mod.cookie, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const missing = await post(mod.cookie, 'mute', { userId: 'no-such-user', minutes: 5, reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await post(mod.cookie, 'unmute', { userId: 'no-such-user' })).statusCode).toBe(404);
    const room = await post(mod.cookie, 'note', { room: crypto.randomUUID(), text: 'hello' });
    expect(room.statusCode).toBe(404);
  });

  it('gives the community chat link', async () => {
    const res = await t.app.inject({ url: '/api/chat/community' });
    expect(res.json()).toEqual({ success: true, url: 'https://chat.mnemoria.app' });
  });
});
