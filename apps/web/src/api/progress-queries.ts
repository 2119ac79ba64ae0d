import type { EventName } from '@mnemoria/events';
import type { ChartPoint, StandardBestItem, TopLevelEntry, User } from '@mnemoria/protocol';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from './auth-queries.ts';
import { getJson, putJson } from './http.ts';

export const topLevelsKey = ['top-levels'] as const;
export const standardBestsKey = ['standard-bests'] as const;
export const chartKey = (event: EventName, start: string, stop: string) =>
  ['chart', event, start, stop] as const;

/** Top Levels on the dashboard: a failure is logged only and the panel shows every event as N/A. */
export function useTopLevels() {
  return useQuery({
    queryKey: topLevelsKey,
    queryFn: async (): Promise<TopLevelEntry[]> => {
      try {
        return await getJson<TopLevelEntry[]>('/api/event/results/topEventsLevels');
      } catch (error) {
        console.error('Error fetching top levels:', error);
        return [];
      }
    },
    // Every finished session changes it: fetched fresh whenever the dashboard opens.
    staleTime: 0,
  });
}

export function useStandardBests() {
  return useQuery({
    queryKey: standardBestsKey,
    queryFn: () =>
      getJson<{ success: boolean; bests: StandardBestItem[] }>('/api/user/profile/standard-bests').then(
        (body) => body.bests,
      ),
    staleTime: 0,
  });
}

/** The user's UTC offset in hours, as the chart's day boundaries take it. */
export const utcOffsetHours = () => -new Date().getTimezoneOffset() / 60;

/** Chart points: the latest 5 without dates, else the results of the days chosen (either bound optional). */
export function useChartData(event: EventName | null, start: string, stop: string) {
  return useQuery({
    queryKey: chartKey(event ?? 'binary', start, stop),
    enabled: event !== null,
    queryFn: async () => {
      const q = new URLSearchParams({ name: event ?? '', timeZone: String(utcOffsetHours()) });
      if (start) q.set('start', start);
      if (stop) q.set('stop', stop);
      const body = await getJson<{ success: boolean; data: { data: ChartPoint[] } }>(
        `/api/chart/eventChartData?${q.toString()}`,
      );
      return body.data.data;
    },
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}

/** Merges a change into the cached user, so every screen follows without a refetch. */
function patchUser(client: ReturnType<typeof useQueryClient>, patch: (user: User) => User) {
  const user = client.getQueryData<User | null>(currentUserKey);
  if (user) client.setQueryData<User>(currentUserKey, patch(user));
}

/** 'Show date as X axis': saved on the user (settings.chart.date_as_x_axis), so it survives a reload. */
export function useChangeXAxis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => putJson<{ success: boolean }>('/api/chart/changeXAxis', { value }),
    onSuccess: (_body, value) =>
      patchUser(client, (u) => ({ ...u, settings: { ...u.settings, chart: { date_as_x_axis: value } } })),
  });
}

/** Saves one event's standard goal (0 clears it); the cached user carries the new goals. */
export function useSaveGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ event, goal }: { event: EventName; goal: number }) =>
      putJson<{ success: boolean; goals: User['goals'] }>('/api/user/profile/updateStandardGoals', {
        goals: { standard: { [event]: { goal } } },
      }),
    onSuccess: (body) => patchUser(client, (u) => ({ ...u, goals: body.goals })),
  });
}
