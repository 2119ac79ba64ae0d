import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { useMyPalace, useMyPalaceChange } from './my-palace-queries.ts';
import '../../ui/page.css';
import './palaces.css';
import './my-palaces.css';

type Mark = 'remembered' | 'forgotten';

/**
 * Walk mode (/app/palaces/mine/:id/walk): one location at a time by its number; the user recalls
 * it, reveals it (Space), and marks it remembered (R) or forgotten (F), which moves on. ← and →
 * step back and forth. Finishing saves the walk, which sets when the palace is due again.
 */
export function WalkPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const palace = useMyPalace(id);
  const save = useMyPalaceChange(id);
  const [at, setAt] = useState(0);
  const [shown, setShown] = useState(false);
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  const locations = palace.data?.locations ?? [];
  const loc = locations[at];
  const n = locations.length;

  const go = useCallback(
    (to: number) => {
      setAt(Math.max(0, Math.min(n - 1, to)));
      setShown(false);
    },
    [n],
  );
  const mark = useCallback(
    (m: Mark) => {
      if (!loc) return;
      setMarks((old) => ({ ...old, [loc.id]: m }));
      if (at < n - 1) go(at + 1);
      else setShown(true);
    },
    [loc, at, n, go],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('button, a, input, textarea')) return;
      if (e.key === 'ArrowRight') go(at + 1);
      else if (e.key === 'ArrowLeft') go(at - 1);
      else if (e.key === ' ') setShown(true);
      else if (e.key === 'r' || e.key === 'R') mark('remembered');
      else if (e.key === 'f' || e.key === 'F') mark('forgotten');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [at, go, mark]);

  const done = Object.keys(marks).length;
  const finish = () => {
    const ids = Object.keys(marks);
    save.mutate(
      {
        method: 'POST',
        path: '/walks',
        body: {
          forgotten: ids.filter((k) => marks[k] === 'forgotten'),
          remembered: ids.filter((k) => marks[k] === 'remembered'),
        },
      },
      { onSuccess: () => navigate(`/app/palaces/mine/${id}`) },
    );
  };

  return (
    <div className="page palace walk">
      <title>{`Walk ${palace.data?.name ?? ''} · Mnemoria`}</title>
      <div>
        <Button variant="ghost" onClick={() => navigate(`/app/palaces/mine/${id}`)}>
          <ArrowLeftIcon /> Back to the palace
        </Button>
      </div>
      {palace.isError ? <Alert tone="danger">{palace.error.message}</Alert> : null}
      {loc ? (
        <>
          <h1 className="page__title">{palace.data?.name}</h1>
          <p className="page__lead" aria-live="polite">
            Location {at + 1} of {n} · {done} marked
          </p>
          <section
            className={`walk__card panel${marks[loc.id] ? ` is-${marks[loc.id]}` : ''}`}
            aria-label="Location"
          >
            <span className="walk__number">{at + 1}</span>
            {shown ? (
              <>
                {loc.photo ? <img className="walk__photo" src={loc.photo} alt={loc.title} /> : null}
                <h2 className="walk__title">{loc.title}</h2>
                {loc.note ? <p className="my-location__note">{loc.note}</p> : null}
              </>
            ) : (
              <p className="page__lead">Picture location {at + 1} in your mind, then check it.</p>
            )}
            {shown ? null : (
              <Button variant="secondary" onClick={() => setShown(true)}>
                Show location (Space)
              </Button>
            )}
            {marks[loc.id] ? <p className="walk__mark">Marked {marks[loc.id]}</p> : null}
          </section>
          <div className="my-location__actions walk__actions">
            <Button variant="ghost" disabled={at === 0} onClick={() => go(at - 1)}>
              ← Previous
            </Button>
            <Button onClick={() => mark('remembered')}>Remembered (R)</Button>
            <Button variant="danger" onClick={() => mark('forgotten')}>
              Forgotten (F)
            </Button>
            <Button variant="ghost" disabled={at === n - 1} onClick={() => go(at + 1)}>
              Next →
            </Button>
          </div>
          {save.isError ? <Alert tone="danger">{save.error.message}</Alert> : null}
          <Button size="lg" disabled={done === 0 || save.isPending} onClick={finish}>
            Finish walk ({done} of {n} marked)
          </Button>
        </>
      ) : palace.isSuccess ? (
        <p className="page__lead">This palace has no locations yet.</p>
      ) : null}
    </div>
  );
}
