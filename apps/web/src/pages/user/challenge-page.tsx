import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  acceptChallenge,
  cancelChallenge,
  challengeKey,
  challengeStatusText,
  declineChallenge,
  useChallenge,
} from '../../api/challenge-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { ApiError } from '../../api/http.ts';
import { clockText, msLeft, rememberChallenge, useKnownChallenges } from '../../realtime/challenges.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import '../../ui/page.css';
import './user.css';

/**
 * /app/challenge/:id — the link a challenge is shared by (and the push notification opens). The
 * challenged user gets Accept and Decline; the challenger waits here, with the link and Withdraw.
 * The live view comes from the main channel; the first paint from the API.
 */
export function ChallengePage() {
  const { challengeId = '' } = useParams();
  const fetched = useChallenge(challengeId);
  const known = useKnownChallenges().get(challengeId);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: meta } = useEventMeta();
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (fetched.data) rememberChallenge(fetched.data);
  }, [fetched.data]);
  const open = known?.view.status === 'open';
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);

  if (fetched.isError)
    return (
      <div className="page">
        <title>Challenge · Mnemoria</title>
        <Alert tone="danger">
          {fetched.error instanceof ApiError && fetched.error.status === 404
            ? 'This challenge is not yours, or it does not exist.'
            : 'Could not load the challenge. Please refresh.'}
        </Alert>
      </div>
    );
  if (!known) return <p className="page__lead">Loading…</p>;
  const c = known.view;
  const left = msLeft(known, now);
  const expired = c.status === 'open' && left <= 0;
  const other = c.you === 'from' ? c.to : c.from;
  const link = `${window.location.origin}/app/challenge/${c.id}`;

  const act = async (what: 'accept' | 'decline' | 'cancel') => {
    setPending(true);
    setError(undefined);
    try {
      const run = { accept: acceptChallenge, decline: declineChallenge, cancel: cancelChallenge }[what];
      const view = await run(c.id);
      rememberChallenge(view);
      client.setQueryData(challengeKey(c.id), view);
      if (what === 'accept') void navigate('/app/versus');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong.');
      void fetched.refetch();
    } finally {
      setPending(false);
    }
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div className="page challenge-page">
      <title>Challenge · Mnemoria</title>
      <section className="panel challenge-card" aria-labelledby="challenge-title">
        <Avatar name={other.userName} image={other.image} size={72} />
        <div className="challenge-card__text">
          <h1 id="challenge-title" className="page__title">
            {c.you === 'from' ? `You challenged ${c.to.userName}` : `${c.from.userName} challenges you`}
          </h1>
          <p className="challenge-card__event">
            <EventIcon event={c.event} />
            {displayNameOf(c.event, meta)} · {c.rated ? 'Rated' : 'Unrated'}
          </p>
          <p className="challenge-card__status" aria-live="polite" data-testid="challenge-status">
            {expired ? 'The challenge expired.' : challengeStatusText(c)}
            {c.status === 'open' && !expired ? ` ${clockText(left)} left.` : ''}
          </p>
          {error ? (
            <p className="challenge-card__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="challenge-card__actions">
          {c.status === 'open' && !expired && c.you === 'to' ? (
            <>
              <Button onClick={() => void act('accept')} disabled={pending}>
                Accept
              </Button>
              <Button variant="secondary" onClick={() => void act('decline')} disabled={pending}>
                Decline
              </Button>
            </>
          ) : null}
          {c.status === 'open' && !expired && c.you === 'from' ? (
            <Button variant="secondary" onClick={() => void act('cancel')} disabled={pending}>
              Withdraw
            </Button>
          ) : null}
          {c.status === 'accepted' ? <ButtonLink to="/app/versus">Go to the match</ButtonLink> : null}
          {c.status !== 'open' || expired ? (
            <ButtonLink variant="secondary" to={`/app/u/${encodeURIComponent(other.userName)}`}>
              {other.userName}'s profile
            </ButtonLink>
          ) : null}
        </div>
        {c.you === 'from' && c.status === 'open' && !expired ? (
          <div className="challenge-card__share">
            <label htmlFor="challenge-link">Send {c.to.userName} this link:</label>
            <div className="challenge-card__link">
              <input id="challenge-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="secondary" onClick={() => void copy()}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
          </div>
        ) : null}
      </section>
    </div>
  );
}
