import {
  SYSTEM_FIELDS,
  SYSTEM_RATINGS,
  SYSTEM_TITLES,
  type SystemDrill,
  type SystemKind,
} from '@mnemoria/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fetchDrill, postReview } from '../../api/systems-queries.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { kindOf } from './deck-page.tsx';
import { drillAction, formatWait, RATING_LABELS } from './drill-keys.ts';
import { PromptView } from './prompt-view.tsx';
import '../../ui/page.css';
import './systems.css';

/** The drill (/app/systems/:kind/drill): one due item at a time, weakest first; keys Space, 1–4. */
export function DrillPage() {
  const kind = kindOf(useParams().kind);
  if (!kind) return <Alert tone="danger">There is no such system.</Alert>;
  return <Drill kind={kind} />;
}

function Drill({ kind }: { kind: SystemKind }) {
  const client = useQueryClient();
  const [drill, setDrill] = useState<SystemDrill | null>(null);
  const [at, setAt] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(0);
  const [last, setLast] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setDrill(await fetchDrill(kind));
      setAt(0);
      setRevealed(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The drill could not be loaded.');
    }
  }, [kind]);
  useEffect(() => {
    void load();
  }, [load]);

  const card = drill?.cards[at];
  const grade = useCallback(
    async (rating: 1 | 2 | 3 | 4) => {
      if (!card || busy) return;
      setBusy(true);
      try {
        const result = await postReview(kind, card.item, rating);
        setDone((n) => n + 1);
        setLast(
          `${RATING_LABELS[rating]}: next in ${formatWait(new Date(result.due).getTime() - Date.now())}`,
        );
        void client.invalidateQueries({ queryKey: ['systems'] });
        if (drill && at + 1 < drill.cards.length) {
          setAt(at + 1);
          setRevealed(false);
        } else await load();
      } catch (e) {
        setError(e instanceof Error ? e.message : 'The grade was not saved.');
      } finally {
        setBusy(false);
      }
    },
    [card, busy, kind, client, drill, at, load],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      // Enter and Space on a focused button are that button's.
      if (target?.tagName === 'BUTTON' || target?.tagName === 'A') {
        if (e.key === ' ' || e.key === 'Enter') return;
      }
      const action = drillAction(e.key, revealed, { ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
      if (!action || !card) return;
      e.preventDefault();
      if (action.type === 'reveal') setRevealed(true);
      else void grade(action.rating);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, card, grade]);

  // A new card puts the focus back on "Show", so Enter and Space keep working from the keyboard.
  useEffect(() => {
    if (card && !revealed) document.querySelector<HTMLButtonElement>('[data-drill-show]')?.focus();
  }, [card, revealed]);

  const left = drill ? drill.due - at : 0;
  return (
    <div className="page systems-page systems-drill">
      <title>{`Drill · ${SYSTEM_TITLES[kind]} · Mnemoria`}</title>
      <header className="page__header page__header--row">
        <div>
          <p className="systems-crumb">
            <Link to="/app/systems">Systems</Link> ·{' '}
            <Link to={`/app/systems/${kind}`}>{SYSTEM_TITLES[kind]}</Link>
          </p>
          <h1 className="page__title">Drill</h1>
        </div>
        <p className="systems-drill__tally" aria-live="polite">
          <span data-testid="drill-left">{left}</span> due · {done} reviewed
        </p>
      </header>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {drill && !card ? (
        <section className="panel systems-drill__done">
          <h2 className="systems-deck__title">Nothing is due</h2>
          <p>
            {drill.nextDue
              ? `The next item comes due in ${formatWait(new Date(drill.nextDue).getTime() - Date.now())}.`
              : 'Give items an entry to drill them.'}
          </p>
          <Button variant="secondary" onClick={() => void load()}>
            Check again
          </Button>
        </section>
      ) : null}
      {card ? (
        <section className="panel systems-card" aria-label="Flashcard" data-item={card.item}>
          {card.weakness !== null && card.weakness > 0 ? (
            <p className="systems-card__weak">Weak in your sessions (weakness {card.weakness})</p>
          ) : null}
          <PromptView prompt={card.prompt} size="large" />
          {card.prompt.images.length && kind !== 'faces' ? (
            <p className="systems-card__caption">{card.prompt.text}</p>
          ) : null}
          {revealed ? (
            <dl className="systems-card__entry" data-testid="drill-entry">
              {SYSTEM_FIELDS[kind].map((name, i) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{card.fields[i] || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Button data-drill-show size="lg" onClick={() => setRevealed(true)}>
              Show <kbd>Space</kbd>
            </Button>
          )}
          {revealed ? (
            <div className="systems-card__grades">
              {SYSTEM_RATINGS.map((r) => (
                <Button
                  key={r}
                  variant={r === 1 ? 'danger' : r === 3 ? 'primary' : 'secondary'}
                  disabled={busy}
                  onClick={() => void grade(r)}
                >
                  <kbd>{r}</kbd> {RATING_LABELS[r]}
                </Button>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}
      <p className="systems-drill__help">
        {kind === 'faces' ? 'Recall the name' : 'Think of your image'}, press <kbd>Space</kbd> to check it,
        then grade how well you knew it: <kbd>1</kbd> Again, <kbd>2</kbd> Hard, <kbd>3</kbd> Good,{' '}
        <kbd>4</kbd> Easy.
        {last ? <span className="systems-drill__last"> {last}.</span> : null}
      </p>
    </div>
  );
}
