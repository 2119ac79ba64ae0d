/**
 * Child processes under test: the real server and the bare baselines, each with the event-loop
 * probe preloaded. Memory and CPU are read from /proc and summed over the process tree, so a
 * helper process a server might start is counted too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const PRELOAD = join(here, 'eld-preload.mjs');
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux we run on). */
const CLK_TCK = 100;

export interface Eld {
  p50: number;
  p99: number;
  max: number;
}

export interface Child {
  readonly proc: ChildProcess;
  readonly port: number;
  readonly startupMs: number;
  readonly url: string;
  stop(): Promise<void>;
  eld(cmd: 'reset' | 'read'): Promise<Eld | undefined>;
}

export interface SpawnOptions {
  /** Script (and arguments) run with `node --import tsx --import <probe>`. */
  args: string[];
  /** False for plain JavaScript (a built bundle): no TypeScript loader in the measured process. */
  tsx?: boolean;
  cwd: string;
  env: Record<string, string | undefined>;
  port: number;
  /** Path answering 200 once the process is ready. */
  readyPath: string;
  timeoutMs?: number;
}

const live = new Set<ChildProcess>();

/** Ends every child still running (the harness was interrupted). */
export function killChildren() {
  for (const proc of live) proc.kill('SIGKILL');
}

export async function spawnServer(opts: SpawnOptions): Promise<Child> {
  const started = performance.now();
  // BENCH_NODE_ARGS: extra flags for the measured servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const loader = opts.tsx === false ? [] : ['--import', 'tsx'];
  const proc = spawn(process.execPath, [...extra, ...loader, '--import', PRELOAD, ...opts.args], {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env, PORT: String(opts.port) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  live.add(proc);
  proc.once('exit', () => live.delete(proc));
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  // BENCH_SERVER_LOG: every measured server's output appended to that file (with --trace-gc, say).
  if (process.env.BENCH_SERVER_LOG) {
    const file = createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' });
    proc.stdout?.pipe(file);
    proc.stderr?.pipe(file);
  }
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = started + (opts.timeoutMs ?? 60_000);
  while (true) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${tail}`);
    if (performance.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server not ready after ${opts.timeoutMs ?? 60_000} ms:\n${tail}`);
    }
    const ok = await fetch(url + opts.readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(25);
  }
  const startupMs = performance.now() - started;
  return {
    proc,
    port: opts.port,
    startupMs,
    url,
    stop: () => stopProcess(proc),
    eld: (cmd) => askEld(proc, cmd),
  };
}

function askEld(proc: ChildProcess, cmd: 'reset' | 'read'): Promise<Eld | undefined> {
  if (cmd === 'reset') {
    proc.send('eld:reset');
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    // A server that is far behind answers late; its figures matter most then.
    const timer = setTimeout(() => done(undefined), 30_000);
    const onMessage = (msg: unknown) => {
      if (msg && typeof msg === 'object' && 'eld' in msg) done((msg as { eld: Eld }).eld);
    };
    const done = (v: Eld | undefined) => {
      clearTimeout(timer);
      proc.off('message', onMessage);
      resolve(v);
    };
    proc.on('message', onMessage);
    proc.send('eld:read');
  });
}

async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  const killer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/**
 * A port nobody listens on now, in 4100-4999 or the range BENCH_PORTS gives (`4400-4499`, for
 * a machine where other work owns the rest): a busy one would let the readiness check succeed
 * against someone else's server.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  const low = range ? Number(range[1]) : 4100;
  const span = range ? Number(range[2]) - low + 1 : 900;
  if (!(span > 0)) throw new Error(`BENCH_PORTS=${process.env.BENCH_PORTS}: e.g. 4400-4499`);
  for (;;) {
    const port = low + Math.floor(Math.random() * span);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The process and all its descendants (children as listed by every thread of each process). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const p = out[i] as number;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {
      continue;
    }
    for (const t of tasks) {
      try {
        const kids = readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        if (kids) for (const k of kids.split(/\s+/)) out.push(Number(k));
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return out;
}

/** Resident memory of the whole tree, MiB. */
export function treeRssMiB(pid: number): number {
  let kib = 0;
  for (const p of processTree(pid)) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      kib += Number(m?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kib / 1024;
}

/** Clock ticks (user + system) a process has used, 0 once it is gone; its name with `comm`. */
function ticksOf(pid: string | number): { ticks: number; comm: string } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at index 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      ticks: Number(fields[11]) + Number(fields[12]),
      comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    };
  } catch {
    return { ticks: 0, comm: '' };
  }
}

/** CPU seconds (user + system) used so far by the whole tree. */
export function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) ticks += ticksOf(p).ticks;
  return ticks / CLK_TCK;
}

/** CPU use over a window as a share of one core (1.0 = one core busy all the time). */
export function cpuMeter(pid: number) {
  const t0 = performance.now();
  const c0 = treeCpuSeconds(pid);
  return () => (treeCpuSeconds(pid) - c0) / ((performance.now() - t0) / 1000);
}

/**
 * Waits until the process tree is quiet: no child process and under 3 % of a core over a second
 * (a first start makes the sample palace clips and loads the Major System lexicon in the
 * background). Resolves with the seconds it took, or undefined when it was still busy at `maxS`.
 */
export async function quiet(pid: number, maxS = 60): Promise<number | undefined> {
  const t0 = performance.now();
  while ((performance.now() - t0) / 1000 < maxS) {
    const cpu = cpuMeter(pid);
    await sleep(1_000);
    if (cpu() < 0.03 && processTree(pid).length === 1) return (performance.now() - t0) / 1000;
  }
  return undefined;
}

/**
 * CPU use of every process named `comm` (PostgreSQL's backends) over a window, as a share of one
 * core. Backends that start and end inside the window are missed: the app's pool keeps its own.
 */
export function namedCpuMeter(comm: string) {
  const read = () => {
    let ticks = 0;
    for (const p of readdirSync('/proc')) {
      if (!/^\d+$/.test(p)) continue;
      const t = ticksOf(p);
      if (t.comm === comm) ticks += t.ticks;
    }
    return ticks / CLK_TCK;
  };
  const t0 = performance.now();
  const c0 = read();
  return () => (read() - c0) / ((performance.now() - t0) / 1000);
}
