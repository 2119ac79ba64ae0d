/**
 * Chat moderation from the command line, against a running server (so a deletion reaches every
 * open chat at once, on every server process):
 *
 *   npm run admin:chat -- mute <userName> <minutes> <reason…>
 *   npm run admin:chat -- unmute <userName>
 *   npm run admin:chat -- delete <messageId>
 *   npm run admin:chat -- note <room> <text…>        (a moderator's system line; room: global or a match id)
 *   npm run admin:chat -- reports                    (the newest 50 reports, with the reported message)
 *   npm run admin:chat -- role <userName> moderator|admin|user
 *                                                    (moderators and admins get the web moderator view)
 *
 * The server is MNEMORIA_URL (default http://127.0.0.1:$PORT, PORT default 3000). The admin key is
 * derived from the server's SESSION_SECRET (from the environment, else DATA_DIR/session-secret as
 * the server keeps it), so only whoever runs the server can moderate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatAdminKey } from '../../apps/server/src/plugins/app/chat/admin.ts';

const repoRoot = join(import.meta.dirname, '../..');

function secret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const dataDir = process.env.DATA_DIR ?? join(repoRoot, 'data');
  try {
    return readFileSync(join(dataDir, 'session-secret'), 'utf8').trim();
  } catch {
    throw new Error(`No SESSION_SECRET set and no ${join(dataDir, 'session-secret')} to read it from.`);
  }
}

const USAGE = `Usage:
  npm run admin:chat -- mute <userName> <minutes> <reason...>
  npm run admin:chat -- unmute <userName>
  npm run admin:chat -- delete <messageId>
  npm run admin:chat -- note <room> <text...>
  npm run admin:chat -- reports
  npm run admin:chat -- role <userName> moderator|admin|user`;

function command(args: string[]): { path: string; body?: Record<string, unknown> } | undefined {
  const [cmd, a, b, ...rest] = args;
  if (cmd === 'reports') return { path: 'reports' };
  if (cmd === 'mute' && a && b && rest.length > 0)
    return { path: 'mute', body: { userName: a, minutes: Number(b), reason: rest.join(' ') } };
  if (cmd === 'unmute' && a) return { path: 'unmute', body: { userName: a } };
  if (cmd === 'delete' && a) return { path: 'delete', body: { messageId: a } };
  if (cmd === 'role' && a && b && rest.length === 0) return { path: 'role', body: { userName: a, role: b } };
  if (cmd === 'note' && a && b) return { path: 'note', body: { room: a, text: [b, ...rest].join(' ') } };
  return undefined;
}

async function main() {
  const cmd = command(process.argv.slice(2));
  if (!cmd) {
    console.error(USAGE);
    process.exit(2);
  }
  const base = process.env.MNEMORIA_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const authorization = `Bearer ${chatAdminKey(secret())}`;
  const res = await fetch(`${base}/api/chat/admin/${cmd.path}`, {
    method: cmd.body ? 'POST' : 'GET',
    headers: cmd.body ? { 'content-type': 'application/json', authorization } : { authorization },
    body: cmd.body ? JSON.stringify(cmd.body) : undefined,
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string; reports?: unknown[] };
  if (body.reports) console.log(JSON.stringify(body.reports, null, 2));
  else console.log(body.message ?? `HTTP ${res.status}`);
  if (!res.ok) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
