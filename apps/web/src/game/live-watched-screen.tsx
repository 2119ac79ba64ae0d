import type { PlayableEvent } from '../events/types.ts';
import { Button } from '../ui/button.tsx';
import { ResultStage } from './result-stage.tsx';
import { CountdownStage, EmptyStrip, MemorizeStage, RecallStage } from './stages.tsx';
import { useGame } from './store.ts';
import { GameTimer } from './timer.tsx';

/** Someone else's evaluation, told about them (the result card's own line speaks to its player). */
const OUTCOME: Record<string, string> = {
  win: 'won the match',
  lose: 'lost the match',
  tie: 'tied the match',
  waiting: 'is waiting for the result',
  passed: 'passed',
  failed: 'did not pass',
};

/**
 * Someone else's session, read-only, at whatever stage the store holds: an opponent's finished
 * match or a live session followed as it is played. A viewer's header has Exit only: a viewer
 * cannot end the player's session (the server refuses it too), so no Done is offered. Versus
 * viewers are told how far behind the players they are.
 */
export function WatchedScreen({
  views,
  userName,
  onExit,
  delayMs = 0,
  landedByPlayer,
}: {
  views: PlayableEvent;
  userName: string;
  onExit(): void;
  /** A versus match reaches viewers this late (the header says so). */
  delayMs?: number;
  /** Blocktris: the player's landed blocks, followed on the memorize grid. */
  landedByPlayer?: number;
}) {
  const session = useGame((s) => s.session);
  if (!session) return null;
  const stage = session.stage;
  if (stage === 'res') {
    return (
      <main className="result-page">
        <title>{`Results of ${userName} · Mnemoria`}</title>
        <p className="watch-viewing">
          Viewing {userName}
          {OUTCOME[session.evaluation ?? ''] ? ` · ${userName} ${OUTCOME[session.evaluation ?? '']}` : ''}
        </p>
        <ResultStage session={session} views={views} onExit={onExit} heading={`Results of ${userName}`} />
      </main>
    );
  }
  return (
    <div className="game" data-stage={stage}>
      <title>{`Viewing ${userName} · Mnemoria`}</title>
      <header className="game-bar">
        <div className="game-bar__title">
          <span className="game-bar__event">{session.displayName}</span>
          <span className="game-bar__stage">Viewing {userName}</span>
          {delayMs > 0 ? (
            <span className="game-bar__stage game-bar__delay" data-testid="watch-delay">
              {Math.round(delayMs / 1000)} s behind
              {stage === 'rec' ? ' · answers show after the recall' : ''}
            </span>
          ) : null}
        </div>
        <div className="game-bar__timer">
          <GameTimer />
        </div>
        <div className="game-bar__actions">
          <Button variant="secondary" onClick={onExit}>
            Exit
          </Button>
        </div>
      </header>
      {stage === 'mem' ? (
        <MemorizeStage session={session} views={views} readOnly landedByPlayer={landedByPlayer} />
      ) : null}
      {stage === 'rec' ? <RecallStage session={session} views={views} readOnly /> : null}
      {stage !== 'mem' && stage !== 'rec' ? (
        <>
          <div className="game-main">
            {stage === 'cdm' || stage === 'cdr' ? <CountdownStage stage={stage} canSkip={false} /> : null}
          </div>
          <EmptyStrip />
        </>
      ) : null}
    </div>
  );
}

/** Only in-app paths: a crafted returnTo must not send the athlete off the site. */
export function safeReturn(value: string | null): string {
  if (value?.startsWith('/app/') && !value.startsWith('//')) return value;
  return '/app/dashboard/lives';
}
