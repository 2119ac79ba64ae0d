import type { SeasonSummary } from '@mnemoria/protocol';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { PastSeason, SeasonTable } from './season-table.tsx';
import { useJoinSeason, useSeason, useSeasons } from './seasons-queries.ts';
import '../../ui/page.css';
import './seasons.css';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * /app/seasons: this month's season (the player's division table with its promotion and
 * relegation zones, matches left, the way to a season match, or joining), and the past seasons
 * with their winners. Anyone may look; joining is premium, and the server says so.
 */
export function SeasonsPage() {
  const seasons = useSeasons();
  const current = seasons.data?.current;
  return (
    <div className="page seasons">
      <title>Seasons · Mnemoria</title>
      <header className="page__header page__header--row">
        <div>
          <h1 className="page__title">Seasons</h1>
          <p className="page__lead">
            A monthly league of versus matches in divisions by rating: the top of each division goes up, the
            bottom goes down.
          </p>
        </div>
        <ButtonLink to="/app/versus" variant="secondary">
          Versus
        </ButtonLink>
      </header>
      {seasons.isError ? <Alert tone="danger">{seasons.error.message}</Alert> : null}
      {current ? (
        <CurrentSeason season={current} />
      ) : (
        <section className="panel seasons__panel" aria-busy="true" />
      )}
      <section className="panel seasons__panel" aria-labelledby="past-seasons">
        <h2 id="past-seasons" className="seasons__title">
          Past seasons
        </h2>
        {seasons.data && seasons.data.past.length === 0 ? (
          <p className="seasons__muted">The first season is under way: its winners will be listed here.</p>
        ) : (
          <ul className="seasons__past">
            {seasons.data?.past.map((s) => (
              <PastSeason key={s.id} season={s} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CurrentSeason({ season }: { season: SeasonSummary }) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const detail = useSeason(season.id);
  const join = useJoinSeason();
  const selectId = useId();
  const me = detail.data?.season.me ?? season.me;
  const divisions = detail.data?.divisions ?? [];
  const [picked, setPicked] = useState<number | undefined>();
  const shown = picked ?? me?.division ?? divisions[0]?.division;
  const division = divisions.find((d) => d.division === shown);
  const lastDay = new Date(Date.parse(season.endsAt) - 1);
  return (
    <section className="panel seasons__panel" aria-labelledby="current-season">
      <div className="seasons__head">
        <div>
          <h2 id="current-season" className="seasons__title">
            {season.name}
          </h2>
          <p className="seasons__muted">
            Until the end of {dayFormat.format(lastDay)} (UTC) · {season.players}{' '}
            {season.players === 1 ? 'player' : 'players'} · {season.matchesPerPlayer} matches count per player
            · win 2, draw 1, loss 0
          </p>
        </div>
      </div>
      {me ? (
        <div className="seasons__me" data-testid="season-me">
          <p>
            <span className="seasons__label">Your division</span> <strong>{me.divisionName}</strong>
          </p>
          <p>
            <span className="seasons__label">Place</span> <strong>#{me.rank}</strong>
          </p>
          <p>
            <span className="seasons__label">Points</span>{' '}
            <strong data-testid="season-points">{me.points}</strong>
          </p>
          <p>
            <span className="seasons__label">Matches left</span> <strong>{me.matchesLeft}</strong>
          </p>
          <Button
            variant="primary"
            disabled={me.matchesLeft === 0}
            onClick={() => navigate('/app/versus?search=season')}
          >
            Find a season match
          </Button>
          {me.matchesLeft === 0 ? (
            <p className="seasons__muted seasons__wide">
              You have played your season matches: more games do not count until next month.
            </p>
          ) : null}
        </div>
      ) : (
        <div className="seasons__join">
          {join.isError ? <Alert tone="danger">{join.error.message}</Alert> : null}
          {user ? (
            <Button variant="primary" disabled={join.isPending} onClick={() => join.mutate(season.id)}>
              Join {season.name}
            </Button>
          ) : null}
          {user && !user.membership?.premium ? (
            <p className="seasons__muted">
              Joining a season is a premium perk: <Link to="/app/membership">see membership</Link>.
            </p>
          ) : null}
        </div>
      )}
      {divisions.length > 0 ? (
        <div className="seasons__division">
          <div className="seasons__division-head">
            <label htmlFor={selectId}>Division</label>
            <select
              id={selectId}
              className="control"
              value={shown}
              onChange={(e) => setPicked(Number(e.target.value))}
            >
              {divisions.map((d) => (
                <option key={d.division} value={d.division}>
                  {d.name}
                  {d.division === me?.division ? ' (yours)' : ''}
                </option>
              ))}
            </select>
          </div>
          {division ? <SeasonTable division={division} me={user?._id} closed={false} /> : null}
          {division ? <ZonesNote promote={division.promote} relegate={division.relegate} /> : null}
        </div>
      ) : detail.data ? (
        <p className="seasons__muted">Nobody has joined yet this month.</p>
      ) : null}
    </section>
  );
}

function ZonesNote({ promote, relegate }: { promote: number; relegate: number }) {
  const parts = [
    promote === 0
      ? 'nobody goes up from here'
      : promote === 1
        ? 'the first goes up'
        : `the top ${promote} go up`,
    relegate === 0
      ? 'nobody goes down from here'
      : relegate === 1
        ? 'the last goes down'
        : `the bottom ${relegate} go down`,
  ];
  return (
    <p className="seasons__muted">
      At the end of the month {parts.join(' and ')}. Equal points: more wins first, then fewer matches played.
    </p>
  );
}
