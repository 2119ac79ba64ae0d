import { countOf, HISTORY_PAGE_SIZE } from '@mnemoria/protocol';
import { Link, useSearchParams } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import { useHistory } from '../../api/history-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { ChartIcon } from '../../ui/icons.tsx';
import { Pager } from '../../ui/pager.tsx';
import { formatScore } from '../profile/progress-format.ts';
import { displayNameOf } from '../train/event-labels.ts';
import { formatMs, formatWhen, modeLabel } from './format.ts';
import '../../ui/page.css';
import '../chart/chart.css';
import './history.css';

/** Every finished session, newest first, 20 a page; each opens its replay. */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const history = useHistory(page);
  const { data: meta } = useEventMeta();
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const sessions = history.data?.sessions ?? [];

  return (
    <div className="page history-page">
      <title>History · Mnemoria</title>
      <header className="page__header page__header--row">
        <div className="page__header">
          <h1 className="page__title">History</h1>
          <p className="page__lead">
            Your finished sessions, newest first. Open one to replay its memorize and check its recall.
          </p>
        </div>
        <ButtonLink variant="secondary" to="/app/graphs">
          <ChartIcon />
          Graphs
        </ButtonLink>
      </header>
      <section className="panel">
        {history.isError ? (
          <Alert tone="danger">Failed to fetch your history. Please try again.</Alert>
        ) : history.isPending ? (
          <p className="page__lead">Loading...</p>
        ) : sessions.length === 0 ? (
          <p className="page__lead">No finished sessions yet. Train an event and it appears here.</p>
        ) : (
          <>
            <table className="data-table history-table">
              <caption className="visually-hidden">
                Finished sessions, page {page} of {pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Ended</th>
                  <th scope="col">Event</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Score</th>
                  <th scope="col">Items</th>
                  <th scope="col">Memorize</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((s) => (
                  <tr key={s.id} data-testid="history-row">
                    <td data-label="Ended">
                      <Link to={`/app/history/${s.id}`} className="history-table__open">
                        {formatWhen(s.endedAt)}
                      </Link>
                    </td>
                    <td data-label="Event">{displayNameOf(s.event, meta)}</td>
                    <td data-label="Mode">{modeLabel(s.mode)}</td>
                    <td data-label="Score">{formatScore(s.score)}</td>
                    <td data-label="Items">{s.amount}</td>
                    <td data-label="Memorize">{formatMs(s.memorizeMs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="page__lead history-page__total">
              {countOf(history.data?.total ?? 0, 'session')} in all.
            </p>
            {pages > 1 ? (
              <Pager
                page={page}
                pages={pages}
                onPage={(n) => setParams({ page: String(n) })}
                label="History pages"
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
