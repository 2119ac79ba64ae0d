import { ButtonLink } from '../../ui/button.tsx';
import { ChartIcon } from '../../ui/icons.tsx';
import '../../ui/page.css';

/** The graphs page: announced, not built yet. Until then the per-event progress chart is offered. */
export function GraphsPage() {
  return (
    <div className="page">
      <title>Graphs · Mnemoria</title>
      <section className="panel not-built">
        <span className="not-built__icon">
          <ChartIcon />
        </span>
        <h1 className="page__title">Graphs</h1>
        <p className="not-built__text">Coming soon: graphs across all your events.</p>
        <ButtonLink to="/app/chart">See your progress per event</ButtonLink>
      </section>
    </div>
  );
}
