import fc from 'fast-check';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { jsonValue, type Known, RUNS, SEED } from './arbitraries.ts';
import { messageArgs } from './examples.ts';
import { ensurePlayground, expectHealthy, expectVictimIntact, snapshot, useWorld } from './world.ts';

/**
 * Every event every namespace listens to (read from the server-side socket after connecting, so a
 * new event or namespace is fuzzed without touching this file) gets RUNS messages with fuzzed
 * arguments, with and without an acknowledgement, over real socket.io connections.
 */
const w = useWorld();

/** Names socket.io itself uses (a client cannot emit them, or socket.io listens itself). */
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
  'error',
]);
/** A listener the test adds to the server side: its ack proves earlier messages were dispatched. */
const BARRIER = 'fuzz-barrier';
const SERVER_ERROR = /server error/i;

interface Connection {
  client: Socket;
  events: string[];
  playground: string;
}

/** Connects as the fuzzer (auth names its session, which `/bmevent` requires) and lists the events. */
async function connectTo(nsp: string): Promise<Connection> {
  const playground = w.fuzzer.playground;
  const client = connect(`${w.url}${nsp}`, {
    transports: ['websocket'],
    extraHeaders: { cookie: w.fuzzer.cookie },
    auth: { bmeventId: playground },
    reconnection: false,
  });
  w.sockets.push(client);
  await new Promise<void>((resolve, reject) => {
    client.on('connect', () => resolve());
    client.on('connect_error', (err) => reject(new Error(`cannot connect to ${nsp}: ${err.message}`)));
  });
  const server = w.t.app.io.of(nsp).sockets.get(client.id ?? '');
  if (!server) throw new Error(`no server socket for ${nsp}`);
  const events = server.eventNames().filter((e): e is string => typeof e === 'string' && !RESERVED.has(e));
  server.on(BARRIER, (ack: unknown) => typeof ack === 'function' && ack());
  return { client, events, playground };
}

/** One message: its arguments, whether it names the fuzzer's own session first, with an ack or not. */
const message = (known: Known, event: string) =>
  fc.record({ ownId: fc.boolean(), args: messageArgs(known, event), withAck: fc.boolean() });

describe('socket fuzz', () => {
  it(`never fails on any event of any namespace (${RUNS} runs each)`, { timeout: 900_000 }, async () => {
    const namespaces = [...w.t.app.io._nsps.keys()];
    expect(namespaces).toEqual(expect.arrayContaining(['/', '/bmevent']));
    const covered = new Map<string, number>();
    const acks: Promise<unknown>[] = [];
    // What the acknowledged messages got: shows the fuzz reaches past the first check.
    const tally = { accepted: 0, refused: 0, other: 0, unanswered: 0 };
    for (const nsp of namespaces) {
      // /watch needs the session to be live, and fuzzing /bmevent may have ended it.
      await ensurePlayground(w);
      let conn = await connectTo(nsp);
      expect(conn.events.length, `${nsp} listens to no event`).toBeGreaterThan(0);
      for (const event of conn.events) {
        let runs = 0;
        await fc.assert(
          fc.asyncProperty(message(w.known, event), async (m) => {
            if (runs % 50 === 0 && nsp === '/bmevent') {
              await ensurePlayground(w);
              if (w.fuzzer.playground !== conn.playground) {
                conn.client.disconnect();
                conn = await connectTo(nsp);
              }
            }
            const list = m.ownId ? [conn.playground, ...m.args.slice(1)] : m.args;
            if (m.withAck) {
              const ack = conn.client
                .timeout(5_000)
                .emitWithAck(event, ...list)
                .then((reply: unknown) => {
                  const ok = (reply as { success?: unknown } | null)?.success;
                  tally[ok === true ? 'accepted' : ok === false ? 'refused' : 'other']++;
                  if (SERVER_ERROR.test(JSON.stringify(reply) ?? '')) {
                    w.failures.push(
                      `${nsp} ${event} acked ${JSON.stringify(reply)} (FUZZ_SEED=${SEED}) to ${JSON.stringify(list).slice(0, 300)}`,
                    );
                  }
                })
                .catch(() => {
                  tally.unanswered++;
                });
              acks.push(ack);
            } else conn.client.emit(event, ...list);
            runs++;
            if (!conn.client.connected) {
              w.failures.push(
                `${nsp} ${event} disconnected the client (FUZZ_SEED=${SEED}): ${JSON.stringify(list).slice(0, 300)}`,
              );
              conn = await connectTo(nsp);
              return;
            }
            await conn.client.timeout(5_000).emitWithAck(BARRIER);
          }),
          { numRuns: RUNS, seed: SEED + covered.size },
        );
        covered.set(`${nsp} ${event}`, runs);
      }
      conn.client.disconnect();
    }
    await Promise.all(acks);
    console.log(
      `[fuzz:socket] namespaces ${namespaces.join(' ')}, events covered ${covered.size} (${[...covered.keys()].join(', ')}), runs ${RUNS} each, acks ${JSON.stringify(tally)}, server errors ${w.failures.length}, seed ${SEED}`,
    );
    expect(w.failures).toEqual([]);
    for (const [key, runs] of covered) expect(runs, key).toBe(RUNS);
    await expectHealthy(w);
    await expectVictimIntact(w, true);
    await expectPlaygroundSound();
  });

  it(`refuses fuzzed handshakes cleanly (${Math.ceil(RUNS / 10)} runs per namespace)`, {
    timeout: 300_000,
  }, async () => {
    for (const nsp of w.t.app.io._nsps.keys()) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            auth: fc.dictionary(fc.constantFrom('bmeventId', 'token', 'x'), jsonValue(w.known)),
            signedIn: fc.boolean(),
          }),
          async ({ auth, signedIn }) => {
            const client = connect(`${w.url}${nsp}`, {
              transports: ['websocket'],
              extraHeaders: signedIn ? { cookie: w.fuzzer.cookie } : {},
              auth,
              reconnection: false,
            });
            const outcome = await new Promise<string>((resolve) => {
              client.on('connect', () => resolve('connected'));
              client.on('connect_error', (err) => resolve(err.message));
            });
            client.disconnect();
            expect(outcome).not.toMatch(SERVER_ERROR);
          },
        ),
        { numRuns: Math.ceil(RUNS / 10), seed: SEED },
      );
    }
    expect(w.failures).toEqual([]);
    await expectHealthy(w);
  });
});

/** The fuzzer's own session is in a state the engine can go on from, and ends with a score. */
async function expectPlaygroundSound() {
  const s = await snapshot(w, w.fuzzer.playground);
  expect(Number.isInteger(s.answerSeq) && s.answerSeq <= 2 ** 31 - 1).toBe(true);
  if (s.running && s.stage === 'rec') {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/bmevent/result',
      payload: { id: w.fuzzer.playground },
      headers: { cookie: w.fuzzer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bmevent).toMatchObject({ stage: 'res', score: expect.any(Number) });
  }
}
