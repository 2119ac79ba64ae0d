import type { VersusReview, VersusReviewPlayer } from '@mnemoria/protocol';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import { endedText, ratingChangeText, scoreText, useVersusReview } from '../../api/versus-history-queries.ts';
import { loadEventViews } from '../../events/registry.ts';
import type { PlayableEvent } from '../../events/types.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import { OutcomeChip } from './history-page.tsx';
import '../../ui/page.css';
import './versus.css';
import './history.css';

/**
 * /app/versus/history/:matchId: a finished match read back. Both players' answers side by side,
 * each checked against the key with the event's own result review; read-only. The server serves
 * it only once the match is over.
 */
export function VersusReviewPage() {
  const { matchId = '' } = useParams();
  const review = useVersusReview(matchId);
  const { data: meta } = useEventMeta();
  const data = review.data;
  return (
    <div className="page versus-review">
      <title>Match review · Mnemoria</title>
      <header className="page__header page__header--row">
        <div>
          <h1 className="page__title">Match review</h1>
          {data ? (
            <p className="page__lead">
              {displayNameOf(data.eventName, meta)} against {data.match.opponent.userName},{' '}
              {endedText(data.match.endedAt)}
            </p>
          ) : null}
        </div>
        <ButtonLink to="/app/versus/history" variant="secondary">
          Match history
        </ButtonLink>
      </header>
      {review.isError ? (
        <Alert tone="danger">{review.error.message || 'Could not load the review. Please refresh.'}</Alert>
      ) : !data ? (
        <p className="versus__muted">Loading…</p>
      ) : (
        <ReviewBody review={data} />
      )}
    </div>
  );
}

function ReviewBody({ review }: { review: VersusReview }) {
  const views = useViews(review.eventName);
  const m = review.match;
  return (
    <>
      <section className="panel versus-review__summary" aria-label="Outcome">
        <OutcomeChip match={m} />
        <span className="versus-review__score" data-testid="review-score">
          You {scoreText(m.myScore)} – {scoreText(m.opponentScore)} {m.opponent.userName}
        </span>
        <span className="versus__muted">Rating {ratingChangeText(m)}</span>
      </section>
      <div className="versus-review__grid">
        {review.players.map((p) => (
          <Side key={p.userName} player={p} review={review} views={views} />
        ))}
      </div>
    </>
  );
}

function Side({
  player: p,
  review,
  views,
}: {
  player: VersusReviewPlayer;
  review: VersusReview;
  views: PlayableEvent | null;
}) {
  const title = p.you ? `You (${p.userName})` : p.userName;
  return (
    <section className="panel versus-review__side" aria-label={`${title}: answers against the key`}>
      <h2 className="versus-review__who">
        <span>{title}</span>
        <span className="versus-review__score" data-testid="review-player-score">
          {p.left ? 'Left the match' : `${p.result.score} / ${p.result.max} (${p.result.percent}%)`}
        </span>
      </h2>
      <div className="versus-review__answers">
        {views ? (
          <views.Review
            data={review.data}
            settings={review.settings}
            result={p.result}
            answer={p.answer}
            blockSpeed={review.blockSpeed}
          />
        ) : (
          <p className="versus__muted">Loading…</p>
        )}
      </div>
    </section>
  );
}

/** The event's result views, downloaded on first use like the game screen's. */
function useViews(event: VersusReview['eventName']): PlayableEvent | null {
  const [views, setViews] = useState<{ event: string; views: PlayableEvent } | null>(null);
  useEffect(() => {
    let live = true;
    void loadEventViews(event).then((v) => {
      if (live) setViews({ event, views: v });
    });
    return () => {
      live = false;
    };
  }, [event]);
  return views?.event === event ? views.views : null;
}
