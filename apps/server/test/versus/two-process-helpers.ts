import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../../src/app.ts';
import { ownDatabase, sharedDatabase } from '../durability/server-process.ts';
import { startApp, type TestApp } from '../helpers.ts';
import { FAST_VERSUS } from './versus-helpers.ts';

/** Whether the PostgreSQL + Redis pass is running (both URLs set). */
export const twoProcessPass = Boolean(sharedDatabase.url && sharedDatabase.redis);

export interface TwoProcesses {
  apps: TestApp[];
  urls: string[];
  sockets: Socket[];
}

/**
 * Two listening app instances on a database of their own and one Redis prefix, as two server
 * processes of a deployment share them; stopped and dropped after the file. Call inside a describe.
 */
export function useTwoProcesses(tag: string, opts: BuildOptions = {}): TwoProcesses {
  const out: TwoProcesses = { apps: [], urls: [], sockets: [] };
  let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;
  beforeAll(async () => {
    database = await ownDatabase(sharedDatabase.url ?? '');
    process.env.DATABASE_URL = database.url;
    const redisPrefix = `test:${tag}:${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i++) {
      const t = await startApp({ versus: FAST_VERSUS, ...opts, redisPrefix });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      out.apps.push(t);
      out.urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
  }, 120_000);
  afterAll(async () => {
    for (const s of out.sockets) s.disconnect();
    for (const t of out.apps) await t.close();
    process.env.DATABASE_URL = sharedDatabase.url;
    await database?.drop();
  });
  return out;
}
