import { ButtonLink } from '../../ui/button.tsx';
import { NotBuiltPanel } from '../../ui/not-built-panel.tsx';
import '../../ui/page.css';

/** A screen of the /app shell that a later issue builds: its title and an honest status panel. */
export function NotBuiltPage({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="page">
      <title>{`${title} · Mnemoria`}</title>
      <header className="page__header">
        <h1 className="page__title">{title}</h1>
        {detail ? <p className="page__lead">{detail}</p> : null}
      </header>
      <NotBuiltPanel screen={title}>
        <ButtonLink to="/app/dashboard" variant="secondary">
          Back to dashboard
        </ButtonLink>
      </NotBuiltPanel>
    </div>
  );
}
