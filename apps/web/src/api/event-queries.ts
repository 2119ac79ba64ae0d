import type { EventName, Settings } from '@mnemoria/events';
import type { EventSettingsInput, User } from '@mnemoria/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserKey } from './auth-queries.ts';
import { getJson, putJson } from './http.ts';

/** One entry of GET /api/bmevent/meta. */
export interface EventMeta {
  name: EventName;
  displayName: string;
  prefetchMedia: boolean;
  headline: 'score' | 'speed';
  settings: Partial<Settings>;
}

/** The `error` text our session and settings routes put in a failure body (docs/api.md). */
export function serverError(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
    return body.error;
  return undefined;
}

export const eventMetaKey = ['bmevent-meta'] as const;

/** A failed meta fetch is logged and the list is empty, so the screens say so instead of breaking. */
async function fetchEventMeta(): Promise<EventMeta[]> {
  try {
    const body = await getJson<{ success: boolean; data?: EventMeta[] }>('/api/bmevent/meta');
    return body.success && Array.isArray(body.data) ? body.data : [];
  } catch (error) {
    console.error('Error fetching event meta:', error);
    return [];
  }
}

/** Event names and labels rarely change: fetched once per page load. */
export function useEventMeta() {
  return useQuery({ queryKey: eventMetaKey, queryFn: fetchEventMeta, staleTime: Number.POSITIVE_INFINITY });
}

export const eventSettingsKey = (event: EventName) => ['event-settings', event] as const;

export function useEventSettings(event: EventName) {
  return useQuery({
    queryKey: eventSettingsKey(event),
    queryFn: () =>
      getJson<{ success: boolean; settings: Settings }>(`/api/user/event/settings/${event}`).then(
        (body) => body.settings,
      ),
  });
}

export function useSaveEventSettings(event: EventName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: EventSettingsInput) =>
      putJson<{ success: boolean; settings: Settings }>(`/api/user/event/settings/${event}`, settings),
    onSuccess: (body) => client.setQueryData(eventSettingsKey(event), body.settings),
  });
}

/**
 * Adds or removes one event in favorite.bmevents. The user cache changes at once so the
 * star and the Train mark follow the click; a failed call puts the previous list back.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bmevents: EventName[]) =>
      putJson<{ success: boolean; favorite: User['favorite'] }>('/api/user/event/settings/favorite', {
        favorite: { bmevents },
      }),
    onMutate: async (bmevents) => {
      // A user refetch in flight would overwrite the optimistic list with the old one.
      await client.cancelQueries({ queryKey: currentUserKey });
      const previous = client.getQueryData<User | null>(currentUserKey);
      if (previous) {
        client.setQueryData<User>(currentUserKey, {
          ...previous,
          favorite: { ...previous.favorite, bmevents },
        });
      }
      return { previous };
    },
    onError: (_error, _bmevents, context) => {
      if (context?.previous) client.setQueryData(currentUserKey, context.previous);
    },
    onSuccess: (body) => {
      const current = client.getQueryData<User | null>(currentUserKey);
      if (current && body.favorite)
        client.setQueryData<User>(currentUserKey, { ...current, favorite: body.favorite });
    },
  });
}

/**
 * The user query never goes stale on its own (auth-queries.ts), but levels, bests, ranks and today's
 * trials change with every session: the training screens refetch it when they open.
 */
export function useRefreshUserOnOpen() {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: currentUserKey });
  }, [client]);
}
