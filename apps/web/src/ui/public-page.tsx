import type { ReactNode } from 'react';
import { useSignedIn } from '../api/use-signed-in.ts';
import { ButtonLink } from './button.tsx';
import { Logo } from './logo.tsx';
import './page.css';
import './public-page.css';

/**
 * The frame of a page outside the app shell: logo, the account links (Login / Sign Up for a visitor,
 * the dashboard for someone signed in, whose logo leads there too), and the page's main content.
 */
export function PublicPage({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const signedIn = useSignedIn();
  return (
    <div className="public-page">
      <title>{`${title} · Mnemoria`}</title>
      <header className="public-page__header">
        <Logo {...(signedIn ? DASHBOARD_HOME : {})} />
        <nav className="public-page__nav" aria-label="Account">
          <AccountLinks signedIn={signedIn} />
        </nav>
      </header>
      <main className={`public-page__main page ${className}`.trim()}>{children}</main>
    </div>
  );
}

const DASHBOARD_HOME = { to: '/app/dashboard', label: 'Mnemoria dashboard' };

/** Login and Sign Up for a visitor; the way back to the dashboard for someone signed in. */
export function AccountLinks({ signedIn }: { signedIn: boolean }) {
  if (signedIn) return <ButtonLink to="/app/dashboard">Dashboard</ButtonLink>;
  return (
    <>
      <ButtonLink to="/login" variant="ghost">
        Login
      </ButtonLink>
      <ButtonLink to="/signup">Sign Up</ButtonLink>
    </>
  );
}
