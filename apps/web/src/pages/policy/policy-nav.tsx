import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../ui/icons.tsx';
import { Logo } from '../../ui/logo.tsx';
import { AccountLinks } from '../../ui/public-page.tsx';
import { POLICIES } from './policies.ts';

/**
 * Top navigation of the policy pages; a menu button at ≤ 768 px. `signedIn`: the account links
 * lead back to the dashboard instead of offering Login / Sign up.
 */
export function PolicyNav({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={open ? 'policy-nav is-open' : 'policy-nav'}>
      <div className="policy-nav__bar">
        <Logo {...(signedIn ? { to: '/app/dashboard', label: 'Mnemoria dashboard' } : {})} />
        <button
          type="button"
          className="icon-button policy-nav__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id={menuId} className="policy-nav__menu" aria-label="Policies">
          <ul className="policy-nav__links">
            {POLICIES.map((p) => (
              <li key={p.name}>
                <NavLink
                  to={`/policy/${p.name}`}
                  className={({ isActive }) => (isActive ? 'policy-nav__link is-active' : 'policy-nav__link')}
                >
                  {p.short}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="policy-nav__auth">
            <AccountLinks signedIn={signedIn} />
          </div>
        </nav>
      </div>
    </header>
  );
}
