import { FORMAT_FAMILIES } from '@mnemoria/events';
import { Link } from 'react-router';
import { useEventMeta } from '../../api/event-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import '../../ui/page.css';
import { duration, FAMILY_LABEL, SCORING_LABEL, useFormats } from './formats-queries.ts';
import './formats.css';
import { PresetsPanel } from './presets-panel.tsx';

/** Formats (/app/formats): every competition format by family, each with Start and its board. */
export function FormatsPage() {
  const formats = useFormats();
  const { data: meta } = useEventMeta();
  const eventName = (e: string) => meta?.find((m) => m.name === e)?.displayName ?? e;

  return (
    <div className="page formats">
      <title>Formats · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Competition formats</h1>
        <p className="page__lead">
          Fixed times, amounts and official scoring. Played as practice, ranked on each format's own board.
        </p>
      </header>
      <PresetsPanel eventName={eventName} />
      {formats.isPending ? (
        <p role="status">Loading formats…</p>
      ) : formats.isError ? (
        <Alert tone="danger">The formats could not be loaded. Please refresh the page to try again.</Alert>
      ) : (
        FORMAT_FAMILIES.map((family) => {
          const list = formats.data.filter((f) => f.family === family);
          if (list.length === 0) return null;
          return (
            <section key={family} className="panel formats__family" aria-label={FAMILY_LABEL[family]}>
              <h2 className="formats__title">{FAMILY_LABEL[family]}</h2>
              <ul className="formats__list">
                {list.map((f) => (
                  <li key={f.id} className="formats__item" data-format={f.id}>
                    <div className="formats__what">
                      <strong>{f.name}</strong>
                      <span className="formats__meta">
                        {eventName(f.event)} · {f.amount} items · memorize {duration(f.memorize)} · recall{' '}
                        {duration(f.recall)}
                      </span>
                      <span className="formats__meta">{SCORING_LABEL[f.scoring]}</span>
                    </div>
                    <div className="formats__actions">
                      <Link
                        className="btn btn--primary"
                        to={`/app/event/${f.event}/practice/start?format=${f.id}`}
                      >
                        Start
                      </Link>
                      <Link className="btn btn--secondary" to={`/app/formats/${f.id}`}>
                        Board
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
