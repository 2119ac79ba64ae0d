import { Link } from 'react-router';
import { FORUM_URL } from '../../app/config.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ExternalIcon } from '../../ui/icons.tsx';
import { Logo } from '../../ui/logo.tsx';

export function LandingHeader() {
  return (
    <header className="landing-header">
      <div className="landing-header__inner">
        <Logo />
        <nav className="landing-header__nav" aria-label="Site">
          <Link className="landing-header__link landing-header__link--major" to="/resources/majorsystem">
            Major System
          </Link>
          <a className="landing-header__link" href={FORUM_URL} target="_blank" rel="noopener noreferrer">
            Forum
            <ExternalIcon />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
          <ButtonLink to="/login" variant="secondary">
            Login
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
