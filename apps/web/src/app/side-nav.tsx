import { canModerate } from '@mnemoria/protocol';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../api/auth-queries.ts';
import { useVersusSearching } from '../realtime/versus-search.ts';
import { ChatIcon, ExternalIcon, LogoutIcon } from '../ui/icons.tsx';
import { FORUM_URL } from './config.ts';
import { APP_NAV } from './nav-items.tsx';
import { useLogout } from './use-logout.ts';

/** The /app side navigation; a fixed column on desktop, the body of the drawer on phones. */
export function SideNav({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const logout = useLogout();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const searching = useVersusSearching();
  const items = APP_NAV.filter((item) => !item.moderatorOnly || canModerate(user?.role));
  return (
    <nav id={id} className="side-nav" aria-label="Main">
      <ul className="side-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                // /app (the index) is the dashboard too.
                [
                  'side-nav__link',
                  isActive || (item.to === '/app/dashboard' && pathname === '/app') ? 'is-active' : '',
                  item.to === '/app/versus' && searching ? 'is-glowing' : '',
                ]
                  .filter(Boolean)
                  .join(' ')
              }
            >
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="side-nav__list side-nav__list--secondary">
        <li>
          <a className="side-nav__link" href={FORUM_URL} target="_blank" rel="noopener noreferrer">
            <ChatIcon />
            <span>Forum</span>
            <ExternalIcon className="side-nav__external" />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            className="side-nav__link side-nav__button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogoutIcon />
            <span>{logout.isPending ? 'Logging out…' : 'Logout'}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
