/**
 * The multi-process run: the realtime crowd of realtime-load.ts through HAProxy on
 * deploy/haproxy.cfg, in front of 1 and 2 (by default) server processes sharing one PostgreSQL and
 * one Redis as docs/deploy.md runs them. Each crowd is followed at once by the same crowd on the
 * bare socket.io server, connected directly, and ratios are taken per repetition. A last column
 * puts the bare server behind the same proxy: what the proxy alone adds.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decimalAnswer, freshPostgres, pool, signUp, toRecall } from './clients.ts';
import { bareEntry, type Entry, realServerEntry } from './entries.ts';
import { type HaProxy, proxiedTo, startProxy } from './haproxy.ts';
import { type Child, cpuMeter, freePort, quiet, sleep, spawnServer } from './proc.ts';
import { answerStorm, closeAll, connectAll, type RealtimeFigures, type Seat } from './realtime-load.ts';
import { fmt, markdownTable, Results } from './stats.ts';
import { startBare } from './suite.ts';

export interface MultiOptions {
  root: string;
  databaseUrl: string;
  redisUrl: string;
  reps: number;
  /** How many processes behind the proxy, one configuration each (1 to 3: the file's slots). */
  processes: number[];
  players: number;
  windowMs: number;
  digits: number;
  log: (line: string) => void;
}

interface Shared {
  secret: string;
  prefix: string;
  dataDirs: string[];
}

async function startProcess(o: MultiOptions, entry: Entry, shared: Shared) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mn-bench-multi-'));
  shared.dataDirs.push(dataDir);
  return spawnServer({
    ...entry,
    cwd: o.root,
    port: await freePort(),
    readyPath: '/api/health',
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      SIGNUP_LIMIT_PER_HOUR: '100000',
      DATABASE_URL: o.databaseUrl,
      REDIS_URL: o.redisUrl,
      REDIS_PREFIX: shared.prefix,
      // One secret for all: a cookie signed by one process is read by the others.
      SESSION_SECRET: shared.secret,
      TRUST_PROXY: 'true',
    },
  });
}

interface CrowdFigures extends RealtimeFigures {
  eldP99: number;
  eldMax: number;
  /** Every process's CPU summed, and the busiest one's, as shares of a core. */
  cpu: number;
  busiest: number;
  proxyCpu: number;
  /** Sockets the proxy held open to each process (none when the crowd connects directly). */
  spread: number[];
}

/** One crowd on `url` (the proxy's or a process's), measured on `processes` (and the proxy). */
async function crowd(
  o: MultiOptions,
  url: string,
  processes: Child[],
  proxy: HaProxy | undefined,
  seats: Seat[],
  seqBase: number,
): Promise<CrowdFigures> {
  const sockets = await connectAll(url, seats);
  await sleep(500);
  const spread = proxy ? processes.map((p) => proxiedTo(proxy.pid, p.port)) : [];
  let meters: (() => number)[] = [];
  let proxyMeter: () => number = () => Number.NaN;
  let cpus: number[] = [];
  let proxyCpu = Number.NaN;
  const figures = await answerStorm(
    sockets,
    seats,
    decimalAnswer(o.digits),
    { everyMs: 200, windowMs: o.windowMs, seqBase },
    {
      start: () => {
        for (const p of processes) void p.eld('reset');
        meters = processes.map((p) => cpuMeter(p.proc.pid as number));
        if (proxy) proxyMeter = cpuMeter(proxy.pid);
      },
      stop: () => {
        cpus = meters.map((m) => m());
        proxyCpu = proxyMeter();
      },
    },
  );
  const elds = await Promise.all(processes.map((p) => p.eld('read')));
  closeAll(sockets);
  await sleep(500);
  // The worst process decides what its players feel; a probe that never answered is no figure.
  const worst = (pick: (e: { p99: number; max: number }) => number) =>
    elds.some((e) => !e) ? Number.NaN : Math.max(...elds.map((e) => pick(e as { p99: number; max: number })));
  return {
    ...figures,
    eldP99: worst((e) => e.p99),
    eldMax: worst((e) => e.max),
    cpu: cpus.reduce((a, b) => a + b, 0),
    busiest: Math.max(...cpus),
    proxyCpu,
    spread,
  };
}

function add(results: Results, n: number, r: CrowdFigures, b: CrowdFigures) {
  const g = `realtime ${n} players`;
  results.add(g, 'ack p50', 'ms', 'cost', r.ackP50, b.ackP50);
  results.add(g, 'ack p99', 'ms', 'cost', r.ackP99, b.ackP99);
  results.add(g, 'acked', '%', 'plain', r.acked * 100);
  results.add(g, 'event-loop delay p99 (worst process)', 'ms', 'cost', r.eldP99, b.eldP99);
  results.add(g, 'event-loop delay max (worst process)', 'ms', 'cost', r.eldMax, b.eldMax);
  results.add(g, 'server CPU, all processes', '% of a core', 'cost', r.cpu * 100, b.cpu * 100);
  results.add(g, 'busiest process CPU', '% of a core', 'plain', r.busiest * 100);
  results.add(g, 'HAProxy CPU', '% of a core', 'plain', r.proxyCpu * 100);
}

