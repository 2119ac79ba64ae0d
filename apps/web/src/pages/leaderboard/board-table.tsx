import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar.tsx';
import './leaderboard.css';

/** The fields every ranked row has, whatever the board ranks by. */
export interface RankedRow {
  rank: number;
  userId: string;
  userName: string;
  image: string | null;
}

/** One column after Rank and Username: numbers align right, `title` adds a hover text. */
export interface BoardColumn<R> {
  head: string;
  cell: (row: R) => ReactNode;
  num?: boolean;
  title?: (row: R) => string;
}

/**
 * The ranked table every board shows (standard bests, versus ratings, a format's bests): Rank,
 * Username with the picture (the name links to the user's public profile), then the board's own columns; the signed-in user's row is
 * highlighted and marked "You", so they find themselves on the page at a glance.
 */
export function BoardTable<R extends RankedRow>({
  rows,
  me,
  caption,
  columns,
  className,
  rowTestId,
}: {
  rows: R[];
  me?: string;
  caption: string;
  columns: BoardColumn<R>[];
  className?: string;
  rowTestId?: string;
}) {
  return (
    <div className="leaderboard__scroll">
      <table className={className ? `leaderboard__table ${className}` : 'leaderboard__table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Username</th>
            {columns.map((c) => (
              <th key={c.head} scope="col" className={c.num ? 'leaderboard__num' : undefined}>
                {c.head}
              </th>
            ))}
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
                data-testid={rowTestId}
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
                {columns.map((c) => (
                  <td key={c.head} className={c.num ? 'leaderboard__num' : undefined} title={c.title?.(r)}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "Your rank #N" above a board, whatever page of it is open; '…' while it loads. */
export function OwnRank({
  testId,
  rank,
  loading,
  children,
}: {
  testId: string;
  rank: number | null;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <p className="leaderboard__me" data-testid={testId}>
      <span className="leaderboard__me-label">Your rank</span>
      <strong>{loading ? '…' : rank === null ? 'N/A' : `#${rank}`}</strong>
      {children ? <span className="leaderboard__me-score">{children}</span> : null}
    </p>
  );
}

/**
 * A memorize time as the tables show it: seconds to the tenth ("42.3 s"), or to the hundredth
 * where the rule ranks by it (speed cards), rounded half up like the server; a dash when unknown.
 */
export const memorizeTime = (ms: number | null, digits: 1 | 2 = 1) =>
  ms === null ? '—' : `${(Math.round(ms / 10 ** (3 - digits)) / 10 ** digits).toFixed(digits)} s`;
