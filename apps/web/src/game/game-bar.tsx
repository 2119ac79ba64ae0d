import type { ClientBmevent } from '@mnemoria/protocol';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useCurrentUser } from '../api/auth-queries.ts';
import { Button } from '../ui/button.tsx';
import './game-bar.css';
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
    </header>
  );
}

/**
 * "Exit this session?" for a standard session. Keep playing holds the focus, so an Enter that
 * reached Exit by accident (Shift+Tab out of the first recall input, then Enter) changes nothing;
 * Escape keeps playing too. A native modal dialog: the game behind it is inert while it is open.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const premium = useCurrentUser().data?.membership?.premium === true;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = dialog.current;
    if (el && !el.open) el.showModal?.();
    el?.querySelector<HTMLButtonElement>('[data-safe-choice]')?.focus();
    return () => {
      if (el?.open) el.close();
      before?.focus();
    };
  }, []);

  // The game's own keys (arrows, Enter to finish memorizing) must not act behind the dialog.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => e.stopPropagation();

  return (
    <dialog
      ref={dialog}
      className="exit-confirm"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <h2 id={titleId} className="exit-confirm__title">
        Exit this session?
      </h2>
      <p id={textId} className="exit-confirm__text">
        {premium
          ? `This standard ${displayName} session ends without a result and your level stays as it is.`
          : `This standard ${displayName} session has already used one of today’s free trials. Exiting ends it without a result: the trial stays used and your level stays as it is.`}
      </p>
      <div className="exit-confirm__actions">
        <Button variant="primary" onClick={onStay} data-safe-choice>
          Keep playing
        </Button>
        <Button variant="danger" onClick={onExit}>
          Exit session
        </Button>
      </div>
    </dialog>
  );
}
