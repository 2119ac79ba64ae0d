import type { PalaceCard } from '@mnemoria/protocol';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { FavoriteStar } from './favorite-star.tsx';
import { groupByLocations, usePalaces, usePlaylists, usePremiumCount } from './palace-queries.ts';
import '../../ui/page.css';
import './palaces.css';

const plural = (n: number) => `${n} ${n === 1 ? 'location' : 'locations'}`;

function Card({ palace, showFree }: { palace: PalaceCard; showFree: boolean }) {
  return (
    <li className={palace.locked ? 'palace-card is-locked' : 'palace-card'}>
      <div className="palace-card__top">
        {showFree && !palace.premium ? <span className="palace-badge palace-badge--free">Free</span> : null}
        {palace.locked ? <span className="palace-badge palace-badge--premium">Premium</span> : null}
        {palace.locked ? null : <FavoriteStar palaceId={palace._id} title={palace.title} />}
      </div>
      <h3 className="palace-card__title">{palace.title}</h3>
      <p className="palace-card__count">{plural(palace.locationCount)}</p>
      <ButtonLink to={`/app/palace/${palace._id}`} variant={palace.locked ? 'secondary' : 'primary'} block>
        View
      </ButtonLink>
    </li>
  );
}

/**
 * Palaces (/app/palaces): every palace grouped by location count, most first, filtered by All,
 * Favorites, a playlist or a location count. Free users see Free badges, premium palaces marked
 * and a banner counting what premium unlocks.
 */
export function PalacesPage() {
  const { data: user } = useCurrentUser();
  const premium = user?.membership?.premium === true;
  const palaces = usePalaces();
  const premiumCount = usePremiumCount(!premium);
  const playlists = usePlaylists(premium);
  const [filter, setFilter] = useState('all');
  const filterId = useId();

  const all = palaces.data ?? [];
  const counts = [...new Set(all.map((p) => p.locationCount))].sort((a, b) => b - a);
  const favorites = new Set(user?.favorite.palaces ?? []);
  const shown = all.filter((p) => {
    if (filter === 'all') return true;
    if (filter === 'favorites') return favorites.has(p._id);
    if (filter.startsWith('playlist:'))
      return playlists.data?.find((l) => `playlist:${l._id}` === filter)?.palaces.includes(p._id) ?? false;
    return `count:${p.locationCount}` === filter;
  });

  return (
    <div className="page palaces">
      <title>Palaces · Mnemoria</title>
      <header className="page__header page__header--row">
        <h1 className="page__title">Palaces</h1>
        <ButtonLink to="/app/palaces/mine" variant="secondary">
          My palaces
        </ButtonLink>
        <div className="palaces__filter">
          <label htmlFor={filterId}>Show</label>
          <select
            className="control"
            id={filterId}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          >
            <option value="all">All</option>
            <option value="favorites">Favorites</option>
            {(playlists.data ?? []).map((l) => (
              <option key={l._id} value={`playlist:${l._id}`}>
                {l.name}
              </option>
            ))}
            {counts.map((n) => (
              <option key={n} value={`count:${n}`}>
                {plural(n)}
              </option>
            ))}
          </select>
        </div>
      </header>
      {!premium && (premiumCount.data ?? 0) > 0 ? (
        <Link className="palaces__banner" to="/app/membership">
          Upgrade to premium to access {premiumCount.data} premium palaces
        </Link>
      ) : null}
      {palaces.isError ? <Alert tone="danger">Could not load the palaces. Please refresh.</Alert> : null}
      {palaces.isPending ? <p className="page__lead">Loading...</p> : null}
      {palaces.isSuccess && shown.length === 0 ? (
        <p className="page__lead">
          {filter === 'favorites'
            ? 'No favourite palaces yet: mark one with its star.'
            : 'No palaces here yet.'}
        </p>
      ) : null}
      {groupByLocations(shown).map(([count, cards]) => (
        <section key={count} className="palaces__group" aria-label={plural(count)}>
          <h2 className="palaces__group-title">{plural(count)}</h2>
          <ul className="palaces__grid">
            {cards.map((p) => (
              <Card key={p._id} palace={p} showFree={!premium} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
