import type { ClientBmevent } from '@mnemoria/protocol';
import { type MouseEvent, useState } from 'react';
import { useCurrentUser } from '../api/auth-queries.ts';
import { Button } from '../ui/button.tsx';
import './game-bar.css';
import { FinishConfirm, recallHalved } from './finish-confirm.tsx';
import { GameDialog } from './game-dialog.tsx';
import { useGame } from './store.ts';
import { GameTimer } from './timer.tsx';
import { useGameActions } from './use-controller.ts';

const STAGE_LABEL: Record<string, string> = {
  init: 'Loading',
  load: 'Loading',
  cdm: 'Get ready',
  mem: 'Memorize',
  cdr: 'Get ready',
  rec: 'Recall',
  res: 'Result',
};

interface GameBarProps {
  session: ClientBmevent;
  onExit(): void;
}

/**
 * Event, stage, the m:ss timer and Done / Exit. A versus participant has no Exit and only one Done,
 * in the recall (it submits the recall early, after a question); the opponent's Done shows here as
 * the halved clock and the line saying why.
 */
export function GameBar({ session, onExit }: GameBarProps) {
  const actions = useGameActions();
  const [confirming, setConfirming] = useState(false);
  const versus = session.mode === 'versus';
  // The athlete may hide the memorize timer (settings); its space stays so nothing shifts.
  const hideTimer = session.stage === 'mem' && !session.settings.memorize_timer;
  const canDone = ['cdm', 'mem', 'cdr', 'rec'].includes(session.stage);
  // A standard session already took one of the day's trials: leaving it is asked about first.
  const askFirst = session.mode === 'standard' && session.running && session.stage !== 'res';
  const asking = useGame((s) => s.askFinish) && !confirming;
  const halved = versus && recallHalved(session);
  // A mouse click must not leave focus on Done: Space and Enter belong to the game after it.
  const blurOnClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (e.detail > 0) e.currentTarget.blur();
  };
  return (
    <header className="game-bar">
      <div className="game-bar__title">
        <span className="game-bar__event">{session.displayName}</span>
        <span className="game-bar__stage" data-testid="game-stage" data-stage={session.stage}>
          {STAGE_LABEL[session.stage]}
        </span>
      </div>
      {halved ? (
        <p className="game-bar__halved" role="status" data-testid="recall-halved">
          Opponent finished — your recall is halved
        </p>
      ) : null}
      <div className={`game-bar__timer${hideTimer ? ' is-hidden' : ''}`} aria-hidden={hideTimer || undefined}>
        <GameTimer />
      </div>
      <div className="game-bar__actions">
        {versus ? (
          session.stage === 'rec' && session.running ? (
            <Button
              variant="primary"
              className="game-bar__done"
              onClick={(e) => {
                blurOnClick(e);
                actions.askDone();
              }}
            >
              Done
            </Button>
          ) : null
        ) : (
          <>
            <Button
              variant="primary"
              onClick={(e) => {
                blurOnClick(e);
                void actions.done();
              }}
              disabled={!canDone}
            >
              Done
            </Button>
            <Button variant="secondary" onClick={askFirst ? () => setConfirming(true) : onExit}>
              Exit
            </Button>
          </>
        )}
      </div>
      {confirming && askFirst ? (
        <ExitConfirm displayName={session.displayName} onStay={() => setConfirming(false)} onExit={onExit} />
      ) : null}
      {asking && session.stage === 'mem' ? (
        <FinishConfirm
          stage="memorize"
          onKeep={() => actions.keepPlaying()}
          onFinish={() => void actions.done()}
        />
      ) : null}
      {asking && versus && session.stage === 'rec' ? (
        <FinishConfirm
          stage="recall"
          onKeep={() => actions.keepPlaying()}
          onFinish={() => void actions.done()}
        />
      ) : null}
    </header>
  );
}

/**
 * "Exit this session?" for a standard session. Keep playing holds the focus, so an Enter that
 * reached Exit by accident (Shift+Tab out of the first recall input, then Enter) changes nothing;
 * Escape keeps playing too.
 */
function ExitConfirm({
  displayName,
  onStay,
  onExit,
}: {
  displayName: string;
  onStay(): void;
  onExit(): void;
}) {
  const premium = useCurrentUser().data?.membership?.premium === true;
  return (
    <GameDialog
      title="Exit this session?"
      onCancel={onStay}
      actions={
        <>
          <Button variant="primary" onClick={onStay} data-autofocus>
            Keep playing
          </Button>
          <Button variant="danger" onClick={onExit}>
            Exit session
          </Button>
        </>
      }
    >
      <p>
        {premium
          ? `This standard ${displayName} session ends without a result and your level stays as it is.`
          : `This standard ${displayName} session has already used one of today’s free trials. Exiting ends it without a result: the trial stays used and your level stays as it is.`}
      </p>
    </GameDialog>
  );
}
