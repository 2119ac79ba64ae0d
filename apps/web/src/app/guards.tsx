import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../api/auth-queries.ts';
import { decideAppAccess, decideVisitorAccess } from './guard-decisions.ts';
import { isNativePlatform } from './native.ts';

/** Location state set by logout so the landing page is shown even before the cache is cleared. */
export interface SignedOutState {
  signedOut: true;
}

function isSignedOutState(state: unknown): state is SignedOutState {
  return typeof state === 'object' && state !== null && 'signedOut' in state;
}

/**
 * Guards every /app route. Renders nothing until the user has loaded (spec §2); a failed load is
 * logged and ends on /login, which is where a signed-out visitor belongs.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const query = useCurrentUser();
  const access = decideAppAccess(query);

  useEffect(() => {
    if (query.error) console.error('Error fetching data:', query.error);
  }, [query.error]);

  if (access === 'wait') return null;
  if (access === 'login') return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}

/** Guards landing, login, signup and forgot password: signed-in users go to their dashboard. */
export function VisitorOnly({ children }: { children?: ReactNode }) {
  const query = useCurrentUser();
  const location = useLocation();
  const access = isSignedOutState(location.state) ? 'show' : decideVisitorAccess(query);

  if (access === 'wait') return null;
  if (access === 'dashboard') return <Navigate to="/app/dashboard" replace />;
  return children ?? <Outlet />;
}

/** Spec §2: inside the native wrapper there is no marketing page; the app starts at /login. */
export function WebOnly({ children }: { children: ReactNode }) {
  if (isNativePlatform()) return <Navigate to="/login" replace />;
  return children;
}
