import type { RatingTable, RatingView } from '@mnemoria/protocol';
import { useQuery } from '@tanstack/react-query';
import { getJson } from './http.ts';

/** A rating as shown: rounded, with '?' while it is provisional (few games, high deviation). */
export function ratingText(view: RatingView | undefined): string {
  if (!view) return '1500?';
  return `${view.rating}${view.provisional ? '?' : ''}`;
}

export const versusRatingsKey = ['versus-ratings'] as const;

/** GET /api/versus/ratings: the overall versus rating and one per event played. */
export function useVersusRatings() {
  return useQuery({
    queryKey: versusRatingsKey,
    queryFn: async () => (await getJson<{ ratings: RatingTable }>('/api/versus/ratings')).ratings,
  });
}
