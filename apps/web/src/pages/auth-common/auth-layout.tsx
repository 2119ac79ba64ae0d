import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/logo.tsx';
import './auth.css';

/** The centred card (max 500 px) that login, signup and password reset share. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth">
      <title>{`${title} · Mnemoria`}</title>
      <header className="auth__top">
        <Logo />
      </header>
      <main className="auth__main">
        <section className="auth__card" aria-labelledby="auth-title">
          <header className="auth__header">
            <h1 id="auth-title" className="auth__title">
              {title}
            </h1>
            {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
          </header>
          {children}
        </section>
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </main>
      <footer className="auth__legal">
        <Link to="/policy/terms">Terms</Link>
        <Link to="/policy/privacy">Privacy</Link>
        <Link to="/policy/community">Community</Link>
        <Link to="/policy/fairplay">Fair play</Link>
      </footer>
    </div>
  );
}
