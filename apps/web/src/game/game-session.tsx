import type { EventName } from '@mnemoria/events';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { PlayableEvent } from '../events/types.ts';
import { SoundRelayContext } from '../media/sound-button.tsx';
import { GameBar } from './game-bar.tsx';
import { GameMessage } from './game-message.tsx';
import { ResultStage } from './result-stage.tsx';
import { SessionInProgress } from './session-in-progress.tsx';
import { CountdownStage, EmptyStrip, LoadingStage, MemorizeStage, RecallStage } from './stages.tsx';
import { gameStore, useGame } from './store.ts';
import { GameContext, useGameController } from './use-controller.ts';
import { useGameKeys } from './use-game-keys.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

// Captured when the document loads: only a reload of /start itself may show a finished result again.
const navigation = globalThis.performance?.getEntriesByType?.('navigation')[0] as
  | PerformanceNavigationTiming
  | undefined;
const reloadedPath = navigation?.type === 'reload' ? new URL(navigation.name).pathname : null;

interface GameSessionProps {
  event: EventName;
  type: string;
  back: string;
  views: PlayableEvent;
}

/** Loads (or resumes) the session and shows the screen of its current stage. */
export function GameSession({ event, type, back, views }: GameSessionProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useGameController(location.key, {
    event,
    type,
    search: location.search,
    resumeFinished: location.key === 'default' && reloadedPath === location.pathname,
    views,
    discard: (location.state as { discard?: boolean } | null)?.discard === true,
  });
  const session = useGame((s) => s.session);
  const running = Boolean(session?.running && session.stage !== 'res');
  useLeaveGuard(running);
  const controller = state.status === 'ready' ? state.controller : null;
  const count = session && controller ? views.memorizeCount(session.data) : 0;
  useGameKeys(controller, session?.stage, count, !views.keepMemorizeOnEnter);

  // Exit returns where the athlete came from (a returnTo the caller passed, else the event page).
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? back;
  const exit = () => {
    gameStore.set({ leaving: true });
    void controller?.exit().finally(() => navigate(returnTo));
  };

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
  // Exited elsewhere (another tab): no game to show, back to the event.
  if (session.exited && !gameStore.get().leaving) return <Navigate to={back} replace />;

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
            <ResultStage session={session} views={views} onExit={exit} />
          </main>
        ) : (
          <div className="game" data-stage={stage}>
            <GameBar session={session} onExit={exit} />
            {stage === 'mem' ? <MemorizeStage session={session} views={views} /> : null}
            {stage === 'rec' ? <RecallStage session={session} views={views} /> : null}
            {stage === 'cdm' || stage === 'cdr' ? (
              <>
                <div className="game-main">
                  <CountdownStage stage={stage} />
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
