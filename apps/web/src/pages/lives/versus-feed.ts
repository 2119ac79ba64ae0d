import {
  removeVersusLiveSchema,
  type VersusLive,
  type VersusLivesReply,
  versusLiveSchema,
} from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { mainSocket } from '../../realtime/main-socket.ts';
import { holdLives } from './lives-subscription.ts';

const ACK_TIMEOUT_MS = 8000;

/** Adds a match, or replaces the entry with its id where it stands (a player left). */
export function upsertLive(lives: VersusLive[] | null, live: VersusLive): VersusLive[] {
  const list = lives ?? [];
  return list.some((l) => l._id === live._id)
    ? list.map((l) => (l._id === live._id ? live : l))
    : [...list, live];
}

/**
 * The versus matches being played, asked with `get-versus-lives` whenever the main socket
 * (re)connects and kept current by the server's pushes: `new-versus-live` (a match started or a
 * player left), `remove-versus-live` (it ended) and `versusLives` (the whole list). No polling.
 * `null` until the first answer.
 */
export function useVersusLives(): VersusLive[] | null {
  const [lives, setLives] = useState<VersusLive[] | null>(null);
  useEffect(() => {
    let active = true;
    const take = (reply: VersusLivesReply | undefined) => {
      if (!active || !reply?.success || !Array.isArray(reply.lives)) return;
      setLives(reply.lives.filter((l) => versusLiveSchema.safeParse(l).success));
    };
    const add = (payload: unknown) => {
      const live = versusLiveSchema.safeParse(payload);
      if (active && live.success) setLives((l) => upsertLive(l, live.data));
    };
    const remove = (payload: unknown) => {
      const gone = removeVersusLiveSchema.safeParse(payload);
      if (active && gone.success) setLives((l) => (l ? l.filter((x) => x._id !== gone.data._id) : l));
    };
    const ask = () => {
      mainSocket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('get-versus-lives')
        .then(take)
        .catch(() => {});
    };
    const release = holdLives();
    mainSocket.on('versusLives', take);
    mainSocket.on('new-versus-live', add);
    mainSocket.on('remove-versus-live', remove);
    mainSocket.on('connect', ask);
    if (mainSocket.connected) ask();
    return () => {
      active = false;
      release();
      mainSocket.off('versusLives', take);
      mainSocket.off('new-versus-live', add);
      mainSocket.off('remove-versus-live', remove);
      mainSocket.off('connect', ask);
    };
  }, []);
  return lives;
}
