import type { EventName } from '@mnemoria/events';
import { useCurrentUser } from '../../api/auth-queries.ts';
import { useToggleFavorite } from '../../api/event-queries.ts';
import { StarIcon } from '../../ui/icons.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { isFavorite } from '../train/event-labels.ts';

/** Favourite toggle with success/failure toasts; the star follows the click at once (optimistic). */
export function FavoriteButton({ event, name }: { event: EventName; name: string }) {
  const { data: user } = useCurrentUser();
  const toggle = useToggleFavorite();
  if (!user) return null;
  const on = isFavorite(user, event);

  const onClick = () => {
    const current = user.favorite.bmevents;
    const next = on ? current.filter((e) => e !== event) : [...current, event];
    toggle.mutate(next, {
      onSuccess: () =>
        on
          ? toast({ title: 'Removed from favorites' })
          : toast({ title: 'Added to favorites', variant: 'success' }),
      onError: (error) => {
        console.error('Favorite update failed:', error);
        toast({ title: 'Failed to update favorites', variant: 'destructive' });
      },
    });
  };

  return (
    <button
      type="button"
      className={on ? 'favorite-star is-on' : 'favorite-star'}
      aria-pressed={on}
      aria-label={`Favourite ${name}`}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onClick}
    >
      <StarIcon />
    </button>
  );
}
