import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Pager } from '../../ui/pager.tsx';
import '../../ui/page.css';
import '../leaderboard/leaderboard.css';
import { memorizeTime } from '../leaderboard/leaderboard-page.tsx';
import { duration, SCORING_LABEL, useFormatBoard, useFormats } from './formats-queries.ts';
import './formats.css';

/** A format's own leaderboard (/app/formats/:id): best result per user, ties by memorize time. */
export function FormatBoardPage() {
  const { id } = useParams();
  const formats = useFormats();
  const format = formats.data?.find((f) => f.id === id);
  const [page, setPage] = useState(1);
  const board = useFormatBoard(format, page);
  const { data: user } = useCurrentUser();
  const data = board.data;

  if (formats.data && !format) return <Alert tone="danger">There is no format '{id}'.</Alert>;
  return (
    <div className="page formats">
      <title>{`${format?.name ?? 'Format'} · Mnemoria`}</title>
      <header className="page__header page__header--row">
        <div>
          <h1 className="page__title">{format?.name ?? '…'}</h1>
          {format ? (
            <p className="page__lead">
              {format.amount} items · memorize {duration(format.memorize)} · recall {duration(format.recall)}{' '}
              · {SCORING_LABEL[format.scoring]}
            </p>
          ) : null}
        </div>
        <div className="formats__actions">
          {format ? (
            <Link
              className="btn btn--primary"
              to={`/app/event/${format.event}/practice/start?format=${format.id}`}
            >
              Start
            </Link>
          ) : null}
          <Link className="btn btn--secondary" to="/app/formats">
            All formats
          </Link>
        </div>
      </header>
      <section className="panel leaderboard__panel" aria-busy={board.isFetching}>
        <p className="leaderboard__me" data-testid="own-rank">
          <span className="leaderboard__me-label">Your rank</span>
          <strong>{data ? (data.me.rank === null ? 'N/A' : `#${data.me.rank}`) : '…'}</strong>
          {data?.me.highestScore != null ? (
            <span className="leaderboard__me-score">Score {data.me.highestScore}</span>
          ) : null}
        </p>
        {board.isError ? (
          <Alert tone="danger">The board could not be loaded. Please refresh the page to try again.</Alert>
        ) : data && data.leaderboard.length === 0 ? (
          <p className="leaderboard__empty">No one has played this format yet. Be the first!</p>
        ) : (
          <div className="leaderboard__scroll">
            <table className="leaderboard__table">
              <caption className="visually-hidden">{format?.name} leaderboard</caption>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Username</th>
                  <th scope="col" className="leaderboard__num">
                    Score
                  </th>
                  <th scope="col" className="leaderboard__num">
                    Memorize time
                  </th>
                </tr>
              </thead>
              <tbody>
                {(data?.leaderboard ?? []).map((r) => (
                  <tr key={r.userId} className={r.userId === user?._id ? 'leaderboard__row--me' : undefined}>
                    <td className="leaderboard__rank">{r.rank}</td>
                    <td>
                      <span className="leaderboard__user">
                        <Avatar name={r.userName} image={r.image} size={32} />
                        <span className="leaderboard__name">{r.userName}</span>
                      </span>
                    </td>
                    <td className="leaderboard__num">{r.highestScore}</td>
                    <td className="leaderboard__num">{memorizeTime(r.memorizeMs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.pages > 1 ? (
          <Pager page={data.page} pages={data.pages} onPage={setPage} label="Board pages" />
        ) : null}
      </section>
    </div>
  );
}