const describeCrowd = (label: string, r: CrowdFigures, b: CrowdFigures) =>
  `  ${label}: ack p50 ${fmt(r.ackP50)} p99 ${fmt(r.ackP99)} ms, acked ${fmt(r.acked * 100)} %, ` +
  `ELD p99 ${fmt(r.eldP99)} ms, CPU ${fmt(r.cpu * 100)} % (busiest ${fmt(r.busiest * 100)} %), ` +
  `HAProxy ${fmt(r.proxyCpu * 100)} %, sockets per process ${r.spread.join('/')} ` +
  `(bare direct: p99 ${fmt(b.ackP99)} ms, CPU ${fmt(b.cpu * 100)} %)`;

/** Deletes the run's Redis keys (its prefix is its own). */
async function dropRedisKeys(url: string, prefix: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export const processLabel = (n: number) => `${n} process${n === 1 ? '' : 'es'} via HAProxy`;
export const BARE_PROXIED = 'bare socket.io via HAProxy';

export async function runMulti(o: MultiOptions): Promise<{ label: string; results: Results }[]> {
  const columns = new Map<string, Results>();
  const column = (label: string) => {
    const existing = columns.get(label);
    if (existing) return existing;
    const fresh = new Results();
    columns.set(label, fresh);
    return fresh;
  };
  for (const n of o.processes) column(processLabel(n));
  column(BARE_PROXIED);
  const realEntry = realServerEntry(o.root);
  const bare = await bareEntry();
  const shared: Shared = {
    secret: randomBytes(32).toString('base64url'),
    prefix: `mnbench-${randomBytes(4).toString('hex')}:`,
    dataDirs: [],
  };
  await freshPostgres(o.databaseUrl);
  let seats: Seat[] = [];
  let seqBase = 0;
  const nextSeq = () => {
    seqBase += 100_000;
    return seqBase;
  };
  try {
    for (let rep = 1; rep <= o.reps; rep++) {
      o.log(`[multi-process] repetition ${rep}/${o.reps}`);
      const children: Child[] = [];
      try {
        // One after the other: their start-up work stays out of each other's way.
        for (let i = 0; i < Math.max(...o.processes); i++)
          children.push(await startProcess(o, realEntry, shared));
        const servers = [...children];
        // A first start makes media in the background: none of that in the measured CPU.
        const quietS = await Promise.all(servers.map((s) => quiet(s.proc.pid as number)));
        o.log(
          `  ${servers.length} processes quiet after ${quietS.map((q) => (q === undefined ? '>60' : fmt(q))).join(', ')} s`,
        );
        if (seats.length === 0) {
          // Straight to the first process, not through the proxy: its stickiness cookie would
          // pin every player to the process that signed them up.
          const base = (servers[0] as Child).url;
          const players = await signUp(base, o.players);
          const sessions = await pool(players, 16, (p) => toRecall(base, p, o.digits, 1800));
          seats = sessions.map((s) => ({ id: s.id, cookie: s.player.cookie }));
        }
        const bareIo = await startBare(bare, 'io');
        children.push(bareIo);
        await sleep(1_000);
        const direct = () => crowd(o, bareIo.url, [bareIo], undefined, seats, nextSeq());
        for (const n of o.processes) {
          const group = servers.slice(0, n);
          const proxy = await startProxy(group.map((s) => `127.0.0.1:${s.port}`));
          const r = await crowd(o, proxy.url, group, proxy, seats, nextSeq()).finally(() => proxy.stop());
          const b = await direct();
          add(column(processLabel(n)), o.players, r, b);
          o.log(describeCrowd(processLabel(n), r, b));
        }
        const proxy = await startProxy([`127.0.0.1:${bareIo.port}`]);
        const r = await crowd(o, proxy.url, [bareIo], proxy, seats, nextSeq()).finally(() => proxy.stop());
        const b = await direct();
        add(column(BARE_PROXIED), o.players, r, b);
        o.log(describeCrowd(BARE_PROXIED, r, b));
      } finally {
        for (const c of children.reverse()) await c.stop();
      }
    }
  } finally {
    for (const dir of shared.dataDirs) rmSync(dir, { recursive: true, force: true });
    await dropRedisKeys(o.redisUrl, shared.prefix).catch((err: unknown) =>
      o.log(`  Redis keys under ${shared.prefix} left behind: ${String(err)}`),
    );
  }
  return [...columns].map(([label, results]) => ({ label, results }));
}

/** The run's part of the report: what was measured, then its table. */
export function multiSection(runs: { label: string; results: Results }[], players: number): string {
  return [
    `### Several processes: ${players} players through HAProxy`,
    '',
    'deploy/haproxy.cfg in front of the processes (PostgreSQL + Redis, one session secret); each ' +
      'crowd is followed by the same crowd on the bare socket.io server connected directly, and ' +
      "every ratio is to that bare figure. Event-loop delay is the worst process's; CPU is summed " +
      "over the processes (HAProxy's own is its row). The last column is the bare server behind " +
      'the same proxy: what the proxy alone adds.',
    '',
    markdownTable(runs),
  ].join('\n');
}
