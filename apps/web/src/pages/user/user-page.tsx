import { EVENT_NAMES } from '@mnemoria/events';
import type { PublicProfile } from '@mnemoria/protocol';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePublicProfile } from '../../api/challenge-queries.ts';
import { useEventMeta } from '../../api/event-queries.ts';
import { ApiError } from '../../api/http.ts';
import { endedText, outcomeText } from '../../api/versus-history-queries.ts';
import { ratingText } from '../../api/versus-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { EventIcon } from '../../ui/event-icon.tsx';
import { formatDay } from '../profile/progress-format.ts';
import { displayNameOf } from '../train/event-labels.ts';
import { ChallengeDialog } from './challenge-dialog.tsx';
import '../../ui/page.css';
import '../profile/profile.css';
import '../versus/history.css';
import './user.css';

/**
 * /app/u/:userName: another athlete's public profile — name, picture, versus rating per event and
 * recent results — with Challenge. `?challenge` (the link to share) opens the challenge dialog.
 */
export function UserPage() {
  const { userName = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const profile = usePublicProfile(userName);
  const [dialog, setDialog] = useState(params.has('challenge'));
  const close = () => {
    setDialog(false);
    if (params.has('challenge')) setParams({}, { replace: true });
  };
  const data = profile.data;
  if (profile.isError)
    return (
      <div className="page">
        <title>Athlete · Mnemoria</title>
        <Alert tone="danger">
          {profile.error instanceof ApiError && profile.error.status === 404
            ? `There is no athlete called ${userName}.`
            : 'Could not load this profile. Please refresh.'}
        </Alert>
      </div>
    );
  if (!data) return <p className="page__lead">Loading…</p>;
  return (
    <div className="page user-page">
      <title>{`${data.userName} · Mnemoria`}</title>
      <header className="panel profile-head">
        <Avatar name={data.userName} image={data.image} size={96} />
        <div className="profile-head__who">
          <h1 className="page__title">@{data.userName}</h1>
          <p className="profile-head__joined">Joined {formatDay(data.since)}</p>
        </div>
        <div className="profile-head__extra">
          <p className="profile-head__rating" data-testid="user-versus-rating">
            Versus rating <strong>{ratingText(data.ratings.overall)}</strong>
          </p>
          {data.you ? (
            <ButtonLink variant="secondary" to="/app/profile">
              Your full profile
            </ButtonLink>
          ) : (
            <Button onClick={() => setDialog(true)}>Challenge</Button>
          )}
        </div>
      </header>
      <div className="user-page__grid">
        <Ratings profile={data} />
        <Recent profile={data} />
      </div>
      {data.you ? null : <ChallengeDialog userName={data.userName} open={dialog} onClose={close} />}
    </div>
  );
}

function Ratings({ profile }: { profile: PublicProfile }) {
  const { data: meta } = useEventMeta();
  const played = EVENT_NAMES.filter((e) => profile.ratings[e]);
  return (
    <section className="panel user-page__panel" aria-labelledby="user-ratings">
      <h2 id="user-ratings" className="user-page__title">
        Versus ratings
      </h2>
      {played.length === 0 ? (
        <p className="page__lead">No rated versus match yet.</p>
      ) : (
        <table className="user-page__table">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Rating</th>
              <th scope="col">Games</th>
            </tr>
          </thead>
          <tbody>
            {played.map((e) => (
              <tr key={e}>
                <th scope="row">
                  <span className="user-page__event">
                    <EventIcon event={e} />
                    {displayNameOf(e, meta)}
                  </span>
                </th>
                <td>{ratingText(profile.ratings[e])}</td>
                <td>{profile.ratings[e]?.games ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Recent({ profile }: { profile: PublicProfile }) {
  const { data: meta } = useEventMeta();
  return (
    <section className="panel user-page__panel" aria-labelledby="user-recent">
      <h2 id="user-recent" className="user-page__title">
        Recent matches
      </h2>
      {profile.recent.length === 0 ? (
        <p className="page__lead">No finished match yet.</p>
      ) : (
        <ol className="user-page__recent">
          {profile.recent.map((m) => (
            <li key={`${m.endedAt}-${m.opponent}`}>
              <span className={`versus-outcome is-${m.outcome}`}>
                {outcomeText({ ...m, reason: 'score' })}
              </span>
              <span>
                {displayNameOf(m.event, meta)} vs {m.opponent}
                {m.rated ? '' : ' · unrated'}
              </span>
              <time dateTime={m.endedAt}>{endedText(m.endedAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
