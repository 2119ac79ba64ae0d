import { EVENT_NAMES, type EventName, isEventName } from '@mnemoria/events';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { Pager } from '../../ui/pager.tsx';
import { BoardHeader } from './board-header.tsx';
import { BoardTable, memorizeTime, OwnRank } from './board-table.tsx';
import { LEADERBOARD_TROUBLE, useLeaderboard } from './leaderboard-queries.ts';
import { VersusBoard } from './versus-board.tsx';

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
  const data = board.data;
  const speed = data ? data.headline === 'speed' : event === 'tetris';
  const label = (e: EventName) => meta?.find((m) => m.name === e)?.displayName ?? display(e);
  const value = (n: number | null) => (n === null ? 'N/A' : speed ? `${n} ms` : String(n));
  const rows = data?.leaderboard ?? [];

  return (
    <div className="page leaderboard">
      <title>Leaderboard · Mnemoria</title>
      <BoardHeader
        current="standard"
        selectLabel="Event"
        value={event}
        options={EVENT_NAMES}
        optionLabel={label}
        onSelect={(e) => {
          setParams({ event: e }, { replace: true });
          setPaged({ event: e, page: 1 });
        }}
      />
      <section className="panel leaderboard__panel" aria-busy={board.isFetching}>
        <OwnRank testId="own-rank" rank={data?.me.rank ?? null} loading={!data}>
          {data?.me.highestScore != null
            ? `${speed ? 'Speed' : 'Score'} ${value(data.me.highestScore)}${
                !speed && data.me.memorizeMs !== null
                  ? ` · memorized in ${memorizeTime(data.me.memorizeMs)}`
                  : ''
              }`
            : null}
        </OwnRank>
        {board.isError && !data ? (
          <div className="leaderboard__trouble" role="alert">
            <p>{LEADERBOARD_TROUBLE}</p>
            <p className="leaderboard__detail">{board.error.message}</p>
          </div>
        ) : data && rows.length === 0 ? (
          <p className="leaderboard__empty">
            No one has a standard best in {label(event)} yet. Be the first!
          </p>
        ) : (
          <BoardTable
            rows={rows}
            me={user?._id}
            caption={`${label(event)} leaderboard${speed ? ', fastest first' : ''}`}
            columns={[
              { head: speed ? 'Speed (ms)' : 'Score', num: true, cell: (r) => r.highestScore },
              ...(speed
                ? []
                : [
                    {
                      head: 'Memorize time',
                      num: true,
                      cell: (r: (typeof rows)[number]) => memorizeTime(r.memorizeMs),
                    },
                  ]),
            ]}
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
