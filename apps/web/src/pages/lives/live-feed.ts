import type { StandardLivesReply } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { mainSocket } from '../../realtime/main-socket.ts';
import { holdLives } from './lives-subscription.ts';

const ACK_TIMEOUT_MS = 8000;
const COUNT_EVERY_MS = 30_000;

/** Which page of the Lives list, and the search in players' names ('' for none). */
export interface LivesQuery {
  page: number;
  q: string;
}

const FIRST_PAGE: LivesQuery = { page: 1, q: '' };

/**
 * One page of the running, live-shared sessions, newest first, kept current by the server's
 * `standardLives` pushes (sent on every start and end): the push is the first page without a
 * search, taken as it is when that is what is shown, else the sign to ask again. Asked with
 * `get-standard-lives` whenever the main socket (re)connects or the query changes. `null` until
 * the first answer.
 */
export function useStandardLives(query: LivesQuery = FIRST_PAGE): StandardLivesReply | null {
  const [reply, setReply] = useState<StandardLivesReply | null>(null);
  const { page, q } = query;
  useEffect(() => {
    let active = true;
    // Only the answer to the latest question counts: a slow one for an older query is dropped.
    let asked = 0;
    const take = (next: StandardLivesReply | undefined) => {
      if (active && next?.success && Array.isArray(next.lives)) setReply(next);
    };
    const ask = () => {
      const mine = ++asked;
      mainSocket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('get-standard-lives', { page, q })
        .then((next: StandardLivesReply) => {
          if (mine === asked) take(next);
        })
        .catch(() => {});
    };
    const firstPage = page === 1 && q === '';
    const pushed = (next: StandardLivesReply | undefined) => (firstPage ? take(next) : ask());
    const release = holdLives();
    mainSocket.on('standardLives', pushed);
    mainSocket.on('connect', ask);
    if (mainSocket.connected) ask();
    return () => {
      active = false;
      release();
      mainSocket.off('standardLives', pushed);
      mainSocket.off('connect', ask);
    };
  }, [page, q]);
  return reply;
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
