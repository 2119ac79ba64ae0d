import type { ArenaGames, TournamentDetail, TournamentSummary } from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from './http.ts';

export const tournamentsKey = ['tournaments'] as const;
export const tournamentKey = (id: string) => ['tournament', id] as const;
export const arenaGamesKey = (id: string) => ['tournament', id, 'games'] as const;

/**
 * GET /api/tournaments/:id/games: refetched when the arena's room pushes its standings (a pairing or
 * a scored game), and every 30 s for a player leaving mid-game.
 */
export function useArenaGames(id: string) {
  return useQuery({
    queryKey: arenaGamesKey(id),
    queryFn: async () =>
      (await getJson<{ data: ArenaGames }>(`/api/tournaments/${encodeURIComponent(id)}/games`)).data,
    refetchInterval: 30_000,
  });
}

/** GET /api/tournaments: running and upcoming arenas, then the latest finished ones. */
export function useTournaments() {
  return useQuery({
    queryKey: tournamentsKey,
    queryFn: async () =>
      (await getJson<{ data: { tournaments: TournamentSummary[] } }>('/api/tournaments')).data.tournaments,
    refetchInterval: 30_000,
  });
}

/** GET /api/tournaments/:id: the arena, its standings and the user's place in it. */
export function useTournament(id: string) {
  return useQuery({
    queryKey: tournamentKey(id),
    queryFn: async () =>
      (
        await getJson<{ data: { tournament: TournamentDetail } }>(
          `/api/tournaments/${encodeURIComponent(id)}`,
        )
      ).data.tournament,
  });
}

/** Join, pause or leave: the reply is the arena as it is now. */
export function useArenaAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'join' | 'pause' | 'leave') =>
      (
        await postJson<{ data: { tournament: TournamentDetail } }>(
          `/api/tournaments/${encodeURIComponent(id)}/${action}`,
          {},
        )
      ).data.tournament,
    onSuccess: (t) => {
      client.setQueryData(tournamentKey(id), t);
      void client.invalidateQueries({ queryKey: tournamentsKey });
    },
  });
}

/** "12:05", "1:02:05": a countdown's remaining time. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** "Sun 29 Nov, 05:00" in the user's time zone. */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
