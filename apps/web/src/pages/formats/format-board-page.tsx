import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Pager } from '../../ui/pager.tsx';
import '../../ui/page.css';
import '../leaderboard/leaderboard.css';
import { BoardTable, memorizeTime, OwnRank } from '../leaderboard/board-table.tsx';
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
  // Speed cards rank perfect decks by time to the hundredth of a second: the board shows it so.
  const timeDigits = format?.scoring === 'speed-cards' ? 2 : 1;

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
        <OwnRank testId="own-rank" rank={data?.me.rank ?? null} loading={!data}>
          {data?.me.highestScore != null ? `Score ${data.me.highestScore}` : null}
        </OwnRank>
        {board.isError ? (
          <Alert tone="danger">The board could not be loaded. Please refresh the page to try again.</Alert>
        ) : data && data.leaderboard.length === 0 ? (
          <p className="leaderboard__empty">No one has played this format yet. Be the first!</p>
        ) : (
          <BoardTable
            rows={data?.leaderboard ?? []}
            me={user?._id}
            caption={`${format?.name ?? 'Format'} leaderboard`}
            columns={[
              { head: 'Score', num: true, cell: (r) => r.highestScore },
              { head: 'Memorize time', num: true, cell: (r) => memorizeTime(r.memorizeMs, timeDigits) },
            ]}
          />
        )}
        {data && data.pages > 1 ? (
          <Pager page={data.page} pages={data.pages} onPage={setPage} label="Board pages" />
        ) : null}
      </section>
    </div>
  );
}
