import { useEffect, useState } from 'react';
import { bootHydration } from '../app/boot-hydration.ts';
import { probeSignedIn, signedInHint } from './signed-in.ts';

/**
 * Whether this browser is signed in, for pages anyone may see (policies, Major System, content):
 * the remembered hint at once, then the server's answer. A visitor's probe is a 200 (`user: null`),
 * so it logs nothing. Not for the landing page, whose gate already asks. A prerendered page is
 * only sent to a visitor, and its first render must match that HTML: there it starts as "visitor".
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(() => !bootHydration.active && signedInHint.get());
  useEffect(() => {
    let live = true;
    void probeSignedIn(false).then((known) => {
      if (live) setSignedIn(known);
    });
    return () => {
      live = false;
    };
  }, []);
  return signedIn;
}
