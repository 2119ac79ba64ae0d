import type { TournamentDetail } from '@mnemoria/protocol';
import { useCurrentUser } from '../../api/auth-queries.ts';

/** The arena's table: rank, player, points (a streak of two wins marked: the next game counts double). */
export function ArenaStandings({ t }: { t: TournamentDetail }) {
  const { data: user } = useCurrentUser();
  return (
    <section className="panel arena__standings" aria-label="Standings">
      <h2 className="tournaments__title">Standings</h2>
      {t.standings.length === 0 ? (
        <p className="tournaments__muted">Nobody has joined yet.</p>
      ) : (
        <table className="arena__table" data-testid="arena-standings">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Points</th>
              <th scope="col">Games</th>
              <th scope="col">Wins</th>
            </tr>
          </thead>
          <tbody>
            {t.standings.map((r) => (
              <tr
                key={r.userId}
                className={r.userId === user?._id ? 'arena__me' : undefined}
                data-testid="standing"
              >
                <td>{r.rank}</td>
                <td>
                  {r.userName}
                  {r.streak >= 2 ? (
                    <span className="arena__fire" title="Two wins in a row: the next game counts double">
                      ×2
                    </span>
                  ) : null}
                  {r.status === 'paused' ? <span className="tournaments__muted"> (paused)</span> : null}
                </td>
                <td className="arena__points">{r.points}</td>
                <td>{r.games}</td>
                <td>{r.wins}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
