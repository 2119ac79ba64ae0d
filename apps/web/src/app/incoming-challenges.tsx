import type { ChallengeView } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { acceptChallenge, declineChallenge } from '../api/challenge-queries.ts';
import { useEventMeta } from '../api/event-queries.ts';
import { displayNameOf } from '../pages/train/event-labels.ts';
import {
  clockText,
  type KnownChallenge,
  msLeft,
  onChallengeAccepted,
  useKnownChallenges,
} from '../realtime/challenges.ts';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import './incoming-challenges.css';

/**
 * Challenges received, on every page of the app as they arrive: who, which event, rated or not,
 * the time left, Accept and Decline. An accepted challenge (here, in another tab, or the
 * challenger's side) opens Versus, where the match waits in its choice stage.
 */
export function IncomingChallenges() {
  const known = useKnownChallenges();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [now, setNow] = useState(() => Date.now());
  const incoming = [...known.values()].filter(
    (c) => c.view.you === 'to' && c.view.status === 'open' && msLeft(c, now) > 0,
  );

  useEffect(() => onChallengeAccepted(() => void navigate('/app/versus')), [navigate]);
  // Ticks only while something counts down.
  useEffect(() => {
    if (incoming.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [incoming.length]);

  // The challenge page shows its own Accept and Decline.
  const shown = incoming.filter((c) => pathname !== `/app/challenge/${c.view.id}`);
  if (shown.length === 0) return null;
  return (
    <section className="incoming-challenges" aria-label="Incoming challenges" aria-live="polite">
      {shown.map((c) => (
        <IncomingCard key={c.view.id} challenge={c} now={now} />
      ))}
    </section>
  );
}

function IncomingCard({ challenge, now }: { challenge: KnownChallenge; now: number }) {
  const { data: meta } = useEventMeta();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const c: ChallengeView = challenge.view;
  const answer = async (accept: boolean) => {
    setPending(true);
    setError(undefined);
    try {
      if (accept) {
        await acceptChallenge(c.id);
        void navigate('/app/versus');
      } else await declineChallenge(c.id);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong.');
    } finally {
      setPending(false);
    }
  };
  return (
    <article className="incoming-challenge" data-testid="incoming-challenge">
      <Avatar name={c.from.userName} image={c.from.image} size={40} />
      <div className="incoming-challenge__text">
        <p className="incoming-challenge__title">
          <strong>{c.from.userName}</strong> challenges you
        </p>
        <p className="incoming-challenge__meta">
          {displayNameOf(c.event, meta)} · {c.rated ? 'rated' : 'unrated'} ·{' '}
          {clockText(msLeft(challenge, now))} left
        </p>
        {error ? (
          <p className="incoming-challenge__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="incoming-challenge__actions">
        <Button onClick={() => void answer(true)} disabled={pending}>
          Accept
        </Button>
        <Button variant="secondary" onClick={() => void answer(false)} disabled={pending}>
          Decline
        </Button>
      </div>
    </article>
  );
}
