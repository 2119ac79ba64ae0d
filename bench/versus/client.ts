/**
 * One simulated player: search, choose, get ready, load, answer every 200 ms through the recall,
 * submit, wait for the result. Every acknowledged request's round trip is recorded.
 */
import type { Socket } from 'socket.io-client';
import { playerConnection } from '../server/socket-bench.ts';
import { MATCH } from './format.ts';

export interface PlayerRun {
  acks: number[];
  /** Round trips by request name. */
  byEvent: Record<string, number[]>;
  ok: boolean;
  error?: string;
  /** When this player's recall ran (performance.now()), for the concurrency figure. */
  recall?: [number, number];
}

function waitFor<T>(s: Socket, event: string, pred: (v: T) => boolean, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.off(event, on);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (v: T, ack?: (x: unknown) => void) => {
      ack?.(true);
      if (!pred(v)) return;
      clearTimeout(timer);
      s.off(event, on);
      resolve(v);
    };
    s.on(event, on);
  });
}

/** A wait started early and awaited later must not crash the run if the player fails first. */
function early<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}

/** Plays one whole match, searching after `delayMs` (the bench spreads its starts). */
export async function playMatch(base: string, cookie: string, delayMs = 0): Promise<PlayerRun> {
  const acks: number[] = [];
  let recallAt: [number, number] | undefined;
  const byEvent: Record<string, number[]> = {};
  const sockets: Socket[] = [];
  const conn = playerConnection(base, cookie);
  const timed = async (s: Socket, event: string, ...args: unknown[]) => {
    const t0 = performance.now();
    const reply = (await s.timeout(30_000).emitWithAck(event, ...args)) as { success?: boolean };
    const ms = performance.now() - t0;
    acks.push(ms);
    byEvent[event] ??= [];
    byEvent[event].push(ms);
    return reply;
  };
  try {
    await new Promise((r) => setTimeout(r, delayMs));
    const main = await conn.socket('/');
    const versus = await conn.socket('/versus');
    sockets.push(main, versus);
    const choice = early(
      waitFor<{ stage: string }>(versus, 'update', (st) => st.stage === 'choice', 120_000),
    );
    const start = early(waitFor<{ bmeventId: string }>(main, 'start-bmevent', () => true, 180_000));
    await timed(versus, 'search', '1v1');
    await choice;
    await timed(versus, 'choice', MATCH.event);
    await timed(versus, 'set-ready', true);
    const { bmeventId } = await start;
    const game = await conn.socket('/bmevent', { bmeventId });
    sockets.push(game);
    const recall = early(waitFor<{ stage?: string }>(game, 'update', (u) => u.stage === 'rec', 60_000));
    const result = early(
      waitFor<{ evaluation?: string }>(
        game,
        'update',
        (u) => ['win', 'lose', 'tie'].includes(u.evaluation ?? ''),
        120_000,
      ),
    );
    await timed(game, 'ready', bmeventId);
    await recall;
    const recallStart = performance.now();
    const answer = Array.from({ length: MATCH.amount }, () => '');
    const until = performance.now() + (MATCH.recallS - 1.5) * 1000;
    for (let seq = 1, i = 0; performance.now() < until; seq++, i++) {
      answer[i % MATCH.amount] = String(i % 10);
      await timed(game, 'update', bmeventId, 'answer', answer, seq);
      await new Promise((r) => setTimeout(r, MATCH.answerEveryMs));
    }
    recallAt = [recallStart, performance.now()];
    await timed(game, 'finished', bmeventId);
    await result;
    return { acks, byEvent, ok: true, recall: recallAt };
  } catch (err) {
    return { acks, byEvent, ok: false, error: (err as Error).message, recall: recallAt };
  } finally {
    for (const s of sockets) s.disconnect();
  }
}
