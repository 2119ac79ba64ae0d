/**
 * HAProxy on the committed deploy/haproxy.cfg, the file compose and the topology test run, in
 * front of one to three processes. The file names three backends (MN_APP1..3); slots left over
 * point at port 1 of the loopback, where nothing unprivileged can listen: their health checks
 * fail and the proxy takes them out of rotation before any player connects.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from './proc.ts';

const here = dirname(fileURLToPath(import.meta.url));
const CONFIG = join(here, '../../deploy/haproxy.cfg');
const SLOTS = 3;
const CLOSED = '127.0.0.1:1';

/** Debian puts haproxy in /usr/sbin, which a normal user's PATH may lack. */
export function haproxyBinary(): string | undefined {
  for (const bin of ['haproxy', '/usr/sbin/haproxy']) if (spawnSync(bin, ['-v']).status === 0) return bin;
  return undefined;
}

export interface HaProxy {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startProxy(backends: string[]): Promise<HaProxy> {
  const bin = haproxyBinary();
  if (!bin) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  if (backends.length < 1 || backends.length > SLOTS)
    throw new Error(`deploy/haproxy.cfg has ${SLOTS} backend slots, not ${backends.length}`);
  if (!existsSync(CONFIG)) throw new Error(`${CONFIG} is missing`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, MN_PROXY_BIND: `127.0.0.1:${port}` };
  for (let i = 0; i < SLOTS; i++) env[`MN_APP${i + 1}`] = backends[i] ?? CLOSED;
  const proc: ChildProcess = spawn(bin, ['-db', '-f', CONFIG], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (d: Buffer) => {
    tail = (tail + d.toString()).slice(-4000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 20_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (proc.exitCode !== null) throw new Error(`haproxy exited with ${proc.exitCode}:\n${tail}`);
    if (performance.now() > deadline) throw new Error(`haproxy did not route within 20 s:\n${tail}`);
    await sleep(100);
  }
  // Two failed checks (1 s, then 0.5 s apart) mark an unused slot down; wait them out.
  if (backends.length < SLOTS) await sleep(3_000);
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    const killer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  return { url, pid: proc.pid as number, stop };
}

/**
 * Established connections of `proxyPid` to `port` (one per proxied socket: the proxy's own
 * health checks do not stay open), read from /proc: how the proxy spread the crowd.
 */
export function proxiedTo(proxyPid: number, port: number): number {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${proxyPid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${proxyPid}/fd/${fd}`));
        if (m?.[1]) inodes.add(m[1]);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    return Number.NaN;
  }
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let n = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // remote address:port, state (01 = established), inode
      const f = line.trim().split(/\s+/);
      if (f[2]?.endsWith(`:${hex}`) && f[3] === '01' && inodes.has(f[9] ?? '')) n++;
    }
  }
  return n;
}
