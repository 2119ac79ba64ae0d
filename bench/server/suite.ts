/**
 * One database's run: each repetition starts the real server and both bare baselines afresh and
 * interleaves them — every real measurement is followed at once by the same load on its bare
 * twin — so a noisy neighbour on the shared machine hits both sides of a ratio alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  api,
  decimalAnswer,
  exitSession,
  freshPostgres,
  type Player,
  pool,
  signUp,
  toRecall,
} from './clients.ts';
import { bareEntry, type Entry, realServerEntry } from './entries.ts';
import { FLOW_STEPS, loadFlow, loadGet } from './http-load.ts';
import {
  type Child,
  cpuMeter,
  type Eld,
  freePort,
  namedCpuMeter,
  quiet,
  sleep,
  spawnServer,
  treeRssMiB,
} from './proc.ts';
import { answerStorm, closeAll, connectAll, type Seat } from './realtime-load.ts';
import { fmt, Results } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface SuiteOptions {
  root: string;
  db: 'pglite' | 'postgres';
  databaseUrl: string;
  redisUrl?: string;
  reps: number;
  connections: number[];
  players: number[];
  httpSeconds: number;
  windowMs: number;
  digits: number;
  log: (line: string) => void;
}

async function startReal(o: SuiteOptions, entry: Entry, dataDir: string) {
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
      DATABASE_URL: o.db === 'postgres' ? o.databaseUrl : undefined,
      REDIS_URL: o.redisUrl,
    },
  });
}

export const startBare = async (entry: Entry, mode: 'http' | 'io', sizes: Record<string, number> = {}) =>
  spawnServer({
    args: [...entry.args, mode],
    tsx: entry.tsx,
    cwd: join(here, '../..'),
    port: await freePort(),
    readyPath: '/api/health',
    env: { BARE_SIZES: JSON.stringify(sizes) },
  });

/** Body sizes of every request a bare twin must imitate, read from the real server. */
async function responseSizes(base: string, player: Player, digits: number) {
  const size = async (method: string, path: string, body?: unknown) =>
    Buffer.byteLength((await api(base, player.cookie, method, path, body)).text);
  const sizes: Record<string, number> = {
    'GET /api/bmevent/meta': await size('GET', '/api/bmevent/meta'),
    'GET /api/user': await size('GET', '/api/user'),
  };
  const initPath = '/api/bmevent/init/decimal/practice';
  const init = await api(
    base,
    player.cookie,
    'GET',
    `${initPath}?amount=${digits}&memorize=600&recall=600&discard=true`,
  );
  sizes[`GET ${initPath}`] = Buffer.byteLength(init.text);
  const id = (init.json.bmevent as { id: string }).id;
  sizes['POST /api/bmevent/ready'] = await size('POST', '/api/bmevent/ready', { id });
  for (const stage of ['mem', 'cdr', 'rec'])
    sizes[`POST /api/bmevent/stage:${stage}`] = await size('POST', '/api/bmevent/stage', { id, stage });
  sizes['PUT /api/bmevent/answer'] = await size('PUT', '/api/bmevent/answer', {
    id,
    answer: decimalAnswer(digits),
    seq: 1,
  });
  sizes['POST /api/bmevent/result'] = await size('POST', '/api/bmevent/result', { id });
  return sizes;
}

