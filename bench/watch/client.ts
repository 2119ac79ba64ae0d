/**
 * One watched session: its player starts a practice session, moves to memorize and then steps
 * through items (a `mem_main_item` update every `intervalMs`); M viewers follow it on /watch. Each
 * viewer records when each step arrives; the delivery time is arrival minus the player's send,
 * both on this process's clock.
 */
import type { Socket } from 'socket.io-client';
import { connectSocket } from '../server/socket-bench.ts';

export interface SessionRun {
  /** Delivery time of every step to every viewer, ms. */
  deliveries: number[];
  /** Steps a viewer never got. */
  missed: number;
  ok: boolean;
  error?: string;
}

export async function startSession(base: string, cookie: string) {
  const res = await fetch(`${base}/api/bmevent/init/decimal/practice?amount=80&memorize=600&recall=600`, {
    headers: { cookie },
  });
  const body = (await res.json()) as { bmevent?: { id: string }; error?: string };
  if (!body.bmevent) throw new Error(`init failed: ${res.status} ${body.error ?? ''}`);
  const player = await connectSocket(`${base}/bmevent`, cookie, { bmeventId: body.bmevent.id });
  await player.timeout(10_000).emitWithAck('ready', body.bmevent.id);
  await player.timeout(10_000).emitWithAck('update', body.bmevent.id, 'stage', 'mem', 0);
  return { id: body.bmevent.id, player };
}

export async function watchSession(
  base: string,
  session: { id: string; player: Socket },
  viewerCookies: string[],
  steps: number,
  intervalMs: number,
): Promise<SessionRun> {
  const sockets: Socket[] = [];
  try {
    const sentAt = new Map<number, number>();
    const deliveries: number[] = [];
    let received = 0;
    const viewers = await Promise.all(
      viewerCookies.map((c) => connectSocket(`${base}/watch`, c, { bmeventId: session.id })),
    );
    sockets.push(...viewers);
    for (const v of viewers)
      v.on('update', (u: { mem_main_item?: number }) => {
        const at = sentAt.get(u.mem_main_item ?? -1);
        if (at === undefined) return;
        deliveries.push(performance.now() - at);
        received++;
      });
    // A random phase within one interval: players do not step in lockstep on either server (the
    // bare relay's instant start would otherwise line all of them up into one burst per step).
    await new Promise((r) => setTimeout(r, Math.random() * intervalMs));
    for (let step = 1; step <= steps; step++) {
      await new Promise((r) => setTimeout(r, intervalMs));
      sentAt.set(step, performance.now());
      session.player.emit('update', session.id, 'mem_main_item', step, step, () => {});
    }
    await new Promise((r) => setTimeout(r, 1000));
    return { deliveries, missed: steps * viewers.length - received, ok: true };
  } catch (err) {
    return { deliveries: [], missed: 0, ok: false, error: (err as Error).message };
  } finally {
    for (const s of sockets) s.disconnect();
    session.player.disconnect();
  }
}
