import { tetrisBlocksSchema, type WatchBmevent, type WatchUpdate } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { io } from 'socket.io-client';
import { loadEventViews } from '../events/registry.ts';
import type { PlayableEvent } from '../events/types.ts';
import { serverUrl } from '../native/server-origin.ts';
import { SOCKET_OPTIONS } from '../realtime/main-socket.ts';
import { toast } from '../ui/toast/toast-store.ts';
import { safeReturn, WatchedScreen } from './live-watched-screen.tsx';
import { applyServerSession, createGameStore, GameStoreContext } from './store.ts';
import './game.css';

const LIVES = '/app/dashboard/lives';

interface Watching {
  store: ReturnType<typeof createGameStore>;
  views: PlayableEvent;
  userName: string;
  delayMs: number;
}

/**
 * A live session, read-only, as its player plays it: the /watch socket sends the session on
 * joining (`bmevent`), each stage (`update-stage`), the player's position and typed answers
 * (`update`, merged) and sounds (`play-sound`). Nothing is sent back: Exit only disconnects. A
 * refused or vanished session sends the viewer to the Lives page.
 */
export function LiveWatch() {
  const { bmeventId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturn(search.get('returnTo'));
  const [watching, setWatching] = useState<Watching | null>(null);
  const [landed, setLanded] = useState<number | undefined>(undefined);

  useEffect(() => {
    let active = true;
    let loaded = false;
    const store = createGameStore();
    const socket = io(serverUrl('/watch'), { ...SOCKET_OPTIONS, auth: { bmeventId } });
    const leave = (title: string) => {
      if (!active) return;
      active = false;
      socket.disconnect();
      toast({ title, variant: 'destructive' });
      navigate(LIVES, { replace: true });
    };
    const show = async (bmevent: WatchBmevent) => {
      applyServerSession(store, bmevent, Date.now());
      if (loaded) return;
      loaded = true;
      const views = await loadEventViews(bmevent.name);
      if (!active) return;
      if (!views.playable) return leave('This event cannot be shown yet.');
      setWatching({ store, views, userName: bmevent.userName, delayMs: bmevent.watchDelayMs ?? 0 });
    };
    socket.on('bmevent', (b: WatchBmevent) => void show(b));
    socket.on('update-stage', (b: WatchBmevent) => void show(b));
    socket.on('update', (u: WatchUpdate) => {
      if (store.get().session) applyServerSession(store, u, Date.now());
    });
    // Blocktris memorize: the blocks the player has seen land so far (the grid follows them).
    socket.on('tetris-data-update', (blocks: unknown) => {
      const parsed = tetrisBlocksSchema.safeParse(blocks);
      if (parsed.success) setLanded(parsed.data.length);
    });
    socket.on('half-recall-time', () => store.set({ flashAt: Date.now() }));
    socket.on('play-sound', (url: unknown) => {
      if (typeof url === 'string' && url.startsWith('/media/')) void new Audio(url).play().catch(() => {});
    });
    socket.once('user-exited', () => {
      // After the result there is nothing left to follow: the viewer stays on the result screen.
      if (store.get().session?.stage !== 'res') leave('User Exited');
    });
    socket.on('connect_error', (err) => {
      console.error('live socket error:', err.message);
      if (!loaded) leave(err.message || 'This session cannot be watched.');
    });
    socket.connect();
    return () => {
      active = false;
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [bmeventId, navigate]);

  if (!watching) {
    return (
      <main className="game-message" aria-busy="true">
        <p className="result__loading">Loading...</p>
      </main>
    );
  }
  return (
    <GameStoreContext.Provider value={watching.store}>
      <WatchedScreen
        views={watching.views}
        userName={watching.userName}
        onExit={() => navigate(returnTo)}
        delayMs={watching.delayMs}
        landedByPlayer={landed}
      />
    </GameStoreContext.Provider>
  );
}
