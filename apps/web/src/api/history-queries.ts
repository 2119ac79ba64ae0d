import type { EventName } from '@mnemoria/events';
import type {
  AnalyticsEvent,
  CardUnit,
  HistoryPage,
  ItemsAnalytics,
  SessionPoint,
  SessionReplay,
} from '@mnemoria/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from './http.ts';

interface Body<T> {
  success: boolean;
  data: T;
}

/** One page of finished sessions, newest first. */
export function useHistory(page: number) {
  return useQuery({
    queryKey: ['history', page],
    queryFn: () => getJson<Body<HistoryPage>>(`/api/bmevent/history?page=${page}`).then((b) => b.data),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** A finished session's replay: it never changes, so it is kept. */
export function useReplay(id: string) {
  return useQuery({
    queryKey: ['replay', id],
    queryFn: () =>
      getJson<Body<SessionReplay>>(`/api/bmevent/history/${encodeURIComponent(id)}`).then((b) => b.data),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useItemAnalytics(event: AnalyticsEvent | null, group: 2 | 3, unit: CardUnit = 'card') {
  return useQuery({
    queryKey: ['analytics-items', event, group, unit],
    enabled: event !== null,
    queryFn: () =>
      getJson<Body<ItemsAnalytics>>(`/api/analytics/items?event=${event}&group=${group}&unit=${unit}`).then(
        (b) => b.data,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSessionPoints(event: EventName | null) {
  return useQuery({
    queryKey: ['analytics-sessions', event],
    enabled: event !== null,
    queryFn: () =>
      getJson<Body<{ points: SessionPoint[] }>>(`/api/analytics/sessions?event=${event}`).then(
        (b) => b.data.points,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
