import type { ClientBmevent, VersusPlayer, VersusResult } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../api/auth-queries.ts';
import { ratingText } from '../api/versus-queries.ts';
import { useVersus } from '../realtime/use-versus.ts';
import { Avatar } from '../ui/avatar.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Rematch, useGoToRematch } from './rematch.tsx';
import { useGameActions } from './use-controller.ts';

/** Versus results arrive by push; this poll runs only while pushes cannot (socket down). */
export const RESULT_POLL_MS = 1500;

const STAGE_TEXT: Record<string, string> = {
  init: 'Loading',
  load: 'Loading',
  cdm: 'Get ready',
  mem: 'Memorizing',
  cdr: 'Get ready',
  rec: 'Recalling',
  res: 'Finished',
};

/**
 * Beside the board: who you play and how far they are (their session's stage, as the server tells
 * it). Never their content or answers: those stay hidden until you have finished.
 */
export function OpponentProgress() {
  const current = useVersus((c) => c.state?.room?.players.find((p) => !p.you) ?? null);
  const result = useVersus((c) => c.state?.lastResult ?? null);
  // A match decided early (a forfeit) leaves the versus state, but the screen still shows who it was.
  const [known, setKnown] = useState<VersusPlayer | null>(current);
  useEffect(() => {
    if (current) setKnown(current);
  }, [current]);
  const opponent = current ?? known;
  if (!opponent) return null;
  const left = opponent.left || (result?.reason === 'forfeit' && result.outcome === 'win');
  const stage = left ? 'Left the match' : (STAGE_TEXT[opponent.stage ?? ''] ?? 'Waiting');
  return (
    <div className="opponent-progress" data-testid="opponent-progress">
      <Avatar name={opponent.user.userName} image={opponent.user.image} size={32} />
      <div className="opponent-progress__text">
        <span className="opponent-progress__name">
          {opponent.user.userName}{' '}
          <span className="opponent-progress__rating">{ratingText(opponent.rating)}</span>
        </span>
        <span className="opponent-progress__stage" data-testid="opponent-stage">
          {stage}
        </span>
      </div>
    </div>
  );
}

/** The versus result of the match this session belongs to, once the server has decided it. */
export function useMatchResult(sessionId: string): VersusResult | null {
  return useVersus((c) => {
    const last = c.state?.lastResult ?? c.state?.room?.result ?? null;
    return last && last.bmeventId === sessionId ? last : null;
  });
}

/** The match result's extras above the result card: rating change and Watch Opponent. */
export function VersusResultPanel({ session }: { session: ClientBmevent }) {
  const { data: user } = useCurrentUser();
  const userId = user?._id ?? '';
  const result = useMatchResult(session._id);
  const waiting = session.evaluation === null || session.evaluation === 'waiting';
  useResultFallbackPoll(waiting, Boolean(result));
  useGoToRematch();
  if (waiting || !result) return null;
  const opponent = result.players.find((p) => p.userId !== userId);
  const returnTo = `/app/event/${session.name}/versus/start`;
  return (
    <section className="versus-result panel" aria-label="Match result" data-testid="versus-result">
      <RatingChange result={result} userId={userId} />
      <ResultNote result={result} />
      <ButtonLink
        variant="primary"
        to={`/app/event/watch/${result.opponentBmeventId}?returnTo=${encodeURIComponent(returnTo)}`}
      >
        Watch Opponent
      </ButtonLink>
      {opponent ? <span className="versus-result__vs">vs {opponent.userName}</span> : null}
      {opponent && result.rematch ? <Rematch result={result} opponent={opponent.userName} /> : null}
    </section>
  );
}

/** Why the match ended as it did, when not simply on the scores. */
export function ResultNote({ result }: { result: VersusResult }) {
  const text =
    result.reason === 'aborted'
      ? 'Aborted: the match ended before anyone answered, or both players left. It is not rated and used no trial.'
      : result.reason === 'forfeit'
        ? result.outcome === 'win'
          ? 'Your opponent left the match: you win by forfeit.'
          : 'You left the match: it counts as a loss by forfeit.'
        : null;
  if (!text) return null;
  return (
    <p className="versus-result__note" data-testid="result-note">
      {text}
    </p>
  );
}

/** The event rating before and after, or 'Not rated' for an aborted match. */
export function RatingChange({ result, userId }: { result: VersusResult; userId: string }) {
  const mine = result.players.find((p) => p.userId === userId);
  if (!mine) return null;
  if (!result.rated)
    return (
      <p className="versus-result__rating" data-testid="rating-change" data-delta={0}>
        Not rated
      </p>
    );
  const { before, after } = mine.event;
  const delta = after.rating - before.rating;
  return (
    <p className="versus-result__rating" data-testid="rating-change" data-delta={delta}>
      Rating {ratingText(before)} → <strong>{ratingText(after)}</strong>{' '}
      <span className={delta > 0 ? 'is-up' : delta < 0 ? 'is-down' : ''}>
        ({delta > 0 ? '+' : ''}
        {delta})
      </span>
    </p>
  );
}

/**
 * Waiting for the other player: the server pushes the result. The 1.5 s poll is the fallback for
 * when it cannot (the session socket is down), and one fetch catches up when the versus state
 * already knows the result but the session push was missed.
 */
function useResultFallbackPoll(waiting: boolean, resultKnown: boolean) {
  const actions = useGameActions();
  useEffect(() => {
    if (!waiting) return;
    if (resultKnown) void actions.refresh();
    const id = setInterval(() => {
      if (!actions.live) void actions.refresh();
    }, RESULT_POLL_MS);
    return () => clearInterval(id);
  }, [actions, waiting, resultKnown]);
}
