/**
 * `npm run bench:arena [-- --players N --changes K --reps R]`: N players in one arena, against the
 * real server and against a bare socket.io baseline in the same run. Prints, as p50 / p99 and as the
 * ratio to bare:
 * - pairing latency: from a joined player opening the arena's page (`arena-watch`) to their
 *   `start-bmevent` — all N arrive at once, the worst case for the pairing loop;
 * - standings delivery: from a standings change (a player pausing or resuming over HTTP) to its
 *   `arena-standings` push reaching each of the N sockets in the arena's room.
 * Never pass/fail.
 */
import { parseArgs } from 'node:util';
import type { Socket } from 'socket.io-client';
import {
  connectSocket,
  killChildrenOnSignal,
  signUpCookies,
  spawnBenchServer,
} from '../server/socket-bench.ts';
import { markdownTable, percentile, Results } from '../server/stats.ts';

const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '1000' },
    changes: { type: 'string', default: '20' },
    reps: { type: 'string', default: '1' },
  },
});
const players = Number(args.players);
const changes = Number(args.changes);
const reps = Number(args.reps);
killChildrenOnSignal();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Standings = { standings: { status: string }[] };

async function post(base: string, path: string, cookie: string, body: unknown = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: { tournament?: { id: string } } } };
}

/** Retries while the bench server has not made the new users premium yet (every 100 ms). */
async function postPremium(base: string, path: string, cookie: string, body: unknown = {}) {
  for (let i = 0; i < 50; i++) {
    const out = await post(base, path, cookie, body);
    if (out.status !== 403) return out;
    await sleep(100);
  }
  throw new Error(`${path} stayed 403`);
}

async function round(kind: 'real' | 'bare') {
  const child = await spawnBenchServer('arena', kind);
  const sockets: Socket[] = [];
  try {
    const real = kind === 'real';
    const fake = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `bare=${tag}${i}`);
    // The toggler's name sorts first, so its row is among the standings pushed.
    const [toggler = ''] = real ? await signUpCookies(child.url, 1, 'aa_') : fake(1, 't');
    const cookies = real ? await signUpCookies(child.url, players, 'ba_') : fake(players, 'p');
    const created = await postPremium(child.url, '/api/tournaments', toggler, {
      name: 'Bench arena',
      event: 'decimal',
      minutes: 60,
      startsInMinutes: 0,
    });
    const id = created.json.data?.tournament?.id ?? '';
    if (real) {
      await postPremium(child.url, `/api/tournaments/${id}/join`, toggler);
      for (let i = 0; i < cookies.length; i += 20)
        await Promise.all(
          cookies.slice(i, i + 20).map((c) => postPremium(child.url, `/api/tournaments/${id}/join`, c)),
        );
    }

    // Pairing: every player opens the page at once.
    const sent = new Map<Socket, number>();
    const pairing: number[] = [];
    const deliveries: number[] = [];
    let expect: { status: string; at: number } | undefined;
    const got = new Set<Socket>();
    for (let i = 0; i < cookies.length; i += 50) {
      const batch = await Promise.all(cookies.slice(i, i + 50).map((c) => connectSocket(child.url, c)));
      for (const s of batch) {
        sockets.push(s);
        s.on('start-bmevent', () => {
          const t = sent.get(s);
          if (t !== undefined && !got.has(s)) {
            got.add(s);
            pairing.push(performance.now() - t);
          }
        });
        s.on('arena-standings', (signal: Standings) => {
          const e = expect;
          if (!e || (s as Socket & { seen?: number }).seen === e.at) return;
          // The toggler's name sorts first among players without a game: its row is the first.
          const row = signal.standings[0];
          if (row?.status !== e.status) return;
          (s as Socket & { seen?: number }).seen = e.at;
          deliveries.push(performance.now() - e.at);
        });
      }
    }
    await Promise.all(
      sockets.map((s) => {
        sent.set(s, performance.now());
        return s.timeout(30_000).emitWithAck('arena-watch', id);
      }),
    );
    const pairable = players - (players % 2);
    for (let i = 0; i < 600 && got.size < pairable; i++) await sleep(100);
    const unpaired = pairable - got.size;

    // Standings: the toggler pauses and resumes; every socket in the room gets each change.
    for (let k = 0; k < changes; k++) {
      const status = k % 2 === 0 ? 'paused' : 'active';
      expect = { status, at: performance.now() };
      await post(child.url, `/api/tournaments/${id}/${status === 'paused' ? 'pause' : 'join'}`, toggler);
      await sleep(400);
    }
    const missed = changes * players - deliveries.length;
    return {
      pairing: pairing.sort((a, b) => a - b),
      deliveries: deliveries.sort((a, b) => a - b),
      unpaired,
      missed,
    };
  } finally {
    for (const s of sockets) s.disconnect();
    await child.stop();
  }
}

const results = new Results();
const label = `${players} players, ${changes} standings changes`;
for (let rep = 0; rep < reps; rep++) {
  const real = await round('real');
  const bare = await round('bare');
  const p = (xs: number[], q: number) => percentile(xs, q);
  results.add(label, 'pairing latency p50', 'ms', 'cost', p(real.pairing, 50), p(bare.pairing, 50));
  results.add(label, 'pairing latency p99', 'ms', 'cost', p(real.pairing, 99), p(bare.pairing, 99));
  results.add(label, 'standings delivery p50', 'ms', 'cost', p(real.deliveries, 50), p(bare.deliveries, 50));
  results.add(label, 'standings delivery p99', 'ms', 'cost', p(real.deliveries, 99), p(bare.deliveries, 99));
  console.log(
    `rep ${rep + 1}: real ${real.pairing.length} paired (${real.unpaired} not), ${real.deliveries.length} deliveries (${real.missed} missed); bare ${bare.pairing.length} paired, ${bare.deliveries.length} deliveries (${bare.missed} missed)`,
  );
}
console.log(
  `\n${markdownTable([{ label: `arena (${reps} reps: min / median / max; ratio to bare)`, results }])}`,
);
