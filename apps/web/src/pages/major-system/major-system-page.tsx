import { NotBuiltPanel } from '../../ui/not-built-panel.tsx';
import { PublicPage } from '../../ui/public-page.tsx';

/** Public Major System helper; the tool itself arrives in a later issue. */
export function MajorSystemPage() {
  return (
    <PublicPage title="Major System">
      <header className="page__header">
        <h1 className="page__title">Major System</h1>
        <p className="page__lead">Turn numbers into words and words into numbers with the Major System.</p>
      </header>
      <NotBuiltPanel screen="Major System" />
    </PublicPage>
  );
}
