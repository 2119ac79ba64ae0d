/**
 * Grants or revokes premium by hand, for support cases (a refund, a gift, a failed webhook):
 *
 *   npm run admin:premium -- grant <userName> [planId]
 *   npm run admin:premium -- revoke <userName>
 *
 * It asks the running server (MNEMORIA_URL, default http://127.0.0.1:$PORT or :3000) rather than
 * writing the database itself: the server's own write path keeps its user caches exact, so the
 * user sees the change on their next request, and the embedded database has a single owner. The
 * credential is derived from the server's SESSION_SECRET (from the environment or DATA_DIR), so
 * only whoever runs the server can run this.
 */
import { loadConfig } from '../../apps/server/src/config.ts';
import { paymentsAdminKey } from '../../apps/server/src/plugins/app/payments/index.ts';

const USAGE = 'usage: npm run admin:premium -- grant <userName> [planId] | revoke <userName>';

async function main() {
  const [command, userName, planId] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !userName) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const base = process.env.MNEMORIA_URL ?? `http://127.0.0.1:${config.PORT}`;
  const payload = {
    userName,
    premium: command === 'grant',
    ...(command === 'grant' && planId ? { package: planId } : {}),
  };
  let res: Response;
  try {
    res = await fetch(new URL('/api/payment/admin/membership', base), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${paymentsAdminKey(config.SESSION_SECRET)}`,
      },
      body: JSON.stringify(payload),
    });
  } catch (err) {
    console.error(
      `Cannot reach the server at ${base} (${(err as Error).message}). Is it running? Set MNEMORIA_URL.`,
    );
    return 1;
  }
  const body = (await res.json().catch(() => ({}))) as {
    error?: string;
    userName?: string;
    membership?: unknown;
  };
  if (!res.ok) {
    console.error(`Refused (${res.status}): ${body.error ?? 'no reason given'}`);
    return 1;
  }
  console.log(`${body.userName}: membership is now ${JSON.stringify(body.membership)}`);
  return 0;
}

process.exitCode = await main();
