import { EVENT_NAMES, type EventName, isEventName } from '@mnemoria/events';
import type { LeaderboardEntry } from '@mnemoria/protocol';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { Avatar } from '../../ui/avatar.tsx';
import '../../ui/page.css';
import { LEADERBOARD_TROUBLE, useLeaderboard } from './leaderboard-queries.ts';
import './leaderboard.css';
import { Pager } from '../../ui/pager.tsx';
import { BoardTabs, VersusBoard } from './versus-board.tsx';

/** A memorize time as the table shows it: seconds to the tenth ("42.3 s"), or a dash when unknown. */
export const memorizeTime = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

const display = (event: EventName) =>
  event === 'tetris' ? 'Blocktris' : event[0]?.toUpperCase() + event.slice(1);

/**
 * Leaderboard (/app/leaderboard?board=&event=): the Standard tab (the default) or the Versus tab
 * (versus-board.tsx), each with its own event choice.
 */
export function LeaderboardPage() {
  const [params] = useSearchParams();
  return params.get('board') === 'versus' ? <VersusBoard /> : <StandardBoard />;
}

/**
 * The Standard tab: an event's standard bests, 20 a page; Blocktris by speed in ms, fastest first.
 * At an equal best the faster memorize time ranks higher, so it has a column. The user's own row
 * is highlighted on its page, and their rank (or N/A) is shown above the table whatever page is
 * open.
 */
function StandardBoard() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('event') ?? '';
  const event: EventName = isEventName(asked) ? asked : EVENT_NAMES[0];
  const [paged, setPaged] = useState<{ event: EventName; page: number }>({ event, page: 1 });
  const page = paged.event === event ? paged.page : 1;
  const { data: user } = useCurrentUser();
  const { data: meta } = useEventMeta();
  const board = useLeaderboard(event, page);
  const selectId = useId();
  const data = board.data;
  const speed = data ? data.headline === 'speed' : event === 'tetris';
  const label = (e: EventName) => meta?.find((m) => m.name === e)?.displayName ?? display(e);
  const value = (n: number | null) => (n === null ? 'N/A' : speed ? `${n} ms` : String(n));

  return (
    <div className="page leaderboard">
      <title>Leaderboard · Mnemoria</title>
      <header className="page__header page__header--row">
        <div className="leaderboard__heading">
          <h1 className="page__title">Leaderboard</h1>
          <BoardTabs current="standard" />
        </div>
        <div className="leaderboard__event">
          <label htmlFor={selectId}>Event</label>
          <select
            id={selectId}
            className="control leaderboard__select"
            value={event}
            onChange={(e) => {
              setParams({ event: e.target.value }, { replace: true });
              setPaged({ event: e.target.value as EventName, page: 1 });
            }}
          >
            {EVENT_NAMES.map((e) => (
              <option key={e} value={e}>
                {label(e)}
              </option>
            ))}
          </select>
        </div>
      </header>

      <section className="panel leaderboard__panel" aria-busy={board.isFetching}>
        <p className="leaderboard__me" data-testid="own-rank">
          <span className="leaderboard__me-label">Your rank</span>
          <strong>{data ? (data.me.rank === null ? 'N/A' : `#${data.me.rank}`) : '…'}</strong>
          {data?.me.highestScore != null ? (
            <span className="leaderboard__me-score">
              {speed ? 'Speed' : 'Score'} {value(data.me.highestScore)}
              {!speed && data.me.memorizeMs !== null
                ? ` · memorized in ${memorizeTime(data.me.memorizeMs)}`
                : ''}
            </span>
          ) : null}
        </p>
        {board.isError && !data ? (
          <div className="leaderboard__trouble" role="alert">
            <p>{LEADERBOARD_TROUBLE}</p>
            <p className="leaderboard__detail">{board.error.message}</p>
          </div>
        ) : (
          <Table
            rows={data?.leaderboard ?? []}
            me={user?._id}
            speed={speed}
            loading={!data}
            event={label(event)}
          />
        )}
        {data && data.pages > 1 ? (
          <Pager
            page={data.page}
            pages={data.pages}
            onPage={(p) => setPaged({ event, page: p })}
            label="Leaderboard pages"
          />
        ) : null}
      </section>
    </div>
  );
}

function Table({
  rows,
  me,
  speed,
  loading,
  event,
}: {
  rows: LeaderboardEntry[];
  me?: string;
  speed: boolean;
  loading: boolean;
  event: string;
}) {
  if (!loading && rows.length === 0)
    return <p className="leaderboard__empty">No one has a standard best in {event} yet. Be the first!</p>;
  return (
    <div className="leaderboard__scroll">
      <table className="leaderboard__table">
        <caption className="visually-hidden">
          {event} leaderboard{speed ? ', fastest first' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Username</th>
            <th scope="col" className="leaderboard__num">
              {speed ? 'Speed (ms)' : 'Score'}
            </th>
            {speed ? null : (
              <th scope="col" className="leaderboard__num">
                Memorize time
              </th>
            )}
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
              >
                <td className="leaderboard__rank">{r.rank}</td>
                <td>
                  <span className="leaderboard__user">
                    <Avatar name={r.userName} image={r.image} size={32} />
                    <span className="leaderboard__name">{r.userName}</span>
                    {mine ? <span className="leaderboard__you">You</span> : null}
                  </span>
                </td>
                <td className="leaderboard__num">{r.highestScore}</td>
                {speed ? null : <td className="leaderboard__num">{memorizeTime(r.memorizeMs)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
