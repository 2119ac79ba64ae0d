import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useGameStore } from './store.ts';

export const LEAVE_QUESTION = 'Are you sure you want to leave this page?';

/** Leaving or closing during a running session asks first (tab close and in-app links). */
export function useLeaveGuard(active: boolean) {
  const gameStore = useGameStore();
  // Read the store, not only `active`: a session ended elsewhere (another tab discarded it) sends
  // this screen away in the same render, before the blocker sees the new `active`.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const { session, leaving } = gameStore.get();
    const live = Boolean(session?.running && session.stage !== 'res');
    return active && live && !leaving && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (gameStore.get().leaving) return;
      e.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      e.returnValue = LEAVE_QUESTION;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, gameStore]);
}
