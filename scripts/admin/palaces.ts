/**
 * Adds, edits or removes memory palaces:
 *
 *   npm run admin:palaces -- import <file.json>
 *   npm run admin:palaces -- remove <palaceId>
 *
 * The file is `{ "palaces": [{ "id"?, "title", "url"?, "locations": [..], "premium"?, "sort"? }] }`.
 * A palace whose id exists is replaced (that is how to edit one); without an id, one is made from
 * the title. Without a url the server generates the walk-through clip itself. Like the other admin
 * commands it asks the running server (MNEMORIA_URL, default http://127.0.0.1:$PORT), whose own
 * write path keeps its caches exact; the key is derived from the server's SESSION_SECRET.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../apps/server/src/config.ts';
import { palacesAdminKey } from '../../apps/server/src/plugins/app/palaces/admin.ts';

const USAGE = 'usage: npm run admin:palaces -- import <file.json> | remove <palaceId>';

async function main() {
  const [command, arg] = process.argv.slice(2);
  if ((command !== 'import' && command !== 'remove') || !arg) {
    console.error(USAGE);
    return 2;
  }
  let payload: unknown;
  if (command === 'import') {
    try {
      payload = JSON.parse(readFileSync(arg, 'utf8'));
    } catch (err) {
      console.error(`Cannot read ${arg}: ${(err as Error).message}`);
      return 1;
    }
  } else payload = { id: arg };
  const config = loadConfig();
  const base = process.env.MNEMORIA_URL ?? `http://127.0.0.1:${config.PORT}`;
  let res: Response;
  try {
    res = await fetch(new URL(`/api/palace/admin/${command}`, base), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${palacesAdminKey(config.SESSION_SECRET)}`,
      },
      body: JSON.stringify(payload),
    });
  } catch (err) {
    console.error(
      `Cannot reach the server at ${base} (${(err as Error).message}). Is it running? Set MNEMORIA_URL.`,
    );
    return 1;
  }
  const body = (await res.json().catch(() => ({}))) as { error?: string; palaces?: unknown; id?: string };
  if (!res.ok) {
    console.error(`Refused (${res.status}): ${body.error ?? 'no reason given'}`);
    return 1;
  }
  if (command === 'import')
    for (const p of body.palaces as { id: string; created: boolean }[])
      console.log(`${p.created ? 'added' : 'updated'} ${p.id}`);
  else console.log(`removed ${body.id}`);
  return 0;
}

process.exitCode = await main();
