import { VERSUS_RATING_KEYS, type VersusRatingKey } from '@mnemoria/protocol';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { Pager } from '../../ui/pager.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import { BoardHeader } from './board-header.tsx';
import { BoardTable, OwnRank } from './board-table.tsx';
import { LEADERBOARD_TROUBLE, useVersusBoard } from './leaderboard-queries.ts';

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
  const data = board.data;
  const label = (e: VersusRatingKey) => (e === 'overall' ? 'Overall' : displayNameOf(e, meta));
  const rows = data?.leaderboard ?? [];

  return (
    <div className="page leaderboard">
      <title>Versus leaderboard · Mnemoria</title>
      <BoardHeader
        current="versus"
        selectLabel="Rating"
        value={event}
        options={VERSUS_RATING_KEYS}
        optionLabel={label}
        onSelect={(e) => {
          setParams({ board: 'versus', event: e }, { replace: true });
          setPaged({ event: e, page: 1 });
        }}
      />
      <section className="panel leaderboard__panel" aria-busy={board.isFetching}>
        <OwnRank testId="own-versus-rank" rank={data?.me?.rank ?? null} loading={!data}>
          {data?.me
            ? `Rating ${ratingText(data.me)} · ${data.me.games} ${data.me.games === 1 ? 'game' : 'games'}`
            : null}
        </OwnRank>
        {board.isError && !data ? (
          <div className="leaderboard__trouble" role="alert">
            <p>{LEADERBOARD_TROUBLE}</p>
            <p className="leaderboard__detail">{board.error.message}</p>
          </div>
        ) : data && rows.length === 0 ? (
          <p className="leaderboard__empty">No one has a {label(event)} versus rating yet. Play a match!</p>
        ) : (
          <BoardTable
            rows={rows}
            me={user?._id}
            caption={`${label(event)} versus ratings, highest first`}
            className="leaderboard__table--versus"
            rowTestId="versus-board-row"
            columns={[
              {
                head: 'Rating',
                num: true,
                cell: ratingText,
                title: (r) => (r.provisional ? `Provisional: ±${r.deviation}` : `±${r.deviation}`),
              },
              { head: 'Games', num: true, cell: (r) => r.games },
            ]}
          />
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
