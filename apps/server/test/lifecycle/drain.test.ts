import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventData, eventByName } from '@mnemoria/events';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { getSession, sessionInRecall, signUp, storedAck, testIp, until } from '../durability/client.ts';
import {
  freePort,
  killAll,
  newSecret,
  type ServerProcess,
  startServer,
} from '../durability/server-process.ts';

const decimal = eventByName('decimal');
const dirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  killAll();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * SIGTERM drains: the answers a socket already sent are stored and acknowledged, the socket is
 * told to reconnect (not to go away), and it comes back by itself to whatever process serves the
 * address next, here the same server restarted on the same data.
 */
describe('graceful drain on SIGTERM', () => {
  it('acknowledges what it received, then sockets reconnect by themselves to the next process', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mn-drain-'));
    dirs.push(dataDir);
    const port = await freePort();
    const options = {
      dataDir,
      port,
      sessionSecret: newSecret(),
      env: { LOG_LEVEL: 'info', DRAIN_TIMEOUT: '5' },
    };
    const first = await startServer(options);
    servers.push(first);
    const ip = testIp();
    const player = await signUp(first.url, ip, 'drain');
    const { id, data } = await sessionInRecall(first.url, player, 'amount=30&memorize=60&recall=120');
    const key = decimal.perfectAnswer(data as EventData) as string[];
    const answerAt = (seq: number) => key.map((d, i) => (i < seq ? d : ''));

    const socket = connect(`${first.url}/bmevent`, {
      transports: ['websocket'],
      extraHeaders: { cookie: player.cookie },
      auth: { bmeventId: id },
      reconnectionDelay: 200,
      reconnectionDelayMax: 500,
      forceNew: true,
    });
    const reasons: string[] = [];
    let connects = 0;
    socket.on('disconnect', (reason) => reasons.push(reason));
    socket.on('connect', () => connects++);
    try {
      await until('connected', async () => connects === 1);
      expect(storedAck(await socket.timeout(5_000).emitWithAck('update', id, 'answer', answerAt(1), 1))).toBe(
        true,
      );
      // Sent, and SIGTERM right behind it: the drain must still store and acknowledge it.
      const last = socket.timeout(5_000).emitWithAck('update', id, 'answer', answerAt(2), 2);
      await new Promise((r) => setTimeout(r, 5));
      const exited = first.stop();
      expect(storedAck(await last)).toBe(true);
      expect(await exited).toBe(0);
      expect(reasons).toEqual(['transport close']);
      const log = first.log();
      expect(log).toContain('"msg":"draining"');
      expect(log).toContain('sockets told to reconnect elsewhere');
      expect(log).toContain('"msg":"drained"');

      const second = await startServer(options);
      servers.push(second);
      await until('the socket to reconnect by itself', async () => connects === 2, 15_000);
      const after = await getSession(second.url, player, id);
      expect(after.answerSeq).toBe(2);
      expect(after.answer).toEqual(answerAt(2));
      // And it works on the new process.
      expect(storedAck(await socket.timeout(5_000).emitWithAck('update', id, 'answer', answerAt(3), 3))).toBe(
        true,
      );
    } finally {
      socket.disconnect();
    }
  }, 90_000);
});
