import type { User } from '@mnemoria/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '../api/auth.ts';
import { currentUserKey } from '../api/auth-queries.ts';
import { signedInHint } from '../api/signed-in.ts';
import { stopNativePush } from '../native/native-boot.ts';
import { toast } from '../ui/toast/toast-store.ts';
import type { SignedOutState } from './public-guards.tsx';

/**
 * Logout, ending on /. The order matters: leave /app first, synchronously, so the /app
 * guard never sees the emptied cache and bounces to /login; then forget everything cached.
 */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // The device's push token goes first, while the session that registered it still exists.
      await stopNativePush(client.getQueryData<User | null>(currentUserKey)?._id);
      return authApi.logout();
    },
    onSuccess: async () => {
      signedInHint.set(false);
      const state: SignedOutState = { signedOut: true };
      await navigate('/', { replace: true, state, flushSync: true });
      client.clear();
      client.setQueryData(currentUserKey, null);
    },
    onError: (error) => {
      console.error('Logout failed:', error);
      toast({ title: 'Could not log out', description: 'Please try again.', variant: 'destructive' });
    },
  });
}
