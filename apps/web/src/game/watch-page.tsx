import type { ClientBmevent } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, getJson } from '../api/http.ts';
import { loadEventViews } from '../events/registry.ts';
import type { PlayableEvent } from '../events/types.ts';
import { errorText } from './api.ts';
import { GameMessage } from './game-message.tsx';
import { LiveWatch } from './live-watch.tsx';
import { safeReturn, WatchedScreen } from './live-watched-screen.tsx';
import { applyServerSession, createGameStore, GameStoreContext } from './store.ts';
import './game.css';
import './game-versus.css';

/** While the watched session still runs, its state is fetched this often (no live push here yet). */
const FOLLOW_MS = 1500;

interface Watched {
  store: ReturnType<typeof createGameStore>;
  views: PlayableEvent;
  userName: string;
}

/**
 * /app/event/watch/:bmeventId — a live session (from the Lives page), or, when opened from a
 * versus result, the opponent's finished session.
 */
export function WatchPage() {
  const [search] = useSearchParams();
  return search.get('returnTo')?.includes('/versus/') ? <OpponentWatch /> : <LiveWatch />;
}

/**
 * The opponent's session of a match you played, read-only, once your
 * own session is over (the server refuses before). Its own game store, so nothing of yours mixes
 * in; the recall board is the stage views' read-only path.
 */
function OpponentWatch() {
  const { bmeventId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturn(search.get('returnTo'));
  const [watched, setWatched] = useState<Watched | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const store = createGameStore();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const load = async (first: boolean) => {
      try {
        const reply = await fetchOpponent(bmeventId);
        if (!active) return;
        applyServerSession(store, reply.bmevent, Date.now());
        if (first) {
          const views = await loadEventViews(reply.bmevent.name);
          if (!active) return;
          if (!views.playable) throw new Error('This event cannot be shown yet.');
          setWatched({ store, views, userName: reply.userName });
        }
        if (reply.bmevent.stage !== 'res' || reply.bmevent.evaluation === 'waiting')
          timer = setTimeout(() => void load(false), FOLLOW_MS);
      } catch (err) {
        if (active && first) setError(errorText(err, 'This session cannot be watched.'));
        else if (active) timer = setTimeout(() => void load(false), FOLLOW_MS);
      }
    };
    void load(true);
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [bmeventId]);

  const exit = () => navigate(returnTo);
  if (error) {
    return (
      <GameMessage title="Cannot watch" back={returnTo}>
        {error}
      </GameMessage>
    );
  }
  if (!watched) {
    return (
      <main className="game-message" aria-busy="true">
        <p className="result__loading">Loading...</p>
      </main>
    );
  }
  return (
    <GameStoreContext.Provider value={watched.store}>
      <WatchedScreen views={watched.views} userName={watched.userName} onExit={exit} />
    </GameStoreContext.Provider>
  );
}

async function fetchOpponent(id: string): Promise<{ bmevent: ClientBmevent; userName: string }> {
  const reply = await getJson<{
    success: boolean;
    bmevent?: ClientBmevent;
    userName?: string;
    error?: string;
  }>(`/api/versus/opponent/${encodeURIComponent(id)}`);
  if (!reply.bmevent) throw new ApiError(404, reply, reply.error ?? 'Session not found.');
  return { bmevent: reply.bmevent, userName: reply.userName ?? 'your opponent' };
}
