import type { VersusLive } from '@mnemoria/protocol';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';

const watchUrl = (bmeventId: string) =>
  `/app/event/watch/${encodeURIComponent(bmeventId)}?returnTo=/app/dashboard/lives`;

/**
 * 'Versus 1 vs 1': each match being played with its event and both players, a Watch per player
 * (disabled once that player left). Versus matches are always watchable; viewers see them late.
 */
export function VersusLivesPanel({
  lives,
  displayName,
}: {
  lives: VersusLive[] | null;
  displayName(event: string): string;
}) {
  const navigate = useNavigate();
  return (
    <section className="panel lives__panel" aria-labelledby="lives-versus" aria-busy={lives === null}>
      <h2 id="lives-versus" className="lives__title">
        Versus 1 vs 1
      </h2>
      {lives === null ? (
        <p className="lives__empty">Loading...</p>
      ) : lives.length === 0 ? (
        <p className="lives__empty">No versus match is being played right now.</p>
      ) : (
        <ul className="lives__list" data-testid="versus-lives">
          {lives.map((live) => (
            <li key={live._id} className="lives__item lives__match" data-match={live._id}>
              <span className="lives__match-event">
                <EventIcon event={live.eventName} />
                <span className="lives__event">{displayName(live.eventName)}</span>
              </span>
              <span className="lives__players">
                {live.players.map((p, i) => (
                  <span key={p.bmevent || i} className="lives__player">
                    <span className="lives__user">{p.user.userName}</span>
                    {p.left ? <span className="lives__left">left</span> : null}
                    <Button
                      variant="primary"
                      disabled={p.left || !p.bmevent}
                      onClick={() => navigate(watchUrl(p.bmevent))}
                      aria-label={`Watch ${p.user.userName}`}
                    >
                      Watch
                    </Button>
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
