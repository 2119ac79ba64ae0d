import { useEventMeta } from '../../api/event-queries.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { useStandardLives } from './live-feed.ts';
import { useVersusLives } from './versus-feed.ts';
import { VersusLivesPanel } from './versus-lives.tsx';
import '../../ui/page.css';
import './lives.css';

/**
 * Lives (/app/dashboard/lives): every running session whose athlete shares it live, with Watch,
 * and every versus match being played, with Watch per player. Both lists follow the server's
 * pushes (a session appears on its first countdown and leaves on its result or exit; a match on
 * its start and leaves when no one plays it any more); nothing here polls.
 */
export function LivesPage() {
  const lives = useStandardLives();
  const versus = useVersusLives();
  const meta = useEventMeta();
  const displayName = (name: string) => meta.data?.find((m) => m.name === name)?.displayName ?? name;
  return (
    <div className="page lives">
      <title>Lives · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Lives</h1>
        <p className="page__lead">Watch other athletes train, live and read-only.</p>
      </header>
      <section className="panel lives__panel" aria-labelledby="lives-standard" aria-busy={lives === null}>
        <h2 id="lives-standard" className="lives__title">
          Standard
        </h2>
        {lives === null ? (
          <p className="lives__empty">Loading...</p>
        ) : lives.length === 0 ? (
          <p className="lives__empty">No one is training live right now.</p>
        ) : (
          <ul className="lives__list" data-testid="standard-lives">
            {lives.map((live) => (
              <li key={live.bmevent._id} className="lives__item" data-bmevent={live.bmevent._id}>
                <EventIcon event={live.bmevent.name} />
                <span className="lives__who">
                  <span className="lives__user">{live.user.userName}</span>
                  <span className="lives__event">{displayName(live.bmevent.name)}</span>
                </span>
                <ButtonLink
                  variant="primary"
                  to={`/app/event/watch/${encodeURIComponent(live.bmevent._id)}?returnTo=/app/dashboard/lives`}
                  aria-label={`Watch ${live.user.userName}`}
                >
                  Watch
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <VersusLivesPanel lives={versus} displayName={displayName} />
    </div>
  );
}
