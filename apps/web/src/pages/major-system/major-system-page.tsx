import { ButtonLink } from '../../ui/button.tsx';
import { Logo } from '../../ui/logo.tsx';
import { NotBuiltPanel } from '../../ui/not-built-panel.tsx';
import '../../ui/page.css';
import './major-system.css';

/** Public Major System helper (spec §2); the tool itself arrives in a later issue. */
export function MajorSystemPage() {
  return (
    <div className="public-page">
      <title>Major System · Mnemoria</title>
      <header className="public-page__header">
        <Logo />
        <nav className="public-page__nav" aria-label="Account">
          <ButtonLink to="/login" variant="ghost">
            Login
          </ButtonLink>
          <ButtonLink to="/signup">Sign Up</ButtonLink>
        </nav>
      </header>
      <main className="public-page__main page">
        <header className="page__header">
          <h1 className="page__title">Major System</h1>
          <p className="page__lead">Turn numbers into words and words into numbers with the Major System.</p>
        </header>
        <NotBuiltPanel screen="Major System" />
      </main>
    </div>
  );
}
