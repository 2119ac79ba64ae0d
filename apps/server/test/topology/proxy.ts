import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort } from '../durability/server-process.ts';

const repoRoot = join(import.meta.dirname, '../../../..');
export const HAPROXY_CFG = join(repoRoot, 'deploy/haproxy.cfg');

/** Whether Debian's haproxy is on the PATH. */
export const haproxyInstalled = () => spawnSync('haproxy', ['-v']).status === 0;

/** HAProxy on deploy/haproxy.cfg in front of `backends` (host:port); resolves once it routes. */
export async function startProxy(backends: string[]) {
  const port = await freePort();
  const env = { ...process.env, MN_PROXY_BIND: `127.0.0.1:${port}` } as NodeJS.ProcessEnv;
  backends.forEach((b, i) => {
    env[`MN_APP${i + 1}`] = b;
  });
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', HAPROXY_CFG], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`haproxy exited:\n${lines.join('\n')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100) throw new Error(`haproxy did not start:\n${lines.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, log: () => lines.join('\n'), stop: () => child.kill('SIGKILL') };
}

/** Every socket of the test: when each dropped and how long it took to be connected again. */
export class Reconnects {
  readonly sockets: Socket[] = [];
  readonly gaps: number[] = [];
  drops = 0;
  /** Connection errors by message (a refused handshake is not retried by socket.io). */
  readonly errors: string[] = [];

  open(url: string, cookie: string, auth?: object): Socket {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      auth,
      forceNew: true,
      reconnectionDelay: 300,
      reconnectionDelayMax: 1000,
    });
    let droppedAt = 0;
    socket.on('disconnect', () => {
      droppedAt = Date.now();
      this.drops++;
    });
    socket.on('connect', () => {
      if (droppedAt) this.gaps.push(Date.now() - droppedAt);
      droppedAt = 0;
    });
    socket.on('connect_error', (err) => this.errors.push(`${url}: ${err.message}`));
    this.sockets.push(socket);
    return socket;
  }

  allConnected = () => this.sockets.every((s) => s.connected);

  /** Which sockets are down, and the errors seen. */
  describe = () =>
    `down: ${this.sockets
      .filter((s) => !s.connected)
      .map((s) => `${s.io.opts.path} ${(s as unknown as { nsp: string }).nsp} active=${s.active}`)
      .join(', ')}; errors: ${this.errors.slice(-5).join(' | ')}`;

  close() {
    for (const s of this.sockets) s.disconnect();
  }
}

export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
