import type { EventName } from '@mnemoria/events';
import type { LeaderboardResponse, VersusBoardResponse, VersusRatingKey } from '@mnemoria/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http.ts';

/** What the page says when the board cannot be read (the detail is logged). */
export const LEADERBOARD_TROUBLE = 'Trouble retrieving leaderboard data. Please refresh.';
export const LEADERBOARD_FAILED = 'Failed to fetch leaderboard data';

export const leaderboardKey = (event?: EventName, page?: number) =>
  ['leaderboard', ...(event ? [event] : []), ...(page ? [page] : [])] as const;

/** One page of an event's standard leaderboard with the caller's own rank. */
export function useLeaderboard(event: EventName, page: number) {
  return useQuery({
    queryKey: leaderboardKey(event, page),
    queryFn: async () => {
      try {
        return await getJson<LeaderboardResponse>(
          `/api/leaderboard/standardUsersData?event=${encodeURIComponent(event)}&page=${page}`,
        );
      } catch (error) {
        // The server's message when it sent one (ApiError carries it), else the generic text.
        const message = error instanceof Error && error.message ? error.message : LEADERBOARD_FAILED;
        console.error(message);
        throw new Error(message);
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One page of a versus leaderboard (overall or an event) with the caller's own place. */
export function useVersusBoard(event: VersusRatingKey, page: number) {
  return useQuery({
    queryKey: ['leaderboard-versus', event, page],
    queryFn: () =>
      getJson<VersusBoardResponse>(`/api/leaderboard/versus?event=${encodeURIComponent(event)}&page=${page}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
