import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../api/auth-queries.ts';
import { ApiError } from '../api/http.ts';
import { OfflineState } from '../pwa/offline-state.tsx';
import { decideAppAccess, decideVisitorAccess } from './guard-decisions.ts';
import { isSignedOutState } from './public-guards.tsx';

/**
 * Guards every /app route. Renders nothing until the user has loaded; a failed load ends on
 * /login, which is where a signed-out visitor belongs, except when the server could not be reached
 * (offline): then the offline state, which tries again when the connection returns. Only a real failure is logged: the
 * server's 401 for a visitor is the expected answer, not an error.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const query = useCurrentUser();
  const access = decideAppAccess({ ...query, unreachable: isUnreachable(query.error) });

  useEffect(() => {
    if (query.error && !isSignedOut(query.error) && !isUnreachable(query.error))
      console.error('Error fetching data:', query.error);
  }, [query.error]);

  if (access === 'wait') return null;
  if (access === 'offline') return <OfflineState onRetry={() => void query.refetch()} />;
  if (access === 'login') return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}

/** Guards login, signup and forgot password: signed-in users go to their dashboard. */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const query = useCurrentUser();
  const location = useLocation();
  const access = isSignedOutState(location.state) ? 'show' : decideVisitorAccess(query);

  if (access === 'wait') return null;
  if (access === 'dashboard') return <Navigate to="/app/dashboard" replace />;
  return children ?? <Outlet />;
}

/** No answer at all: the fetch itself failed (ApiError status 0). */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The server's answer for someone not signed in. */
function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
