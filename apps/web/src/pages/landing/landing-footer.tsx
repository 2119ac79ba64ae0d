import { Link } from 'react-router';
import { CONTACT_EMAIL, FORUM_URL } from '../../app/config.ts';
import { MailIcon } from '../../ui/icons.tsx';
import { LogoMark } from '../../ui/logo.tsx';
import { POLICIES } from '../policy/policies.ts';
import './landing-footer.css';

/** The site footer (landing and policy pages); someone `signedIn` gets the dashboard, not Login / Sign Up. */
export function LandingFooter({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <footer className="landing-footer">
      <div className="landing-footer__inner">
        <div className="landing-footer__brand">
          <span className="landing-footer__name">
            <LogoMark size={28} /> Mnemoria
          </span>
          <p>Memory sport training, levels and 1 vs 1 competition.</p>
          <a
            className="landing-footer__mail"
            href={`mailto:${CONTACT_EMAIL}`}
            aria-label={`Email us at ${CONTACT_EMAIL}`}
          >
            <MailIcon />
          </a>
        </div>
        <nav className="landing-footer__col" aria-label="Account">
          <h2>Mnemoria</h2>
          {signedIn ? (
            <Link to="/app/dashboard">Dashboard</Link>
          ) : (
            <>
              <Link to="/login">Login</Link>
              <Link to="/signup">Sign Up</Link>
            </>
          )}
          <a href={FORUM_URL} target="_blank" rel="noopener noreferrer">
            Forum<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Link to="/resources/majorsystem">Major System</Link>
          <Link to="/resources/content">Content &amp; credits</Link>
        </nav>
        <nav className="landing-footer__col" aria-label="Policies">
          <h2>Policies</h2>
          {POLICIES.map((p) => (
            <Link key={p.name} to={`/policy/${p.name}`}>
              {p.title}
            </Link>
          ))}
        </nav>
      </div>
      <p className="landing-footer__copy">© {new Date().getFullYear()} Mnemoria</p>
    </footer>
  );
}