export async function runSuite(o: SuiteOptions): Promise<Results> {
  const results = new Results();
  const answer = decimalAnswer(o.digits);
  const userCount = Math.max(...o.connections, ...o.players);
  const realEntry = realServerEntry(o.root);
  const bare = await bareEntry();
  for (let rep = 1; rep <= o.reps; rep++) {
    o.log(`[${o.db}] repetition ${rep}/${o.reps}`);
    if (o.db === 'postgres') await freshPostgres(o.databaseUrl);
    const dataDir = mkdtempSync(join(tmpdir(), 'mn-bench-'));
    const children: Child[] = [];
    try {
      const real = await startReal(o, realEntry, dataDir);
      children.push(real);
      await sleep(2_000);
      const earlyRss = treeRssMiB(real.proc.pid as number);
      const quietS = await quiet(real.proc.pid as number);
      const realRss = treeRssMiB(real.proc.pid as number);

      const t0 = performance.now();
      const players = await signUp(real.url, userCount);
      const signupPerS = userCount / ((performance.now() - t0) / 1000);
      const sizes = await responseSizes(real.url, players[0] as Player, o.digits);

      const bareHttp = await startBare(bare, 'http', sizes);
      children.push(bareHttp);
      const bareIo = await startBare(bare, 'io');
      children.push(bareIo);
      await sleep(1_000);
      results.add('server', 'start-up', 'ms', 'cost', real.startupMs, bareHttp.startupMs);
      const bareRss = treeRssMiB(bareHttp.proc.pid as number);
      results.add('server', 'RSS 2 s after start', 'MiB', 'cost', earlyRss, bareRss);
      results.add('server', 'RSS idle (tree quiet)', 'MiB', 'cost', realRss, bareRss);
      if (quietS !== undefined) results.add('server', 'start-up work done after', 's', 'plain', quietS);
      results.add('server', 'sign-ups (argon2)', '/s', 'plain', signupPerS);
      o.log(
        `  start-up ${real.startupMs.toFixed(0)} ms, RSS ${earlyRss.toFixed(0)} MiB at 2 s, ${realRss.toFixed(0)} MiB idle ` +
          `(quiet after ${quietS?.toFixed(0) ?? '>60'} s), ${signupPerS.toFixed(0)} sign-ups/s`,
      );

      await httpRuns(o, results, real, bareHttp, players, answer);
      if (o.players.length > 0) await realtimeRuns(o, results, real, bareIo, players, answer);
      results.add(
        'server',
        'RSS after load',
        'MiB',
        'cost',
        treeRssMiB(real.proc.pid as number),
        treeRssMiB(bareHttp.proc.pid as number),
      );
    } finally {
      for (const c of children.reverse()) await c.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

/**
 * Runs `load` against `target` and adds the server's CPU per successful request (µs, its whole
 * process tree; a PostgreSQL server's own CPU is not included). On a shared machine this moves
 * far less than requests/s, which also depend on how much CPU the load generator got.
 */
/**
 * The load's figures with the server's CPU per request and, with `postgres`, PostgreSQL's too
 * (every backend on the machine: the bench is its only client while it runs).
 */
async function withCpu<T extends { rps: number }>(target: Child, load: () => Promise<T>, postgres = false) {
  const meter = cpuMeter(target.proc.pid as number);
  const dbMeter = postgres ? namedCpuMeter('postgres') : undefined;
  const r = await load();
  const cpu = meter();
  const dbCpu = dbMeter?.();
  const per = (share: number) => (r.rps > 0 ? (share * 1e6) / r.rps : Number.NaN);
  return { ...r, cpuUs: per(cpu), dbCpuUs: dbCpu === undefined ? undefined : per(dbCpu) };
}

async function httpRuns(
  o: SuiteOptions,
  results: Results,
  real: Child,
  bare: Child,
  players: Player[],
  answer: string[],
) {
  const cookie = (players[0] as Player).cookie;
  const cookies = players.map((p) => p.cookie);
  for (const c of o.connections) {
    for (const [name, path, auth] of [
      ['GET /api/bmevent/meta', '/api/bmevent/meta', ''],
      ['GET /api/user', '/api/user', cookie],
    ] as const) {
      const r = await withCpu(real, () => loadGet(real.url, path, c, o.httpSeconds, auth));
      const b = await withCpu(bare, () => loadGet(bare.url, path, c, o.httpSeconds, auth));
      results.add(`${name} c=${c}`, 'req/s', 'req/s', 'throughput', r.rps, b.rps);
      results.add(`${name} c=${c}`, 'p99', 'ms', 'cost', r.p99, b.p99);
      results.add(`${name} c=${c}`, 'server CPU per request', 'µs', 'cost', r.cpuUs, b.cpuUs);
      o.log(
        `  ${name} c=${c}: ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms ${r.cpuUs.toFixed(0)} µs CPU/req ` +
          `(bare ${b.rps.toFixed(0)}, ${b.cpuUs.toFixed(0)} µs) errors ${r.errors}`,
      );
    }
    const onPostgres = o.db === 'postgres';
    const r = await withCpu(real, () => loadFlow(real.url, cookies, c, o.httpSeconds, answer), onPostgres);
    const b = await withCpu(bare, () => loadFlow(bare.url, cookies, c, o.httpSeconds, answer));
    const group = `session flow (${FLOW_STEPS} requests) c=${c}`;
    results.add(group, 'flows/s', 'flows/s', 'throughput', r.flows ?? 0, b.flows ?? 0);
    results.add(group, 'req/s', 'req/s', 'throughput', r.rps, b.rps);
    results.add(group, 'p99', 'ms', 'cost', r.p99, b.p99);
    results.add(group, 'server CPU per request', 'µs', 'cost', r.cpuUs, b.cpuUs);
    if (r.dbCpuUs !== undefined) results.add(group, 'PostgreSQL CPU per request', 'µs', 'plain', r.dbCpuUs);
    const db = r.dbCpuUs === undefined ? '' : ` + PostgreSQL ${r.dbCpuUs.toFixed(0)} µs`;
    o.log(
      `  flow c=${c}: ${r.flows?.toFixed(1)} flows/s ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms ` +
        `${r.cpuUs.toFixed(0)} µs CPU/req${db} (bare ${b.rps.toFixed(0)}, ${b.cpuUs.toFixed(0)} µs) errors ${r.errors}`,
    );
  }
}

async function realtimeRuns(
  o: SuiteOptions,
  results: Results,
  real: Child,
  bare: Child,
  players: Player[],
  answer: string[],
) {
  // One session in recall per player, shared by every size (the first n players play at size n);
  // recall outlasts all windows, so no deadline fires during a measurement.
  const most = Math.max(...o.players);
  const sessions = await pool(players.slice(0, most), 16, (p) => toRecall(real.url, p, o.digits, 1800));
  const seats: Seat[] = sessions.map((s) => ({ id: s.id, cookie: s.player.cookie }));
  let seqBase = 0;
  for (const n of o.players) {
    const r = await storm(o, real, seats.slice(0, n), answer, seqBase);
    const b = await storm(o, bare, seats.slice(0, n), answer, seqBase);
    seqBase += 100_000;
    const g = `realtime ${n} players`;
    results.add(g, 'ack p50', 'ms', 'cost', r.ackP50, b.ackP50);
    results.add(g, 'ack p99', 'ms', 'cost', r.ackP99, b.ackP99);
    results.add(g, 'acked', '%', 'plain', r.acked * 100);
    results.add(g, 'event-loop delay p99', 'ms', 'cost', r.eld.p99, b.eld.p99);
    results.add(g, 'event-loop delay max', 'ms', 'cost', r.eld.max, b.eld.max);
    results.add(g, 'server CPU', '% of a core', 'cost', r.cpu * 100, b.cpu * 100);
    o.log(
      `  realtime ${n}: ack p50 ${fmt(r.ackP50)} p99 ${fmt(r.ackP99)} ms, acked ${fmt(r.acked * 100)} %, ` +
        `ELD p99 ${fmt(r.eld.p99)} max ${fmt(r.eld.max)} ms, CPU ${fmt(r.cpu * 100)} % ` +
        `(bare: p99 ${fmt(b.ackP99)} ms, CPU ${fmt(b.cpu * 100)} %)`,
    );
  }
  await pool(sessions, 16, (s) => exitSession(real.url, s));
}

async function storm(o: SuiteOptions, target: Child, seats: Seat[], answer: string[], seqBase: number) {
  const sockets = await connectAll(target.url, seats);
  await sleep(500);
  let cpu = Number.NaN;
  let meter: () => number = () => Number.NaN;
  const figures = await answerStorm(
    sockets,
    seats,
    answer,
    { everyMs: 200, windowMs: o.windowMs, seqBase },
    {
      start: () => {
        // Printed so a profiler can be attached to the measured server for this window only.
        o.log(`  server pid ${target.proc.pid}: ${seats.length} players sending`);
        void target.eld('reset');
        meter = cpuMeter(target.proc.pid as number);
      },
      stop: () => {
        cpu = meter();
      },
    },
  );
  // Read after the grace period: a loop still blocked by the backlog shows in its maximum.
  const eld: Eld = (await target.eld('read')) ?? { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  closeAll(sockets);
  await sleep(500);
  return { ...figures, eld, cpu };
}
