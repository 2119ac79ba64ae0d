import type { EventName } from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { PlayableEvent } from '../events/types.ts';
import { SoundRelayContext } from '../media/sound-button.tsx';
import { GameBar } from './game-bar.tsx';
import { GameMessage } from './game-message.tsx';
import { HeldElsewhere } from './held-elsewhere.tsx';
import { ResultStage } from './result-stage.tsx';
import { SessionInProgress } from './session-in-progress.tsx';
import { CountdownStage, EmptyStrip, LoadingStage, MemorizeStage, RecallStage } from './stages.tsx';
import { createGameStore, GameStoreContext, useGame, useGameStore } from './store.ts';
import { GameContext, useGameController } from './use-controller.ts';
import { useGameKeys } from './use-game-keys.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

// Captured when the document loads: only a reload of /start itself may show a finished result again.
const navigation = globalThis.performance?.getEntriesByType?.('navigation')[0] as
  | PerformanceNavigationTiming
  | undefined;
const reloadedPath = navigation?.type === 'reload' ? new URL(navigation.name).pathname : null;

/** What a versus match adds to the game screen (the page that knows the match passes it). */
export interface MatchExtras {
  /** The participant's session the server made for the match. */
  sessionId: string;
  /** Media cached: report it so the shared countdown starts once both players are loaded. */
  onLoaded(session: ClientBmevent): Promise<boolean>;
  /** Shown beside the board while playing (the opponent's progress). */
  aside?: ReactNode;
  /** Shown on the result screen (rating change, Watch Opponent). */
  result?(session: ClientBmevent): ReactNode;
  /** Where Exit leaves to, after the match has ended. */
  onExit(): void;
  /** Shown instead of the game when the match ended this session without a result (aborted, forfeit). */
  ended?(session: ClientBmevent, onExit: () => void): ReactNode;
}

interface GameSessionProps {
  event: EventName;
  type: string;
  back: string;
  views: PlayableEvent;
  match?: MatchExtras;
}

/** Loads (or resumes) the session into its own game store and shows its current stage. */
export function GameSession(props: GameSessionProps) {
  const [store] = useState(createGameStore);
  return (
    <GameStoreContext.Provider value={store}>
      <GameScreen {...props} />
    </GameStoreContext.Provider>
  );
}

function GameScreen({ event, type, back, views, match }: GameSessionProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const gameStore = useGameStore();
  const state = useGameController(
    location.key,
    {
      event,
      type,
      search: location.search,
      resumeFinished: location.key === 'default' && reloadedPath === location.pathname,
      views,
      discard: (location.state as { discard?: boolean } | null)?.discard === true,
      sessionId: match?.sessionId,
      onLoaded: match?.onLoaded,
    },
    gameStore,
  );
  const session = useGame((s) => s.session);
  const running = Boolean(session?.running && session.stage !== 'res');
  // Another tab holds the session: this page may be left freely, and its keys do nothing.
  const heldElsewhere = useGame((s) => s.heldElsewhere) && running;
  useLeaveGuard(running && !heldElsewhere);
  const controller = state.status === 'ready' ? state.controller : null;
  const count = session && controller ? views.memorizeCount(session.data) : 0;
  useGameKeys(heldElsewhere ? null : controller, session?.stage, count, !views.keepMemorizeOnEnter);

  // Exit returns where the athlete came from (a returnTo the caller passed, else the event page).
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? back;
  const exit = () => {
    gameStore.set({ leaving: true });
    if (match) {
      // A participant can only leave a finished match; the versus page takes it from there.
      void controller?.exit().finally(() => match.onExit());
      return;
    }
    void controller?.exit().finally(() => navigate(returnTo));
  };
  const versus = session?.mode === 'versus';

  if (state.status === 'error' && state.running) {
    // A new navigation (new key) starts a new controller, this time ending the running session.
    const discard = () =>
      navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: { ...(location.state as object | null), discard: true },
      });
    return <SessionInProgress running={state.running} back={back} onDiscard={discard} />;
  }
  if (state.status === 'error') {
    return (
      <GameMessage title="Could not start" back={back}>
        {state.error}
      </GameMessage>
    );
  }
  if (!controller || !session) {
    return (
      <div className="game" aria-busy="true">
        <div className="game-bar" />
        <div className="game-main stage-center">
          <p className="stage-center__title">Getting ready…</p>
        </div>
        <EmptyStrip />
      </div>
    );
  }
  if (session.exited && !gameStore.get().leaving) {
    // The match ended it (aborted, or decided by a forfeit): how the match ended, and Exit.
    if (match?.ended) return <main className="result-page">{match.ended(session, exit)}</main>;
    // Exited elsewhere (another tab): no game to show, back to the event.
    return <Navigate to={back} replace />;
  }
  if (heldElsewhere) return <HeldElsewhere onTakeOver={() => void controller.takeOver()} back={back} />;

  const stage = session.stage;
  return (
    <GameContext.Provider value={controller}>
      {/* The participant's sound plays are relayed to viewers; a viewer never plays them. */}
      <SoundRelayContext.Provider
        value={{ onPlay: (url) => controller.send('play-sound', session._id, url), muted: session.viewer }}
      >
        <title>{`${session.displayName} · Mnemoria`}</title>
        {stage === 'res' ? (
          <main className="result-page">
            {match?.result ? match.result(session) : null}
            <ResultStage session={session} views={views} onExit={exit} />
          </main>
        ) : (
          <div className="game" data-stage={stage}>
            <GameBar session={session} onExit={exit} />
            {match?.aside ? <aside className="game-aside">{match.aside}</aside> : null}
            {stage === 'mem' ? <MemorizeStage session={session} views={views} /> : null}
            {stage === 'rec' ? <RecallStage session={session} views={views} /> : null}
            {stage === 'cdm' || stage === 'cdr' ? (
              <>
                <div className="game-main">
                  <CountdownStage stage={stage} canSkip={!versus} />
                </div>
                <EmptyStrip />
              </>
            ) : null}
            {stage === 'init' || stage === 'load' ? (
              <>
                <div className="game-main">
                  <LoadingStage onExit={exit} />
                </div>
                <EmptyStrip />
              </>
            ) : null}
            <Notice />
          </div>
        )}
      </SoundRelayContext.Provider>
    </GameContext.Provider>
  );
}

/** A command the server refused (e.g. a too-late answer): said plainly, the game goes on. */
function Notice() {
  const notice = useGame((s) => s.notice);
  if (!notice) return null;
  return (
    <p className="game-notice" role="alert">
      {notice}
    </p>
  );
}
