import { useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../api/auth-queries.ts';
import { startNativePush } from '../native/native-boot.ts';
import { OnlineCount } from '../pages/lives/online-count.tsx';
import { useMainSocketConnection } from '../realtime/use-main-socket.ts';
import { Avatar } from '../ui/avatar.tsx';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { Logo } from '../ui/logo.tsx';
import { IncomingChallenges } from './incoming-challenges.tsx';
import { SideNav } from './side-nav.tsx';
import './app-shell.css';
import { VersusSearchShortcut } from './versus-shortcut.tsx';
import './versus-shortcut.css';

/**
 * The signed-in layout: header, side navigation (a drawer below 768 px) and the page outlet.
 * RequireUser sits above it, so the user is present whenever this renders.
 */
export function AppShell() {
  const { data: user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useMainSocketConnection(Boolean(user));

  // Inside the native wrapper: push notifications for this user (a no-op in a browser).
  const navigate = useNavigate();
  const userId = user?._id;
  useEffect(() => {
    if (userId) void startNativePush(userId, navigate).catch((err: unknown) => console.warn('[push]', err));
  }, [userId, navigate]);

  // A route change (link, back button) always closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [drawerOpen]);

  if (!user) return null;

  return (
    <div className={drawerOpen ? 'app-shell is-drawer-open' : 'app-shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <button
          ref={toggleRef}
          type="button"
          className="icon-button app-header__menu"
          aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={drawerOpen}
          aria-controls={navId}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {drawerOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Logo to="/app/dashboard" label="Mnemoria dashboard" />
        <OnlineCount />
        <VersusSearchShortcut />
        <Link
          to="/app/profile"
          className="app-header__profile"
          aria-label={`Your profile (${user.userName})`}
        >
          {user.membership?.premium ? (
            <span className="app-header__premium" data-testid="header-premium">
              Premium
            </span>
          ) : null}
          <span className="app-header__name">{user.userName}</span>
          <Avatar name={user.userName} image={user.image} size={40} />
        </Link>
      </header>
      <div className="app-shell__body">
        <aside className="app-shell__sidebar">
          <SideNav id={navId} onNavigate={() => setDrawerOpen(false)} />
        </aside>
        {drawerOpen ? (
          <button
            type="button"
            className="app-shell__backdrop"
            aria-label="Close menu"
            tabIndex={-1}
            onClick={() => setDrawerOpen(false)}
          />
        ) : null}
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <IncomingChallenges />
    </div>
  );
}
