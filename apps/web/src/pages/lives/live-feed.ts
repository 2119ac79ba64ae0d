import type { LiveStandardItem, StandardLivesReply } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { mainSocket } from '../../realtime/main-socket.ts';
import { holdLives } from './lives-subscription.ts';

const ACK_TIMEOUT_MS = 8000;
const COUNT_EVERY_MS = 30_000;

/**
 * The running, live-shared sessions, kept current by the server's `standardLives` pushes (sent on
 * every start and end); asked once with `get-standard-lives` whenever the main socket (re)connects.
 * `null` until the first answer.
 */
export function useStandardLives(): LiveStandardItem[] | null {
  const [lives, setLives] = useState<LiveStandardItem[] | null>(null);
  useEffect(() => {
    let active = true;
    const take = (reply: StandardLivesReply | undefined) => {
      if (active && reply?.success && Array.isArray(reply.lives)) setLives(reply.lives);
    };
    const ask = () => {
      mainSocket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('get-standard-lives')
        .then(take)
        .catch(() => {});
    };
    const release = holdLives();
    mainSocket.on('standardLives', take);
    mainSocket.on('connect', ask);
    if (mainSocket.connected) ask();
    return () => {
      active = false;
      release();
      mainSocket.off('standardLives', take);
      mainSocket.off('connect', ask);
    };
  }, []);
  return lives;
}

/**
 * How many users are online: asked on connect, every 30 s, and whenever a Lives list on screen
 * changes (a start or an end is when it moves most); a `count` push from the server is taken too.
 */
export function useOnlineCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let active = true;
    const take = (n: unknown) => {
      if (active && typeof n === 'number' && Number.isFinite(n)) setCount(n);
    };
    const ask = () => {
      mainSocket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('get-count')
        .then(take)
        .catch(() => {});
    };
    mainSocket.on('count', take);
    mainSocket.on('connect', ask);
    mainSocket.on('standardLives', ask);
    if (mainSocket.connected) ask();
    // Away from the Lives lists no list change arrives to prompt a new count: ask now and then.
    const every = setInterval(() => mainSocket.connected && ask(), COUNT_EVERY_MS);
    return () => {
      active = false;
      clearInterval(every);
      mainSocket.off('count', take);
      mainSocket.off('connect', ask);
      mainSocket.off('standardLives', ask);
    };
  }, []);
  return count;
}
