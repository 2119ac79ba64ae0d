import type { ReactNode } from 'react';
import { ButtonLink } from './button.tsx';
import { Logo } from './logo.tsx';
import './page.css';
import './public-page.css';

/**
 * The frame of a page outside the app shell: logo, the visitor's Login / Sign Up links (unless
 * `home` points into the app), and the page's main content.
 */
export function PublicPage({
  title,
  home,
  className = '',
  children,
}: {
  title: string;
  /** Where the logo leads; an /app target also hides the visitor links. */
  home?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="public-page">
      <title>{`${title} · Mnemoria`}</title>
      <header className="public-page__header">
        <Logo {...(home ?? {})} />
        {!home && (
          <nav className="public-page__nav" aria-label="Account">
            <ButtonLink to="/login" variant="ghost">
              Login
            </ButtonLink>
            <ButtonLink to="/signup">Sign Up</ButtonLink>
          </nav>
        )}
      </header>
      <main className={`public-page__main page ${className}`.trim()}>{children}</main>
    </div>
  );
}
