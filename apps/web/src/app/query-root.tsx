import type { User } from '@mnemoria/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { currentUserKey } from '../api/auth-queries.ts';
import { createQueryClient } from '../api/query-client.ts';
import { onProbedUser } from '../api/signed-in.ts';

/**
 * One client for the page's lifetime, created when the first screen that needs the query layer
 * loads: the cache (the signed-in user above all) outlives every route change, also a trip through
 * the landing page, which renders outside this provider so its bundle stays free of it.
 */
const queryClient = createQueryClient();
onProbedUser((user) => queryClient.setQueryData(currentUserKey, user as User | null));

export function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
