import { useNavigate } from 'react-router';
import { displayNameOf } from '../pages/train/event-labels.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { sessionMemory } from './api.ts';
import type { RunningSession } from './controller.ts';
import './game.css';
import '../ui/page.css';

const STAGE_TEXT: Record<string, string> = {
  cdm: 'about to memorize',
  mem: 'memorizing',
  cdr: 'about to recall',
  rec: 'in recall',
};

/**
 * A new session would end one already started (its trial counted, maybe answers given), so the
 * athlete decides: go back to it, or end it and start the new one. Never silently.
 */
export function SessionInProgress({
  running,
  back,
  onDiscard,
}: {
  running: RunningSession;
  back: string;
  onDiscard: () => void;
}) {
  const navigate = useNavigate();
  const name = displayNameOf(running.name, undefined);
  const resume = () => {
    // The game page resumes the session its tab remembers for that event and mode.
    sessionMemory.set(running.name, running.mode, running.id);
    navigate(`/app/event/${running.name}/${running.mode}/start`, { replace: true });
  };
  const where = STAGE_TEXT[running.stage] ?? 'running';
  return (
    <main className="game-message">
      <title>Session in progress · Mnemoria</title>
      <div className="game-message__card panel">
        <h1 className="game-message__title">You have a session in progress</h1>
        <p className="game-message__text">
          Your {name} {running.mode} session is {where}.{' '}
          {running.stage === 'rec'
            ? 'Discarding it ends it now and scores the answers you gave.'
            : 'Discarding it ends it; the trial it used stays used.'}
        </p>
        <div className="game-message__actions">
          <Button variant="primary" onClick={resume}>
            Resume
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            Discard and start new
          </Button>
          <ButtonLink to={back} variant="ghost">
            Back to the event
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
