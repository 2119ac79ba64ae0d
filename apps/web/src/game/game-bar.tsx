import type { ClientBmevent } from '@mnemoria/protocol';
import { Button } from '../ui/button.tsx';
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
  const versus = session.mode === 'versus';
  // The athlete may hide the memorize timer (settings); its space stays so nothing shifts.
  const hideTimer = session.stage === 'mem' && !session.settings.memorize_timer;
  const canDone = ['cdm', 'mem', 'cdr', 'rec'].includes(session.stage);
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
            <Button variant="secondary" onClick={onExit}>
              Exit
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
