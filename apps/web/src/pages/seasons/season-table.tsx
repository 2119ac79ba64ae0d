import type { SeasonDivision, SeasonSummary, SeasonZone } from '@mnemoria/protocol';
import { Avatar } from '../../ui/avatar.tsx';

const ZONE_LABEL: Record<Exclude<SeasonZone, null>, string> = {
  promotion: 'Promotion',
  relegation: 'Relegation',
};

/**
 * One division's table: place, player, games, wins, draws, losses, points. Rows in the promotion
 * and relegation zones carry a coloured edge and the zone's name (not colour alone).
 */
export function SeasonTable({
  division,
  me,
  closed,
}: {
  division: SeasonDivision;
  me?: string;
  closed: boolean;
}) {
  const zoneWord = (z: SeasonZone) =>
    z === null ? '' : closed ? (z === 'promotion' ? 'Promoted' : 'Relegated') : ZONE_LABEL[z];
  return (
    <div className="season-table__scroll">
      <table className="season-table" aria-label={`${division.name} table`}>
        <thead>
          <tr>
            <th scope="col" className="season-table__rank">
              #
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="season-table__num" title="Matches played">
              P
            </th>
            <th scope="col" className="season-table__num" title="Wins">
              W
            </th>
            <th scope="col" className="season-table__num season-table__wide" title="Draws">
              D
            </th>
            <th scope="col" className="season-table__num season-table__wide" title="Losses">
              L
            </th>
            <th scope="col" className="season-table__num">
              Pts
            </th>
          </tr>
        </thead>
        <tbody>
          {division.table.length === 0 ? (
            <tr>
              <td colSpan={7} className="season-table__empty">
                Nobody in this division yet.
              </td>
            </tr>
          ) : null}
          {division.table.map((row) => (
            <tr
              key={row.userId}
              className={`season-table__row${row.zone ? ` is-${row.zone}` : ''}${row.userId === me ? ' is-me' : ''}`}
              aria-current={row.userId === me ? 'true' : undefined}
            >
              <td className="season-table__rank">{row.rank}</td>
              <td>
                <div className="season-table__player">
                  <Avatar name={row.userName} image={row.image} size={28} />
                  <span className="season-table__name">{row.userName}</span>
                  {row.zone ? (
                    <span className={`season-zone season-zone--${row.zone}`}>{zoneWord(row.zone)}</span>
                  ) : null}
                </div>
              </td>
              <td className="season-table__num">{row.played}</td>
              <td className="season-table__num">{row.wins}</td>
              <td className="season-table__num season-table__wide">{row.draws}</td>
              <td className="season-table__num season-table__wide">{row.losses}</td>
              <td className="season-table__num season-table__pts">{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A finished season: its name and the first of each division. */
export function PastSeason({ season }: { season: SeasonSummary }) {
  return (
    <li className="season-past">
      <h3 className="season-past__name">{season.name}</h3>
      <p className="season-past__meta">
        {season.players} {season.players === 1 ? 'player' : 'players'}
        {season.me ? ` · you: ${season.me.divisionName}, #${season.me.rank}` : ''}
      </p>
      {season.winners.length === 0 ? (
        <p className="season-past__meta">No winner: no match was played.</p>
      ) : (
        <ul className="season-past__winners">
          {season.winners.map((w) => (
            <li key={w.division}>
              <span className="season-past__division">{w.divisionName}</span> {w.userName}{' '}
              <span className="season-past__pts">{w.points} pts</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
