import { VERSUS_HISTORY_PAGE_SIZE, type VersusHistoryEntry } from '@mnemoria/protocol';
import { Link, useSearchParams } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import {
  endedText,
  outcomeText,
  ratingChangeText,
  scoreText,
  useVersusHistory,
} from '../../api/versus-history-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { Pager } from '../../ui/pager.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import '../../ui/page.css';
import './versus.css';
import './history.css';

/**
 * /app/versus/history?page=: the player's finished matches, newest first, 20 a page. Each row
 * opens the match's review.
 */
export function VersusHistoryPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const history = useVersusHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / VERSUS_HISTORY_PAGE_SIZE)) : 1;
  return (
    <div className="page versus-history">
      <title>Match history · Mnemoria</title>
      <header className="page__header page__header--row">
        <div>
          <h1 className="page__title">Match history</h1>
          <p className="page__lead">Your finished versus matches, newest first. Open one to review it.</p>
        </div>
        <ButtonLink to="/app/versus" variant="secondary">
          Back to Versus
        </ButtonLink>
      </header>
      <section className="panel versus-history__panel" aria-busy={history.isFetching}>
        {history.isError && !data ? (
          <Alert tone="danger">Could not load your matches. Please refresh.</Alert>
        ) : !data ? (
          <p className="versus__muted">Loading…</p>
        ) : data.matches.length === 0 ? (
          <p className="versus-history__empty">
            {data.total === 0 ? 'No finished matches yet. Play one from Versus!' : 'No matches on this page.'}
          </p>
        ) : (
          <ol className="versus-history__list" aria-label="Finished matches">
            {data.matches.map((m) => (
              <HistoryRow key={m.id} match={m} />
            ))}
          </ol>
        )}
        {data && pages > 1 ? (
          <Pager
            page={page}
            pages={pages}
            onPage={(p) => setParams({ page: String(p) })}
            label="Match history pages"
          />
        ) : null}
      </section>
    </div>
  );
}

function HistoryRow({ match: m }: { match: VersusHistoryEntry }) {
  const { data: meta } = useEventMeta();
  const change = ratingChangeText(m);
  return (
    <li>
      <Link
        className="versus-history__row"
        to={`/app/versus/history/${m.id}`}
        data-testid="history-match"
        aria-label={`${outcomeText(m)} against ${m.opponent.userName} in ${displayNameOf(m.event, meta)}, ${endedText(m.endedAt)}: review`}
      >
        <OutcomeChip match={m} />
        <span className="versus-history__event">
          <EventIcon event={m.event} />
          {displayNameOf(m.event, meta)}
        </span>
        <span className="versus-history__opponent">vs {m.opponent.userName}</span>
        <span className="versus-history__score">
          {scoreText(m.myScore)} – {scoreText(m.opponentScore)}
        </span>
        <span
          className={`versus-history__change${m.rated && (m.ratingChange ?? 0) > 0 ? ' is-up' : ''}${m.rated && (m.ratingChange ?? 0) < 0 ? ' is-down' : ''}`}
        >
          {change}
        </span>
        <time className="versus-history__when" dateTime={m.endedAt}>
          {endedText(m.endedAt)}
        </time>
      </Link>
    </li>
  );
}

export function OutcomeChip({ match }: { match: Pick<VersusHistoryEntry, 'outcome' | 'reason'> }) {
  return (
    <span className={`versus-outcome is-${match.outcome}`} data-testid="history-outcome">
      {outcomeText(match)}
    </span>
  );
}
