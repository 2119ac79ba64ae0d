import type { Format } from '@mnemoria/events';
import type { FormatsResponse, LeaderboardResponse } from '@mnemoria/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http.ts';

/** The competition formats (they change only with a release). */
export function useFormats() {
  return useQuery({
    queryKey: ['formats'],
    queryFn: () => getJson<FormatsResponse>('/api/bmevent/formats').then((b) => b.data.formats),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One page of a format's own leaderboard. */
export function useFormatBoard(format: Format | undefined, page: number) {
  return useQuery({
    queryKey: ['leaderboard', 'format', format?.id, page],
    enabled: format !== undefined,
    queryFn: () =>
      getJson<LeaderboardResponse>(
        `/api/leaderboard?event=${format?.event}&format=${encodeURIComponent(format?.id ?? '')}&page=${page}`,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** "5 min" or "60 s": how the list shows a stage's limit. */
export const duration = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);

/** What each scoring rule is called on screen. */
export const SCORING_LABEL: Record<Format['scoring'], string> = {
  event: 'Scored as in training',
  'rows-40': 'Rows of 40 (40 / 20 / 0)',
  'rows-30': 'Rows of 30 (30 / 15 / 0)',
  'decks-52': 'Decks of 52 (52 / 26 / 0)',
  'columns-20': 'Columns of 20 (20 / 10 / 0)',
  dates: '+1 right, −0.5 wrong',
  'names-exact': '1 per first name and surname',
  'names-phonetic': '1 per name, ½ if it sounds right',
  'speed-cards': 'To the first mistake, then time',
  spoken: 'To the first mistake',
  'image-rows': 'Rows of 5 (+5 / −1)',
};

export const FAMILY_LABEL: Record<Format['family'], string> = {
  sprint: 'One-minute sprints',
  wmsc: 'WMSC disciplines',
  iam: 'IAM disciplines',
  custom: 'Your formats',
};
