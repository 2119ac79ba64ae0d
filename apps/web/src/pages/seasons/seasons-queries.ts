import type { SeasonJoinResponse, SeasonResponse, SeasonsResponse } from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../api/http.ts';

export const seasonsKey = ['seasons'] as const;

/** GET /api/seasons: the current season (with the user's place) and the past ones. */
export function useSeasons() {
  return useQuery({
    queryKey: [...seasonsKey, 'list'],
    queryFn: () => getJson<SeasonsResponse>('/api/seasons'),
  });
}

/**
 * GET /api/seasons/{id}: every division's table. Refetched while the page is open, so a season
 * match decided meanwhile shows in the table without a reload.
 */
export function useSeason(id: string | undefined) {
  return useQuery({
    queryKey: [...seasonsKey, 'season', id],
    queryFn: () => getJson<SeasonResponse>(`/api/seasons/${id}`),
    enabled: id !== undefined,
    refetchInterval: 15_000,
  });
}

/** POST /api/seasons/{id}/join (premium; the server's refusal is shown as it is). */
export function useJoinSeason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => postJson<SeasonJoinResponse>(`/api/seasons/${id}/join`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: seasonsKey }),
  });
}
