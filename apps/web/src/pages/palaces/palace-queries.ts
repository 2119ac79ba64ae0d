import type {
  PalaceCard,
  PalaceListResponse,
  PalaceResponse,
  PlaylistResponse,
  PlaylistsResponse,
  PremiumCountResponse,
  User,
} from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../api/auth-queries.ts';
import { getJson, postJson } from '../../api/http.ts';
import { toast } from '../../ui/toast/toast-store.ts';

const palacesKey = ['palaces'] as const;
const playlistsKey = ['palaces', 'playlists'] as const;

export const usePalaces = () =>
  useQuery({
    queryKey: [...palacesKey, 'all'],
    queryFn: async () => (await getJson<PalaceListResponse>('/api/palace/all')).palaces,
  });

export const usePremiumCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...palacesKey, 'premium-count'],
    enabled,
    queryFn: async () => (await getJson<PremiumCountResponse>('/api/palace/premium-count')).count,
  });

export const usePalace = (id: string) =>
  useQuery({
    queryKey: [...palacesKey, 'one', id],
    queryFn: async () => (await getJson<PalaceResponse>(`/api/palace/${encodeURIComponent(id)}`)).palace,
    retry: false,
  });

/** Playlists are premium only: free users never ask (the server would refuse them). */
export const usePlaylists = (enabled: boolean) =>
  useQuery({
    queryKey: playlistsKey,
    enabled,
    queryFn: async () => (await getJson<PlaylistsResponse>('/api/palace/playlist/all')).playlists,
  });

/**
 * Favourite toggle: the user's `favorite.palaces` changes at once (the marker follows the click)
 * and is replaced by the server's list; a failure puts the old list back.
 */
export function useFavoritePalace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ palaceId, on }: { palaceId: string; on: boolean }) =>
      postJson<{ favorite: { palaces: string[] } }>(
        `/api/user/profile/${on ? 'favorite-palace' : 'unfavorite-palace'}`,
        { palaceId },
      ),
    onMutate: ({ palaceId, on }) => {
      const previous = client.getQueryData<User | null>(currentUserKey);
      if (previous) {
        const rest = (previous.favorite.palaces ?? []).filter((p) => p !== palaceId);
        client.setQueryData<User>(currentUserKey, {
          ...previous,
          favorite: { ...previous.favorite, palaces: on ? [...rest, palaceId] : rest },
        });
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) client.setQueryData(currentUserKey, context.previous);
      console.error('Favorite update failed:', error);
      toast({ title: 'Failed to update favorites', variant: 'destructive' });
    },
    onSuccess: (body, { on }) => {
      const current = client.getQueryData<User | null>(currentUserKey);
      if (current)
        client.setQueryData<User>(currentUserKey, {
          ...current,
          favorite: { ...current.favorite, palaces: body.favorite.palaces },
        });
      if (on) toast({ title: 'Added to favorites', variant: 'success' });
      else toast({ title: 'Removed from favorites' });
    },
  });
}

type PlaylistCall =
  | { path: 'create'; body: { name: string } }
  | { path: 'update'; body: { name: string; playlistId: string } }
  | { path: 'remove'; body: { playlistId: string } }
  | { path: 'add-palace' | 'remove-palace'; body: { palaceId: string; playlistId: string } };

export function usePlaylistCall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: PlaylistCall) =>
      postJson<PlaylistResponse | { success: true }>(`/api/palace/playlist/${call.path}`, call.body),
    onSettled: () => client.invalidateQueries({ queryKey: playlistsKey }),
  });
}

/** Cards grouped by location count, most locations first. */
export function groupByLocations(cards: PalaceCard[]): [number, PalaceCard[]][] {
  const groups = new Map<number, PalaceCard[]>();
  for (const c of cards) groups.set(c.locationCount, [...(groups.get(c.locationCount) ?? []), c]);
  return [...groups.entries()].sort((a, b) => b[0] - a[0]);
}
