import { useCurrentUser } from '../../api/auth-queries.ts';
import { StarIcon } from '../../ui/icons.tsx';
import { useFavoritePalace } from './palace-queries.ts';

/** The favourite marker and toggle of one palace (the user's `favorite.palaces`). */
export function FavoriteStar({ palaceId, title }: { palaceId: string; title: string }) {
  const { data: user } = useCurrentUser();
  const toggle = useFavoritePalace();
  if (!user) return null;
  const on = (user.favorite.palaces ?? []).includes(palaceId);
  return (
    <button
      type="button"
      className={on ? 'palace-star is-on' : 'palace-star'}
      aria-pressed={on}
      aria-label={`Favourite ${title}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => toggle.mutate({ palaceId, on: !on })}
    >
      <StarIcon />
    </button>
  );
}
