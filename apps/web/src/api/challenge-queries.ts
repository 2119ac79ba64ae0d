import type { EventName } from '@mnemoria/events';
import type { ChallengeView, PublicProfile } from '@mnemoria/protocol';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson, postJson } from './http.ts';

const noRetryOn4xx = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

export const publicProfileKey = (userName: string) => ['public-profile', userName.toLowerCase()] as const;

/** GET /api/users/:userName: another athlete's public profile (a 404 is not retried). */
export function usePublicProfile(userName: string) {
  return useQuery({
    queryKey: publicProfileKey(userName),
    queryFn: async () =>
      (await getJson<{ profile: PublicProfile }>(`/api/users/${encodeURIComponent(userName)}`)).profile,
    retry: noRetryOn4xx,
  });
}

export const challengeKey = (id: string) => ['challenge', id] as const;

/** GET /api/versus/challenges/:id: a challenge the user sent or received. */
export function useChallenge(id: string) {
  return useQuery({
    queryKey: challengeKey(id),
    queryFn: async () =>
      (await getJson<{ challenge: ChallengeView }>(`/api/versus/challenges/${encodeURIComponent(id)}`))
        .challenge,
    retry: noRetryOn4xx,
  });
}

const act = async (id: string, what: 'accept' | 'decline' | 'cancel') =>
  (
    await postJson<{ challenge: ChallengeView }>(
      `/api/versus/challenges/${encodeURIComponent(id)}/${what}`,
      {},
    )
  ).challenge;

export const sendChallenge = async (body: { userName: string; event: EventName; rated: boolean }) =>
  (await postJson<{ challenge: ChallengeView }>('/api/versus/challenges', body)).challenge;
export const acceptChallenge = (id: string) => act(id, 'accept');
export const declineChallenge = (id: string) => act(id, 'decline');
export const cancelChallenge = (id: string) => act(id, 'cancel');

/** GET /api/versus/challenges: the user's open challenges, sent and received. */
export const fetchOpenChallenges = async () =>
  (await getJson<{ challenges: ChallengeView[] }>('/api/versus/challenges')).challenges;

/** 'Challenge accepted', … as a sentence for either side. */
export function challengeStatusText(c: ChallengeView): string {
  const other = c.you === 'from' ? c.to.userName : c.from.userName;
  switch (c.status) {
    case 'open':
      return c.you === 'from' ? `Waiting for ${other} to answer…` : `${other} challenges you.`;
    case 'accepted':
      return 'Challenge accepted: the match is open.';
    case 'declined':
      return c.you === 'from' ? `${other} declined the challenge.` : 'You declined the challenge.';
    case 'cancelled':
      return c.you === 'from' ? 'You withdrew the challenge.' : `${other} withdrew the challenge.`;
    case 'expired':
      return 'The challenge expired.';
  }
}
