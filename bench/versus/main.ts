/**
 * `npm run bench:versus [-- --matches N --reps R]`: N concurrent whole versus matches (2N socket
 * clients: search, choice, ready, load, answers every 200 ms, submit, result) against the real
 * server, and the same clients against a bare socket.io server playing the same protocol, in the
 * same run. Prints matches/s, ack round trip p50/p99 and the server's event-loop delay, with
 * min / median / max over the repetitions and the ratio to bare. Never pass/fail.
 */
import { parseArgs } from 'node:util';
import { killChildrenOnSignal, signUpCookies, spawnBenchServer } from '../server/socket-bench.ts';
import { markdownTable, percentile, Results } from '../server/stats.ts';
import { playMatch } from './client.ts';

const { values: args } = parseArgs({
  options: { matches: { type: 'string', default: '100' }, reps: { type: 'string', default: '3' } },
});
const matches = Number(args.matches);
const reps = Number(args.reps);
killChildrenOnSignal();

async function round(kind: 'real' | 'bare') {
  const child = await spawnBenchServer('versus', kind);
  try {
    const cookies =
      kind === 'real'
        ? await signUpCookies(child.url, matches * 2, 'bv_')
        : Array.from({ length: matches * 2 }, (_, i) => `bare=${i}`);
    await child.eld('reset');
    const t0 = performance.now();
    const runs = await Promise.all(cookies.map((c) => playMatch(child.url, c)));
    const seconds = (performance.now() - t0) / 1000;
    const eld = await child.eld('read');
    const acks = runs.flatMap((r) => r.acks).sort((a, b) => a - b);
    const played = runs.filter((r) => r.ok).length / 2;
    const errors = [...new Set(runs.filter((r) => !r.ok).map((r) => r.error))];
    const byEvent: Record<string, number[]> = {};
    for (const r of runs)
      for (const [e, v] of Object.entries(r.byEvent)) {
        byEvent[e] ??= [];
        byEvent[e].push(...v);
      }
    const slowest = Object.entries(byEvent)
      .map(
        ([e, v]) =>
          `${e} p99 ${percentile(
            v.sort((a, b) => a - b),
            99,
          ).toFixed(0)} ms`,
      )
      .join(', ');
    return { played, seconds, acks, eld, errors, slowest };
  } finally {
    await child.stop();
  }
}

const results = new Results();
for (let rep = 0; rep < reps; rep++) {
  const real = await round('real');
  const bare = await round('bare');
  const label = `${matches} concurrent matches`;
  results.add(label, 'matches/s', '/s', 'throughput', real.played / real.seconds, bare.played / bare.seconds);
  results.add(label, 'matches finished', '', 'plain', real.played, bare.played);
  results.add(label, 'ack p50', 'ms', 'cost', percentile(real.acks, 50), percentile(bare.acks, 50));
  results.add(label, 'ack p99', 'ms', 'cost', percentile(real.acks, 99), percentile(bare.acks, 99));
  results.add(
    label,
    'event-loop delay p99',
    'ms',
    'cost',
    real.eld?.p99 ?? Number.NaN,
    bare.eld?.p99 ?? Number.NaN,
  );
  console.log(
    `rep ${rep + 1}: real ${real.played}/${matches} matches in ${real.seconds.toFixed(1)} s, ack p99 ${percentile(real.acks, 99).toFixed(1)} ms; bare ${bare.played}/${matches} in ${bare.seconds.toFixed(1)} s, ack p99 ${percentile(bare.acks, 99).toFixed(1)} ms`,
  );
  console.log(`  real by request: ${real.slowest}`);
  for (const e of real.errors) console.log(`  real error: ${e}`);
}
console.log(
  `\n${markdownTable([{ label: `versus (${reps} reps: min / median / max; ratio to bare)`, results }])}`,
);
