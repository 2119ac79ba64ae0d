import type {
  RatingHistoryResponse,
  VersusHistoryEntry,
  VersusHistoryResponse,
  VersusRatingKey,
  VersusReview,
} from '@mnemoria/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from './http.ts';

export const versusHistoryKey = (page?: number) => ['versus-history', ...(page ? [page] : [])] as const;

/** GET /api/versus/history?page=: the player's finished matches, newest first. */
export function useVersusHistory(page: number) {
  return useQuery({
    queryKey: versusHistoryKey(page),
    queryFn: async () => (await getJson<VersusHistoryResponse>(`/api/versus/history?page=${page}`)).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/versus/review/:matchId; a 403 (the match is not over) or 404 is not retried. */
export function useVersusReview(matchId: string) {
  return useQuery({
    queryKey: ['versus-review', matchId],
    queryFn: async () =>
      (await getJson<{ review: VersusReview }>(`/api/versus/review/${encodeURIComponent(matchId)}`)).review,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

const OUTCOME_TEXT: Record<VersusHistoryEntry['outcome'], string> = {
  win: 'Win',
  loss: 'Loss',
  draw: 'Draw',
  aborted: 'Aborted',
};

/** 'Win', 'Loss by forfeit', 'Aborted'… */
export function outcomeText(m: Pick<VersusHistoryEntry, 'outcome' | 'reason'>): string {
  const text = OUTCOME_TEXT[m.outcome];
  return m.reason === 'forfeit' ? `${text} by forfeit` : text;
}

/** '+12', '−8', '±0'; 'Unrated' when the match moved no rating. */
export function ratingChangeText(m: Pick<VersusHistoryEntry, 'rated' | 'ratingChange'>): string {
  if (!m.rated || m.ratingChange === null) return 'Unrated';
  if (m.ratingChange === 0) return '±0';
  return m.ratingChange > 0 ? `+${m.ratingChange}` : `−${-m.ratingChange}`;
}

export const scoreText = (n: number | null) => (n === null ? '—' : String(n));

/** The day and time a match ended, in the reader's locale. */
export const endedText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** GET /api/versus/rating-history?event=: the player's rating after each rated match. */
export function useRatingHistory(event: VersusRatingKey) {
  return useQuery({
    queryKey: ['versus-rating-history', event],
    queryFn: async () =>
      (await getJson<RatingHistoryResponse>(`/api/versus/rating-history?event=${encodeURIComponent(event)}`))
        .points,
  });
}
