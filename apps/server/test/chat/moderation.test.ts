import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ChatHistoryResponse } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatReports } from '../../src/db/schema.ts';
import { chatAdminKey } from '../../src/plugins/app/chat/admin.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { chatSocket, send, until } from './client.ts';

const t = useListeningApp();
const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '../../../..');

async function member() {
  const s = await signup(t.app);
  return { ...s, headers: { cookie: s.cookie, origin: t.url } };
}

/** The admin CLI as an operator runs it, against this test's listening server. */
function cli(...args: string[]) {
  return run('node', ['--import', 'tsx', 'scripts/admin/chat.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, MNEMORIA_URL: t.url, SESSION_SECRET: t.app.config.SESSION_SECRET },
  });
}

describe('moderation', () => {
  it('a report is stored once per user and listed by the CLI', { timeout: 60_000 }, async () => {
    const [a, b] = [await member(), await member()];
    const c = await chatSocket(t.url, a.headers, 'global', t.sockets);
    const ack = await send(c.socket, 'reportable');
    if (!ack.success) throw new Error(ack.error);
    const report = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/report',
        headers: { cookie },
        payload: { messageId: ack.message._id, reason: 'rude' },
      });
    expect((await report(b.cookie)).json()).toMatchObject({ success: true, message: /reported/ });
    expect((await report(b.cookie)).json()).toMatchObject({ message: /already reported/ });
    const rows = await t.app.database.db
      .select()
      .from(chatReports)
      .where(eq(chatReports.messageId, ack.message._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: b.user._id, reason: 'rude' });
    const listed = JSON.parse((await cli('reports')).stdout) as { messageId: string; reporter: string }[];
    expect(listed.find((r) => r.messageId === ack.message._id)).toMatchObject({
      reporter: b.account.userName,
      author: a.account.userName,
      text: 'reportable',
      reason: 'rude',
    });
  });

  it('moderator commands need the admin key', async () => {
    const a = await member();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/admin/mute',
      headers: { cookie: a.cookie, authorization: `Bearer ${'0'.repeat(64)}` },
      payload: { userName: a.account.userName, minutes: 5, reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/chat/admin/unmute',
      headers: { authorization: `Bearer ${chatAdminKey(t.app.config.SESSION_SECRET)}` },
      payload: { userName: a.account.userName },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('the CLI mutes a user (who is told why and until when) and unmutes them', {
    timeout: 60_000,
  }, async () => {
    const a = await member();
    const c = await chatSocket(t.url, a.headers, 'global', t.sockets);
    const out = await cli('mute', a.account.userName, '30', 'Spamming', 'links');
    expect(out.stdout).toMatch(/is muted until/);
    const ack = await send(c.socket, 'let me talk');
    expect(ack).toMatchObject({
      success: false,
      error: expect.stringMatching(
        /^You are muted in chat until \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reason: Spamming links$/,
      ),
    });
    await cli('unmute', a.account.userName);
    expect(await send(c.socket, 'thanks')).toMatchObject({ success: true });
  });

  it('the CLI deletes a message: gone from history and pushed to open chats', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = [await member(), await member()];
    const ca = await chatSocket(t.url, a.headers, 'global', t.sockets);
    const cb = await chatSocket(t.url, b.headers, 'global', t.sockets);
    const deleted: unknown[] = [];
    cb.socket.on('delete', (d: unknown) => deleted.push(d));
    const ack = await send(ca.socket, 'to be removed');
    if (!ack.success) throw new Error(ack.error);
    await cli('delete', ack.message._id);
    await until(() => deleted.length === 1, 5000, 'the delete push');
    expect(deleted[0]).toEqual({ _id: ack.message._id, room: 'global' });
    const page = (
      await t.app.inject({ url: '/api/chat/messages?room=global', headers: { cookie: b.cookie } })
    ).json() as ChatHistoryResponse;
    expect(page.messages.some((m) => m._id === ack.message._id)).toBe(false);
    await expect(cli('delete', ack.message._id)).rejects.toMatchObject({ stdout: /removed already/ });
  });

  it('the CLI posts a moderator note as a system message', { timeout: 60_000 }, async () => {
    const a = await member();
    const c = await chatSocket(t.url, a.headers, 'global', t.sockets);
    await cli('note', 'global', 'Be kind to each other.');
    await until(() => c.received.some((m) => m.type === 'system' && m.text === 'Be kind to each other.'));
  });
});
