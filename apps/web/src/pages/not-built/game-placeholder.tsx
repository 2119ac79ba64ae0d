import { useParams } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { NotBuiltPanel } from '../../ui/not-built-panel.tsx';
import { PublicPage } from '../../ui/public-page.tsx';

/**
 * Full-screen routes under /app that sit outside the shell (the live viewer). They keep
 * the whole viewport once built; for now the same honest panel, with a way back.
 */
function FullScreenPlaceholder({ title, detail }: { title: string; detail: string }) {
  return (
    <PublicPage title={title} home={{ to: '/app/dashboard', label: 'Mnemoria dashboard' }}>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{detail}</p>
      </header>
      <NotBuiltPanel screen={title}>
        <ButtonLink to="/app/dashboard" variant="secondary">
          Back to dashboard
        </ButtonLink>
      </NotBuiltPanel>
    </PublicPage>
  );
}

export function WatchPlaceholder() {
  const { bmeventId = '' } = useParams();
  return <FullScreenPlaceholder title="Live viewer" detail={`Session ${bmeventId}`} />;
}
