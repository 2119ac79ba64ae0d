import type { EventName } from '@mnemoria/events';
import type { ArenaGame } from '@mnemoria/protocol';
import { useEventMeta } from '../../api/event-queries.ts';
import { useArenaGames } from '../../api/tournament-queries.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { displayNameOf } from '../train/event-labels.ts';

const watchUrl = (bmevent: string, arenaId: string) =>
  `/app/event/watch/${encodeURIComponent(bmevent)}?returnTo=${encodeURIComponent(`/app/tournaments/${arenaId}`)}`;

const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';

function resultText(g: ArenaGame) {
  const r = g.result;
  if (!r) return '';
  if (r.reason === 'aborted') return 'Aborted';
  if (!r.winner) return 'Draw';
  return r.reason === 'forfeit' ? `${r.winner} won by forfeit` : `${r.winner} won`;
}

/**
 * The arena's games: the ones being played, a Watch per player opening the ordinary versus viewer
 * (which shows them late, as on the Lives page), and the finished ones with their result.
 */
export function ArenaGamesPanel({ id }: { id: string }) {
  const games = useArenaGames(id);
  const { data: meta } = useEventMeta();
  const eventName = (g: ArenaGame) => displayNameOf(g.event as EventName, meta);
  const data = games.data;
  return (
    <section className="panel arena__games" aria-labelledby="arena-games-title" aria-busy={!data}>
      <h2 id="arena-games-title" className="tournaments__title">
        Games
      </h2>
      {!data ? (
        <p className="tournaments__muted">{games.isError ? 'Could not load the games.' : 'Loading...'}</p>
      ) : (
        <>
          <h3 className="arena__subtitle">Being played</h3>
          {data.live.length === 0 ? (
            <p className="tournaments__muted">No game is being played right now.</p>
          ) : (
            <ul className="arena__game-list" data-testid="arena-live-games">
              {data.live.map((g) => (
                <li key={g.matchId} className="arena__game" data-match={g.matchId}>
                  <span className="arena__game-meta">
                    {eventName(g)} · started {timeOf(g.startedAt)}
                  </span>
                  <span className="arena__game-players">
                    {g.players.map((p, i) => (
                      <span key={p.bmevent ?? i} className="arena__game-player">
                        <span>{p.userName}</span>
                        {p.left ? <span className="tournaments__muted">left</span> : null}
                        {p.bmevent && !p.left ? (
                          <ButtonLink to={watchUrl(p.bmevent, id)} aria-label={`Watch ${p.userName}`}>
                            Watch
                          </ButtonLink>
                        ) : null}
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {data.live.length > 0 ? (
            <p className="tournaments__muted">Viewers see each game a few seconds late.</p>
          ) : null}
          <h3 className="arena__subtitle">Finished</h3>
          {data.finished.length === 0 ? (
            <p className="tournaments__muted">No game has finished yet.</p>
          ) : (
            <ul className="arena__game-list" data-testid="arena-finished-games">
              {data.finished.map((g) => (
                <li key={g.matchId} className="arena__game">
                  <span className="arena__game-players">
                    {g.players.map((p) => `${p.userName} ${p.score ?? '–'}`).join(' · ')}
                  </span>
                  <span className="arena__game-result">{resultText(g)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
