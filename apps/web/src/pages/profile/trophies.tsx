import type { Trophy } from '@mnemoria/protocol';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getJson } from '../../api/http.ts';
import { whenText } from '../../api/tournament-queries.ts';
import { TrophyIcon } from '../../ui/icons.tsx';

/** The arenas the user won, newest first; nothing at all until they have won one. */
export function Trophies() {
  const { data } = useQuery({
    queryKey: ['trophies'],
    queryFn: async () =>
      (await getJson<{ data: { trophies: Trophy[] } }>('/api/tournaments/trophies')).data.trophies,
  });
  if (!data || data.length === 0) return null;
  return (
    <section className="panel profile-trophies" aria-label="Trophies">
      <h2 className="profile-trophies__title">Trophies</h2>
      <ul className="profile-trophies__list">
        {data.map((t) => (
          <li key={t.id}>
            <Link to={`/app/tournaments/${t.id}`} className="profile-trophies__item" data-testid="trophy">
              <TrophyIcon />
              <span>
                <strong>{t.name}</strong> · won {whenText(t.endsAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
