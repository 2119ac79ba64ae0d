/**
 * `npm run bench:watch [-- --sessions N --viewers M --steps K --reps R]`: N live sessions, each
 * followed by M viewers on /watch while its player steps through K items (one every 100 ms),
 * against the real server and against a bare socket.io relay in the same run. Prints the delivery
 * time from the player's send to each viewer (p50 / p99), the event-loop delay, with min / median /
 * max over the repetitions and the ratio to bare. Never pass/fail.
 */
import { parseArgs } from 'node:util';
import { killChildrenOnSignal, signUpCookies, spawnBenchServer } from '../server/socket-bench.ts';
import { markdownTable, percentile, Results } from '../server/stats.ts';
import { startSession, watchSession } from './client.ts';

const { values: args } = parseArgs({
  options: {
    sessions: { type: 'string', default: '50' },
    viewers: { type: 'string', default: '10' },
    steps: { type: 'string', default: '20' },
    reps: { type: 'string', default: '3' },
  },
});
const sessions = Number(args.sessions);
const viewers = Number(args.viewers);
const steps = Number(args.steps);
const reps = Number(args.reps);
const INTERVAL_MS = 100;
killChildrenOnSignal();

async function round(kind: 'real' | 'bare') {
  const child = await spawnBenchServer('watch', kind);
  try {
    const fake = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `bare=${tag}${i}`);
    const players = kind === 'real' ? await signUpCookies(child.url, sessions, 'bw_p') : fake(sessions, 'p');
    const watchers = kind === 'real' ? await signUpCookies(child.url, viewers, 'bw_v') : fake(viewers, 'v');
    const started = await Promise.all(players.map((c) => startSession(child.url, c)));
    await child.eld('reset');
    const runs = await Promise.all(
      started.map((s) => watchSession(child.url, s, watchers, steps, INTERVAL_MS)),
    );
    const eld = await child.eld('read');
    const deliveries = runs.flatMap((r) => r.deliveries).sort((a, b) => a - b);
    const missed = runs.reduce((n, r) => n + r.missed, 0);
    const errors = [...new Set(runs.filter((r) => !r.ok).map((r) => r.error))];
    return { deliveries, missed, eld, errors };
  } finally {
    await child.stop();
  }
}

const results = new Results();
const label = `${sessions} sessions × ${viewers} viewers`;
for (let rep = 0; rep < reps; rep++) {
  const real = await round('real');
  const bare = await round('bare');
  const p = (r: typeof real, q: number) => percentile(r.deliveries, q);
  results.add(label, 'deliveries', '', 'plain', real.deliveries.length, bare.deliveries.length);
  results.add(label, 'delivery p50', 'ms', 'cost', p(real, 50), p(bare, 50));
  results.add(label, 'delivery p99', 'ms', 'cost', p(real, 99), p(bare, 99));
  results.add(
    label,
    'event-loop delay p99',
    'ms',
    'cost',
    real.eld?.p99 ?? Number.NaN,
    bare.eld?.p99 ?? Number.NaN,
  );
  console.log(
    `rep ${rep + 1}: real ${real.deliveries.length} deliveries (${real.missed} missed), p99 ${p(real, 99).toFixed(1)} ms; bare ${bare.deliveries.length} (${bare.missed} missed), p99 ${p(bare, 99).toFixed(1)} ms`,
  );
  for (const e of [...real.errors, ...bare.errors]) console.log(`  error: ${e}`);
}
console.log(
  `\n${markdownTable([{ label: `watch (${reps} reps: min / median / max; ratio to bare)`, results }])}`,
);
