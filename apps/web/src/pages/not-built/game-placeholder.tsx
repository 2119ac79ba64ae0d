import { useParams } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { Logo } from '../../ui/logo.tsx';
import { NotBuiltPanel } from '../../ui/not-built-panel.tsx';
import '../../ui/page.css';
import '../major-system/major-system.css';

/**
 * Full-screen routes under /app that sit outside the shell (the live viewer). They keep
 * the whole viewport once built; for now the same honest panel, with a way back.
 */
function FullScreenPlaceholder({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="public-page">
      <title>{`${title} · Mnemoria`}</title>
      <header className="public-page__header">
        <Logo to="/app/dashboard" label="Mnemoria dashboard" />
      </header>
      <main className="public-page__main page">
        <header className="page__header">
          <h1 className="page__title">{title}</h1>
          <p className="page__lead">{detail}</p>
        </header>
        <NotBuiltPanel screen={title}>
          <ButtonLink to="/app/dashboard" variant="secondary">
            Back to dashboard
          </ButtonLink>
        </NotBuiltPanel>
      </main>
    </div>
  );
}

export function WatchPlaceholder() {
  const { bmeventId = '' } = useParams();
  return <FullScreenPlaceholder title="Live viewer" detail={`Session ${bmeventId}`} />;
}
