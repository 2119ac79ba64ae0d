import { VERSUS_RATING_KEYS, type VersusBoardEntry, type VersusRatingKey } from '@mnemoria/protocol';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Pager } from '../../ui/pager.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import { LEADERBOARD_TROUBLE, useVersusBoard } from './leaderboard-queries.ts';
import '../../ui/page.css';
import './leaderboard.css';

/** Standard | Versus: each tab is an address, so a board can be linked to. */
export function BoardTabs({ current }: { current: 'standard' | 'versus' }) {
  const tab = (id: 'standard' | 'versus', label: string, to: string) => (
    <Link to={to} className="leaderboard__tab" aria-current={current === id ? 'page' : undefined} replace>
      {label}
    </Link>
  );
  return (
    <nav className="leaderboard__tabs" aria-label="Leaderboards">
      {tab('standard', 'Standard', '/app/leaderboard')}
      {tab('versus', 'Versus', '/app/leaderboard?board=versus')}
    </nav>
  );
}

const ratingText = (r: { rating: number; provisional: boolean }) => `${r.rating}${r.provisional ? '?' : ''}`;

/**
 * The Versus tab: Glicko-2 ratings, overall or of one event, highest first, 20 a page. A '?' marks
 * a provisional rating (few games yet). The user's own row is highlighted, and their place is
 * shown above the table whatever page is open.
 */
export function VersusBoard() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('event') ?? '';
  const event: VersusRatingKey = (VERSUS_RATING_KEYS as readonly string[]).includes(asked)
    ? (asked as VersusRatingKey)
    : 'overall';
  const [paged, setPaged] = useState({ event, page: 1 });
  const page = paged.event === event ? paged.page : 1;
  const { data: user } = useCurrentUser();
  const { data: meta } = useEventMeta();
  const board = useVersusBoard(event, page);
  const selectId = useId();
  const data = board.data;
  const label = (e: VersusRatingKey) => (e === 'overall' ? 'Overall' : displayNameOf(e, meta));

  return (
    <div className="page leaderboard">
      <title>Versus leaderboard · Mnemoria</title>
      <header className="page__header page__header--row">
        <div className="leaderboard__heading">
          <h1 className="page__title">Leaderboard</h1>
          <BoardTabs current="versus" />
        </div>
        <div className="leaderboard__event">
          <label htmlFor={selectId}>Rating</label>
          <select
            id={selectId}
            className="control leaderboard__select"
            value={event}
            onChange={(e) => {
              setParams({ board: 'versus', event: e.target.value }, { replace: true });
              setPaged({ event: e.target.value as VersusRatingKey, page: 1 });
            }}
          >
            {VERSUS_RATING_KEYS.map((e) => (
              <option key={e} value={e}>
                {label(e)}
              </option>
            ))}
          </select>
        </div>
      </header>

      <section className="panel leaderboard__panel" aria-busy={board.isFetching}>
        <p className="leaderboard__me" data-testid="own-versus-rank">
          <span className="leaderboard__me-label">Your rank</span>
          <strong>{data ? (data.me ? `#${data.me.rank}` : 'N/A') : '…'}</strong>
          {data?.me ? (
            <span className="leaderboard__me-score">
              Rating {ratingText(data.me)} · {data.me.games} {data.me.games === 1 ? 'game' : 'games'}
            </span>
          ) : null}
        </p>
        {board.isError && !data ? (
          <div className="leaderboard__trouble" role="alert">
            <p>{LEADERBOARD_TROUBLE}</p>
            <p className="leaderboard__detail">{board.error.message}</p>
          </div>
        ) : (
          <Table rows={data?.leaderboard ?? []} me={user?._id} loading={!data} label={label(event)} />
        )}
        {data && data.pages > 1 ? (
          <Pager
            page={data.page}
            pages={data.pages}
            onPage={(p) => setPaged({ event, page: p })}
            label="Versus leaderboard pages"
          />
        ) : null}
        <p className="leaderboard__note">'?' marks a provisional rating: a few more matches settle it.</p>
      </section>
    </div>
  );
}

function Table({
  rows,
  me,
  loading,
  label,
}: {
  rows: VersusBoardEntry[];
  me?: string;
  loading: boolean;
  label: string;
}) {
  if (!loading && rows.length === 0)
    return <p className="leaderboard__empty">No one has a {label} versus rating yet. Play a match!</p>;
  return (
    <div className="leaderboard__scroll">
      <table className="leaderboard__table leaderboard__table--versus">
        <caption className="visually-hidden">{label} versus ratings, highest first</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Username</th>
            <th scope="col" className="leaderboard__num">
              Rating
            </th>
            <th scope="col" className="leaderboard__num">
              Games
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const mine = r.userId === me;
            return (
              <tr
                key={r.userId}
                className={mine ? 'leaderboard__row--me' : undefined}
                aria-current={mine ? 'true' : undefined}
                data-testid="versus-board-row"
              >
                <td className="leaderboard__rank">{r.rank}</td>
                <td>
                  <span className="leaderboard__user">
                    <Avatar name={r.userName} image={r.image} size={32} />
                    <Link className="leaderboard__name" to={`/app/u/${encodeURIComponent(r.userName)}`}>
                      {r.userName}
                    </Link>
                    {mine ? <span className="leaderboard__you">You</span> : null}
                  </span>
                </td>
                <td
                  className="leaderboard__num"
                  title={r.provisional ? `Provisional: ±${r.deviation}` : `±${r.deviation}`}
                >
                  {ratingText(r)}
                </td>
                <td className="leaderboard__num">{r.games}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
