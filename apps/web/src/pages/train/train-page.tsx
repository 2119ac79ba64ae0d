import { EVENT_NAMES } from '@mnemoria/events';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta, useRefreshUserOnOpen } from '../../api/event-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { isFavorite, levelOf, rankOf } from './event-labels.ts';
import '../../ui/page.css';
import './train.css';

/** Train: every event as a card linking to its page, in the engine's order. */
export function TrainPage() {
  const { data: user } = useCurrentUser();
  const meta = useEventMeta();
  useRefreshUserOnOpen();
  if (!user) return null;
  // Meta failures are logged in the query and arrive as an empty list.
  const events = EVENT_NAMES.flatMap((name) => {
    const entry = meta.data?.find((m) => m.name === name);
    return entry ? [entry] : [];
  });

  return (
    <div className="page">
      <title>Train · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Train</h1>
        <p className="page__lead">
          Pick an event. Each level adds items; pass to climb. Or play a{' '}
          <Link to="/app/formats">competition format</Link>: sprints and championship disciplines with
          official scoring.
        </p>
      </header>
      {meta.isPending ? (
        <p className="train__status" role="status">
          Loading events…
        </p>
      ) : events.length === 0 ? (
        <Alert tone="danger">The events could not be loaded. Please refresh the page to try again.</Alert>
      ) : (
        <ul className="train-grid" aria-label="Events">
          {events.map(({ name, displayName }) => {
            const rank = rankOf(user, name);
            const favorite = isFavorite(user, name);
            return (
              <li key={name}>
                {/* DOM order is the reading order (name, level, rank, mark); CSS places the pieces. */}
                <Link to={`/app/event/${name}/standard`} className="train-card" data-event={name}>
                  <span className="train-card__name">{displayName}</span>
                  <span className="train-card__level">Level {levelOf(user, name)}</span>
                  <span className="train-card__icon">
                    <EventIcon event={name} />
                  </span>
                  {rank ? (
                    <img
                      className="train-card__rank"
                      src={rank.imageUrl}
                      alt={rank.name}
                      width={40}
                      height={40}
                    />
                  ) : null}
                  {favorite ? (
                    <span className="train-card__favorite" title="Favourite">
                      <StarIcon />
                      <span className="visually-hidden">Favourite</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
