import { Link, useLocation } from 'react-router';
import { useVersusSearching } from '../realtime/versus-search.ts';

/**
 * The header's pulsing way back to a running versus search, shown on every other page: a match
 * can be found while the athlete trains or reads, and the choice stage waits only seconds.
 */
export function VersusSearchShortcut() {
  const searching = useVersusSearching();
  const { pathname } = useLocation();
  if (!searching || pathname === '/app/versus') return null;
  return (
    <Link to="/app/versus" className="versus-shortcut" data-testid="versus-shortcut">
      <span className="versus-shortcut__dot" aria-hidden="true" />
      <span>Searching…</span>
      <span className="visually-hidden">: a versus search is running, open Versus</span>
    </Link>
  );
}
