import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { probeSignedIn, signedInHint } from '../api/signed-in.ts';
import { bootHydration } from './boot-hydration.ts';
import { isNativePlatform } from './native.ts';

/** Location state set by logout so the landing page is shown even before the cache is cleared. */
export interface SignedOutState {
  signedOut: true;
}

export function isSignedOutState(state: unknown): state is SignedOutState {
  return typeof state === 'object' && state !== null && 'signedOut' in state;
}

/** Inside the native wrapper there is no marketing page; the app starts at /login. */
export function WebOnly({ children }: { children: ReactNode }) {
  if (isNativePlatform()) return <Navigate to="/login" replace />;
  return children;
}

/**
 * The landing page's guard. A visitor sees the page at once; /api/user is asked in the background
 * and a signed-in user is then sent to the dashboard. Only a browser that was signed in
 * last time waits for that answer first, so it never sees the marketing page flash by, unless
 * the page was prerendered: the server sends that only to a visitor it does not know.
 */
export function LandingGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = isSignedOutState(location.state);
  const [waiting, setWaiting] = useState(() => !signedOut && !bootHydration.active && signedInHint.get());

  useEffect(() => {
    bootHydration.active = false;
    if (signedOut) return;
    let live = true;
    void probeSignedIn().then((known) => {
      if (!live) return;
      if (known) void navigate('/app/dashboard', { replace: true });
      else setWaiting(false);
    });
    return () => {
      live = false;
    };
  }, [signedOut, navigate]);

  return waiting ? null : children;
}
