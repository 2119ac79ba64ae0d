/**
 * `npm run bench:versus [-- --matches N --reps R --ramp S]`: N concurrent whole versus matches (2N
 * socket clients: search, choice, ready, load, answers every 200 ms, submit, result) against the
 * real server, and the same clients against a bare socket.io server playing the same protocol, in
 * the same run. The pairs start their searches spread evenly over S seconds (30 by default), as
 * players arrive on a real server, and the recall lasts S + 5 seconds, so all N matches are in
 * their recall together; `--ramp 0` starts them all in one instant (a burst, reported as such).
 * Prints matches/s, the peak number of matches in recall at once, ack round trip p50/p99 and the
 * server's event-loop delay, with min / median / max over the repetitions and the ratio to bare.
 * Never pass/fail.
 */
import { parseArgs } from 'node:util';
import { cpuMeter, namedCpuMeter } from '../server/proc.ts';
import { killChildrenOnSignal, signUpCookies, spawnBenchServer } from '../server/socket-bench.ts';
import { markdownTable, percentile, Results } from '../server/stats.ts';
import { playMatch } from './client.ts';

const { values: args } = parseArgs({
  options: {
    matches: { type: 'string', default: '100' },
    reps: { type: 'string', default: '3' },
    ramp: { type: 'string', default: '30' },
  },
});
const matches = Number(args.matches);
const reps = Number(args.reps);
const rampMs = Number(args.ramp) * 1000;
// The recall lasts 5 s longer than the ramp (read by the client here and by both servers).
process.env.BENCH_VERSUS_RECALL_S = String(Number(args.ramp) + 5);

/** The most players whose recalls overlapped at one instant, halved: matches in recall together. */
function peakInRecall(spans: [number, number][]): number {
  const edges = spans.flatMap(([a, b]) => [
    [a, 1],
    [b, -1],
  ]);
  edges.sort((x, y) => (x[0] as number) - (y[0] as number) || (x[1] as number) - (y[1] as number));
  let now = 0;
  let peak = 0;
  for (const [, d] of edges) {
    now += d as number;
    peak = Math.max(peak, now);
  }
  return peak / 2;
}
killChildrenOnSignal();

async function round(kind: 'real' | 'bare') {
  const child = await spawnBenchServer('versus', kind);
  try {
    const cookies =
      kind === 'real'
        ? await signUpCookies(child.url, matches * 2, 'bv_')
        : Array.from({ length: matches * 2 }, (_, i) => `bare=${i}`);
    await child.eld('reset');
    const serverCpu = cpuMeter(child.proc.pid as number);
    // The driver's own process only (its tree would include the server).
    const c0 = process.cpuUsage();
    const driverCpu = () => {
      const c = process.cpuUsage(c0);
      return (c.user + c.system) / 1e6 / ((performance.now() - t0) / 1000);
    };
    const postgresCpu = namedCpuMeter('postgres');
    const t0 = performance.now();
    // Both players of a pair search at the same moment; pairs are spread evenly over the ramp.
    const delay = (i: number) => (matches > 1 ? (Math.floor(i / 2) * rampMs) / matches : 0);
    const runs = await Promise.all(cookies.map((c, i) => playMatch(child.url, c, delay(i))));
    const seconds = (performance.now() - t0) / 1000;
    const cpu = { server: serverCpu(), driver: driverCpu(), postgres: postgresCpu() };
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
    const peak = peakInRecall(runs.flatMap((r) => (r.recall ? [r.recall] : [])));
    return { played, seconds, acks, eld, errors, slowest, peak, cpu };
  } finally {
    await child.stop();
  }
}

const results = new Results();
for (let rep = 0; rep < reps; rep++) {
  const real = await round('real');
  const bare = await round('bare');
  const label = rampMs > 0 ? `${matches} matches over ${rampMs / 1000} s` : `${matches} matches in one burst`;
  results.add(label, 'matches/s', '/s', 'throughput', real.played / real.seconds, bare.played / bare.seconds);
  results.add(label, 'matches finished', '', 'plain', real.played, bare.played);
  results.add(label, 'peak matches in recall at once', '', 'plain', real.peak, bare.peak);
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
  results.add(label, 'server CPU', '% of a core', 'cost', real.cpu.server * 100, bare.cpu.server * 100);
  console.log(`  real by request: ${real.slowest}`);
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  console.log(
    `  CPU (share of one core; the machine has 2): real server ${pct(real.cpu.server)}, PostgreSQL ${pct(real.cpu.postgres)}, its driver ${pct(real.cpu.driver)}; bare server ${pct(bare.cpu.server)} with its driver ${pct(bare.cpu.driver)}`,
  );
  for (const e of real.errors) console.log(`  real error: ${e}`);
}
console.log(
  `\n${markdownTable([{ label: `versus (${reps} reps: min / median / max; ratio to bare)`, results }])}`,
);
