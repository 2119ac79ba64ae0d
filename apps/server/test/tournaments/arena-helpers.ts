import type { ArenaStandingsSignal, StartBmeventSignal, TournamentDetail } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { users } from '../../src/db/schema.ts';
import { perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { signup } from '../helpers.ts';
import { game, until } from '../versus/versus-helpers.ts';

export interface ArenaPlayer {
  userId: string;
  cookie: string;
  main: Socket;
  starts: StartBmeventSignal[];
  standings: ArenaStandingsSignal[];
}

/** A signed-up user, premium when asked (the stored membership, as a paid one). */
export async function arenaUser(app: FastifyInstance, premium: boolean) {
  const s = await signup(app);
  if (premium)
    await app.database.db
      .update(users)
      .set({ membership: { premium: true, package: 'premium-monthly' } })
      .where(eq(users.id, s.user._id));
  return { userId: s.user._id, cookie: s.cookie, userName: s.account.userName };
}

/** The user's main-channel socket on the arena's page: in its room, recording pushes and starts. */
export async function onArenaPage(
  url: string,
  sockets: Socket[],
  who: { userId: string; cookie: string },
  id: string,
) {
  const main = connectSocket(url, {
    transports: ['websocket'],
    extraHeaders: { cookie: who.cookie },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(main);
  const starts: StartBmeventSignal[] = [];
  const standings: ArenaStandingsSignal[] = [];
  main.on('start-bmevent', (s: StartBmeventSignal) => starts.push(s));
  main.on('arena-standings', (s: ArenaStandingsSignal) => standings.push(s));
  await new Promise<void>((resolve, reject) => {
    main.on('connect', () => resolve());
    main.on('connect_error', reject);
  });
  const ack = (await main.timeout(5000).emitWithAck('arena-watch', id)) as {
    success: boolean;
    tournament?: TournamentDetail;
  };
  if (!ack.success) throw new Error(`arena-watch failed: ${JSON.stringify(ack)}`);
  return { ...who, main, starts, standings } satisfies ArenaPlayer;
}

/** A and B play the match they were paired into: A recalls perfectly, B types one wrong digit. */
export async function playPaired(
  app: FastifyInstance,
  url: string,
  sockets: Socket[],
  a: ArenaPlayer,
  b: ArenaPlayer,
) {
  const sa = await until('A paired', () => a.starts.at(-1));
  const sb = await until('B paired', () => b.starts.at(-1));
  const ga = await game(url, sockets, { ...a, versus: a.main } as never, sa.bmeventId);
  const gb = await game(url, sockets, { ...b, versus: b.main } as never, sb.bmeventId);
  await ga.emit('ready', sa.bmeventId);
  await gb.emit('ready', sb.bmeventId);
  await until('both in recall', async () => {
    const [x, y] = [await stored(app, sa.bmeventId), await stored(app, sb.bmeventId)];
    return x.stage === 'rec' && y.stage === 'rec';
  });
  const key = (await perfectAnswerOf(app, sa.bmeventId)) as string[];
  await ga.emit('update', sa.bmeventId, 'answer', key, 1);
  await gb.emit('update', sb.bmeventId, 'answer', ['x'], 1);
  await ga.emit('finished', sa.bmeventId);
  await gb.emit('finished', sb.bmeventId);
  return { matchId: sa.matchId };
}
