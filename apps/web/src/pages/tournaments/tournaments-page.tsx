import type { EventName } from '@mnemoria/events';
import type { TournamentSummary } from '@mnemoria/protocol';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { useTournaments, whenText } from '../../api/tournament-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { displayNameOf } from '../train/event-labels.ts';
import { CreateArena } from './create-arena.tsx';
import '../../ui/page.css';
import './tournaments.css';

/**
 * /app/tournaments: the arenas running now, the upcoming ones (a scheduled arena every hour) and
 * the latest finished ones with their winners. Each opens the arena's page.
 */
export function TournamentsPage() {
  const list = useTournaments();
  const { data: user } = useCurrentUser();
  const all = list.data ?? [];
  const sections: [string, string, TournamentSummary[]][] = [
    ['Running now', 'No arena is running. The next one is below.', all.filter((t) => t.status === 'started')],
    ['Upcoming', 'Nothing scheduled yet.', all.filter((t) => t.status === 'created')],
    ['Finished', 'No finished arena yet.', all.filter((t) => t.status === 'finished')],
  ];
  return (
    <div className="page tournaments">
      <title>Tournaments · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Tournaments</h1>
        <p className="page__lead">
          Arenas: join, and you are paired with the next free player of your level as soon as you are both
          free, for as many rated versus games as the arena lasts. A win scores 2, a draw 1; after two wins in
          a row every game scores double.
        </p>
      </header>
      {list.isError && !list.data ? (
        <Alert tone="danger">Could not load the tournaments. Please refresh.</Alert>
      ) : null}
      {!list.data && !list.isError ? <p className="tournaments__muted">Loading…</p> : null}
      {list.data
        ? sections.map(([title, empty, rows]) => (
            <section key={title} className="panel tournaments__section" aria-label={title}>
              <h2 className="tournaments__title">{title}</h2>
              {rows.length === 0 ? (
                <p className="tournaments__muted">{empty}</p>
              ) : (
                <ul className="tournaments__list">
                  {rows.map((t) => (
                    <TournamentRow key={t.id} t={t} />
                  ))}
                </ul>
              )}
            </section>
          ))
        : null}
      {user?.membership?.premium ? <CreateArena /> : null}
    </div>
  );
}

function TournamentRow({ t }: { t: TournamentSummary }) {
  const { data: meta } = useEventMeta();
  const when =
    t.status === 'started'
      ? `Ends ${whenText(t.endsAt)}`
      : t.status === 'created'
        ? `Starts ${whenText(t.startsAt)}`
        : `Ended ${whenText(t.endsAt)}`;
  return (
    <li>
      <Link className="tournaments__row" to={`/app/tournaments/${t.id}`} data-testid="tournament-row">
        <span className="tournaments__event">
          <EventIcon event={t.event as EventName} />
        </span>
        <span className="tournaments__name">
          <strong>{t.name}</strong>
          <span className="tournaments__muted">
            {displayNameOf(t.event as EventName, meta)} · {when}
          </span>
        </span>
        <span className="tournaments__players">
          {t.players} {t.players === 1 ? 'player' : 'players'}
        </span>
        {t.status === 'finished' ? (
          <span className="tournaments__winner">
            {t.winner ? `Winner: ${t.winner.userName}` : 'No games played'}
          </span>
        ) : t.status === 'started' ? (
          <span className="tournaments__live">Live</span>
        ) : null}
      </Link>
    </li>
  );
}
