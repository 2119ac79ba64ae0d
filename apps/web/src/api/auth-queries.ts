import type { LoginBody, SignupBody, User } from '@mnemoria/protocol';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from './auth.ts';
import { signedInHint } from './signed-in.ts';

/** Cache key of the signed-in user. `null` data means "known to be signed out". */
export const currentUserKey = ['current-user'] as const;

/**
 * The signed-in user. A 401 (or any failure) surfaces as an error; guards turn
 * that into "signed out". Not retried: a retry would only delay the redirect to /login.
 */
export function useCurrentUser() {
  return useQuery<User | null>({
    queryKey: currentUserKey,
    queryFn: authApi.currentUser,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function setSignedIn(client: QueryClient, user: User | undefined) {
  if (user?._id) signedInHint.set(true);
  if (user) client.setQueryData(currentUserKey, user);
  else void client.invalidateQueries({ queryKey: currentUserKey });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => authApi.login(body),
    onSuccess: (res) => setSignedIn(client, res.user),
  });
}

export function useSignup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => authApi.signup(body),
    onSuccess: (res) => setSignedIn(client, res.user),
  });
}
