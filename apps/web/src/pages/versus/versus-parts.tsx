import { EVENT_NAMES } from '@mnemoria/events';
import type { VersusMode, VersusState } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import { ratingText, useVersusRatings } from '../../api/versus-queries.ts';
import { formatClock } from '../../game/clock.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { displayNameOf } from '../train/event-labels.ts';

export function RatingsPanel() {
  const { data: ratings, isError } = useVersusRatings();
  const { data: meta } = useEventMeta();
  return (
    <section className="panel versus-ratings" aria-labelledby="versus-ratings-title">
      <h2 id="versus-ratings-title" className="versus__section-title">
        Your versus ratings
      </h2>
      {isError ? <p className="versus__muted">Ratings could not be loaded.</p> : null}
      <p className="versus-ratings__overall">
        Overall <strong data-testid="rating-overall">{ratings ? ratingText(ratings.overall) : '…'}</strong>
      </p>
      <ul className="versus-ratings__list">
        {EVENT_NAMES.map((event) => (
          <li key={event} className="versus-ratings__item" data-testid={`rating-${event}`}>
            <EventIcon event={event} />
            <span className="versus-ratings__name">{displayNameOf(event, meta)}</span>
            <span className="versus-ratings__value">{ratings ? ratingText(ratings[event]) : '…'}</span>
          </li>
        ))}
      </ul>
      <p className="versus__muted versus-ratings__note">
        '?' marks a provisional rating: a few more matches settle it.
      </p>
    </section>
  );
}

/**
 * 'Free Trial left/y' with Upgrade (free users), counting the trials left as the standard tab does
 * (a fresh day shows 5/5); premium plays without a limit.
 */
export function TrialsBar({ trials }: { trials: VersusState['trials'] }) {
  if (trials.premium) return <p className="versus-trials">Premium: unlimited versus matches</p>;
  const left = Math.max(0, trials.chance - trials.played);
  return (
    <p className="versus-trials">
      <span data-testid="free-trials" title={`${left} of today's ${trials.chance} free versus matches left`}>
        Free Trial {left}/{trials.chance}
      </span>
      <ButtonLink to="/app/membership" variant="secondary">
        Upgrade
      </ButtonLink>
    </p>
  );
}

export const trialsLeft = (trials: VersusState['trials']) =>
  trials.premium || trials.chance - trials.played > 0;

/** Stage none: pick the mode (1 vs 1, the only one) and search. */
export function ModeSelect({
  state,
  pending,
  onSearch,
}: {
  state: VersusState;
  pending: boolean;
  onSearch(mode: VersusMode): void;
}) {
  const can = trialsLeft(state.trials);
  const [mode, setMode] = useState<VersusMode>('1v1');
  const choice = (m: VersusMode, name: string, hint: string) => (
    <button
      type="button"
      className={`versus-mode${mode === m ? ' is-selected' : ''}`}
      aria-pressed={mode === m}
      disabled={!can}
      onClick={() => setMode(m)}
    >
      <span className="versus-mode__name">{name}</span>
      <span className="versus-mode__hint">{hint}</span>
    </button>
  );
  return (
    <section className="panel versus-stage" aria-labelledby="versus-mode-title">
      <h2 id="versus-mode-title" className="versus__section-title">
        Select a mode
      </h2>
      <div className="versus-modes">
        {choice('1v1', '1 vs 1', 'One opponent near your rating')}
        {choice(
          'season',
          'Season match',
          "A player of your season division; it counts in this month's table",
        )}
      </div>
      <p className="versus__muted">
        <Link to="/app/seasons">Seasons</Link>: monthly divisions, promotion and relegation.
      </p>
      {can ? null : (
        <p className="versus__muted" role="status">
          You have used today's free versus trials. Upgrade for unlimited matches.
        </p>
      )}
      <Button variant="primary" size="lg" disabled={!can || pending} onClick={() => onSearch(mode)}>
        Search
      </Button>
    </section>
  );
}

/** Stage search: 'Searching for a match (1 vs 1)', the elapsed m:ss on the server's clock, Cancel. */
export function SearchStage({
  state,
  pending,
  onCancel,
}: {
  state: VersusState;
  pending: boolean;
  onCancel(): void;
}) {
  const elapsed = useElapsed(state.searchStartedAt, state.serverNow);
  return (
    <section className="panel versus-stage versus-search" aria-live="polite">
      <span className="versus-search__pulse" aria-hidden="true" />
      <h2 className="versus__section-title">
        {state.mode === 'season' ? 'Searching for a season match' : 'Searching for a match (1 vs 1)'}
      </h2>
      <p className="versus-search__timer" role="timer" data-testid="search-timer">
        {elapsed}
      </p>
      <Button variant="secondary" disabled={pending} onClick={onCancel}>
        Cancel
      </Button>
    </section>
  );
}

function useElapsed(startedAt: string | null, serverNow: string): string {
  const [now, setNow] = useState(() => Date.now());
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(id);
  }, []);
  const start = startedAt ? Date.parse(startedAt) : Number.NaN;
  if (!Number.isFinite(start)) return '0:00';
  // formatClock rounds up past a slack; elapsed time reads floored, so give it whole seconds.
  const seconds = Math.max(0, Math.floor((now + (Number.isFinite(offset) ? offset : 0) - start) / 1000));
  return formatClock(seconds * 1000);
}
