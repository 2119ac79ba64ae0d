import type { EventName } from '@mnemoria/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { versusRatingsKey } from '../../api/versus-queries.ts';
import { useVersus, useVersusConnection } from '../../realtime/use-versus.ts';
import { disconnectVersus, versus, versusStore } from '../../realtime/versus-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ChoiceStage } from './choice-stage.tsx';
import { ModeSelect, RatingsPanel, SearchStage, TrialsBar } from './versus-parts.tsx';
import '../../ui/page.css';
import './versus.css';

export const LEAVE_VERSUS = 'Are you leaving versus?';

/**
 * /app/versus: ratings, free trials, and the versus stages (none → search → choice → match). The
 * state is the server's: every request's acknowledgement and every pushed `update` replace it.
 */
export function VersusPage() {
  useVersusConnection();
  const navigate = useNavigate();
  const client = useQueryClient();
  const state = useVersus((c) => c.state);
  const start = useVersus((c) => c.start);
  const pending = useVersus((c) => c.pending);
  const error = useVersus((c) => c.error);
  const stage = state?.stage;

  // The server started the match: go to the game screen, which loads the session.
  useEffect(() => {
    if (start) navigate(`/app/event/${start.eventName}/versus/start`);
  }, [start, navigate]);

  // A finished match moved the ratings; the table refreshes when the state returns to none.
  const lastMatch = state?.lastResult?.matchId;
  useEffect(() => {
    if (lastMatch) void client.invalidateQueries({ queryKey: versusRatingsKey });
  }, [client, lastMatch]);

  // 'Find a season match' on the Seasons page: the season search starts once the state is in.
  const [params, setParams] = useSearchParams();
  const asked = params.get('search') === 'season';
  useEffect(() => {
    if (!asked || !stage) return;
    setParams({}, { replace: true });
    if (stage === 'none') void versus.search('season');
  }, [asked, stage, setParams]);

  useUnloadWarning(stage === 'choice');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      versusStore.get().state?.stage === 'choice' &&
      !versusStore.get().start &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const leave = async () => {
    await versus.leave();
    disconnectVersus();
    if (blocker.state === 'blocked') blocker.proceed();
  };

  return (
    <div className="page versus">
      <title>Versus · Mnemoria</title>
      <header className="page__header page__header--row">
        <div>
          <h1 className="page__title">Versus</h1>
          <p className="page__lead">Race another athlete on the same content and the same clock.</p>
        </div>
        <div className="versus__header-actions">
          <ButtonLink to="/app/seasons" variant="secondary">
            Seasons
          </ButtonLink>
          <ButtonLink to="/app/versus/history" variant="secondary">
            Match history
          </ButtonLink>
          {state ? <TrialsBar trials={state.trials} /> : null}
        </div>
      </header>
      {error ? (
        <Alert tone="danger" onDismiss={versus.clearError}>
          {error}
        </Alert>
      ) : null}
      <div className="versus__layout">
        <div className="versus__main">
          {!state ? (
            <section className="panel versus-stage" aria-busy="true">
              <p className="versus__muted">Connecting to versus…</p>
            </section>
          ) : null}
          {state && stage === 'none' ? (
            <ModeSelect state={state} pending={pending} onSearch={(mode) => void versus.search(mode)} />
          ) : null}
          {state && stage === 'search' ? (
            <SearchStage
              state={state}
              pending={pending}
              onCancel={() => state.searchId && void versus.cancel(state.searchId)}
            />
          ) : null}
          {state && stage === 'choice' ? (
            <ChoiceStage
              state={state}
              pending={pending}
              onPick={(event: EventName) => void versus.choice(event)}
              onReady={() => void versus.ready()}
            />
          ) : null}
          {state && stage === 'match' ? <MatchRunning eventName={state.room?.eventName ?? null} /> : null}
        </div>
        <RatingsPanel />
      </div>
      {blocker.state === 'blocked' ? (
        <LeaveDialog onCancel={() => blocker.reset()} onContinue={() => void leave()} />
      ) : null}
    </div>
  );
}

/** A reload of /app/versus during a match: the way back to it. */
function MatchRunning({ eventName }: { eventName: string | null }) {
  const navigate = useNavigate();
  return (
    <section className="panel versus-stage">
      <h2 className="versus__section-title">Your match is on</h2>
      {eventName ? (
        <Button variant="primary" onClick={() => navigate(`/app/event/${eventName}/versus/start`)}>
          Back to the match
        </Button>
      ) : (
        <p className="versus__muted">Starting…</p>
      )}
    </section>
  );
}

/** 'Are you leaving versus?': Cancel stays on /app/versus, Continue leaves the match and goes. */
function LeaveDialog({ onCancel, onContinue }: { onCancel(): void; onContinue(): void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialogRef.current?.querySelector('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="versus-dialog__backdrop">
      <div
        ref={dialogRef}
        className="versus-dialog panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-versus"
      >
        <h2 id="leave-versus" className="versus__section-title">
          {LEAVE_VERSUS}
        </h2>
        <p className="versus__muted">Your opponent will be told you left, and the match will not start.</p>
        <div className="versus-dialog__actions">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onContinue}>
            Continue
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The browser asks before closing or reloading the tab during the choice stage. */
function useUnloadWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_VERSUS;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
