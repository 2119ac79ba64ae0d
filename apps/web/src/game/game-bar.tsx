import type { ClientBmevent } from '@mnemoria/protocol';
import { useState } from 'react';
import { useCurrentUser } from '../api/auth-queries.ts';
import { Button } from '../ui/button.tsx';
import './game-bar.css';
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

/** Event, stage, the m:ss timer and Done / Exit (hidden in versus). */
export function GameBar({ session, onExit }: GameBarProps) {
  const actions = useGameActions();
  const [confirming, setConfirming] = useState(false);
  const versus = session.mode === 'versus';
  // The athlete may hide the memorize timer (settings); its space stays so nothing shifts.
  const hideTimer = session.stage === 'mem' && !session.settings.memorize_timer;
  const canDone = ['cdm', 'mem', 'cdr', 'rec'].includes(session.stage);
  // A standard session already took one of the day's trials: leaving it is asked about first.
  const askFirst = session.mode === 'standard' && session.running && session.stage !== 'res';
  const askFinish = useGame((s) => s.askFinish) && session.stage === 'mem';
  return (
    <header className="game-bar">
      <div className="game-bar__title">
        <span className="game-bar__event">{session.displayName}</span>
        <span className="game-bar__stage" data-testid="game-stage" data-stage={session.stage}>
          {STAGE_LABEL[session.stage]}
        </span>
      </div>
      <div className={`game-bar__timer${hideTimer ? ' is-hidden' : ''}`} aria-hidden={hideTimer || undefined}>
        <GameTimer />
      </div>
      <div className="game-bar__actions">
        {versus ? null : (
          <>
            <Button
              variant="primary"
              onClick={(e) => {
                // A mouse click must not leave focus on Done: Space and Enter belong to the game after it.
                if (e.detail > 0) e.currentTarget.blur();
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
      {askFinish && !confirming ? (
        <FinishMemorizeConfirm onKeep={() => actions.keepMemorizing()} onFinish={() => void actions.done()} />
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

/**
 * "Finish memorizing?": ending memorization cannot be undone, so Enter and → → on the last item
 * ask first (a key is easily pressed by mistake: an Enter meant to skip the countdown, a held →;
 * a click on Done is deliberate and ends it at once). Start recall holds the focus, so the keyboard
 * flow is Enter, Enter (or → →, Enter); Escape or Keep memorizing goes back to the items. The
 * memorize clock keeps running meanwhile, and the stage ends by itself when it runs out.
 */
function FinishMemorizeConfirm({ onKeep, onFinish }: { onKeep(): void; onFinish(): void }) {
  return (
    <GameDialog
      title="Finish memorizing?"
      testId="finish-memorize"
      onCancel={onKeep}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep}>
            Keep memorizing
          </Button>
          <Button variant="primary" onClick={onFinish} data-autofocus>
            Start recall
          </Button>
        </>
      }
    >
      <p>You cannot go back to the items. Memorization time you have left is added to your recall time.</p>
      <p className="game-dialog__keys">
        <kbd>Enter</kbd> start recall · <kbd>Esc</kbd> keep memorizing
      </p>
    </GameDialog>
  );
}
