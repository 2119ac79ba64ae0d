import type {
  SeasonChangedSignal,
  SeasonJoinResponse,
  SeasonResponse,
  SeasonsResponse,
} from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson, postJson } from '../../api/http.ts';
import { mainSocket } from '../../realtime/main-socket.ts';

export const seasonsKey = ['seasons'] as const;

/** GET /api/seasons: the current season (with the user's place) and the past ones. */
export function useSeasons() {
  return useQuery({
    queryKey: [...seasonsKey, 'list'],
    queryFn: () => getJson<SeasonsResponse>('/api/seasons'),
  });
}

/**
 * GET /api/seasons/{id}: every division's table. While the page is open it sits in the season's
 * room (rejoined after a reconnect): a season match counted meanwhile pushes `season-changed`, and
 * the tables are fetched again, so they change without a reload.
 */
export function useSeason(id: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!id) return;
    const watch = () => mainSocket.emit('season-watch', id);
    const onChanged = (s: SeasonChangedSignal) => {
      if (s.id === id) void client.invalidateQueries({ queryKey: seasonsKey });
    };
    mainSocket.on('connect', watch);
    mainSocket.on('season-changed', onChanged);
    if (mainSocket.connected) watch();
    return () => {
      mainSocket.off('connect', watch);
      mainSocket.off('season-changed', onChanged);
      mainSocket.emit('season-unwatch', id);
    };
  }, [id, client]);
  return useQuery({
    queryKey: [...seasonsKey, 'season', id],
    queryFn: () => getJson<SeasonResponse>(`/api/seasons/${id}`),
    enabled: id !== undefined,
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
