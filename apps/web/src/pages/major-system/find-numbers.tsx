import type { MajorBy, MajorMapping, MajorNumberData } from '@mnemoria/protocol';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { fetchNumber } from './major-api.ts';
import { isDefaultMajorMapping } from './mapping.ts';
import { partLabel } from './sounds.ts';

type Outcome = { data: MajorNumberData } | { error: string };

/** A word → its number, by spelling and by sound side by side, with what counted. */
export function FindNumbers({ mapping }: { mapping: MajorMapping }) {
  const id = useId();
  const [word, setWord] = useState('');
  const [asked, setAsked] = useState('');
  const [results, setResults] = useState<Partial<Record<MajorBy, Outcome>>>({});
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!asked) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    for (const by of ['spelling', 'sound'] as const) {
      fetchNumber(asked, by, mapping, controller.signal).then(
        (data) => setResults((r) => ({ ...r, [by]: { data } })),
        (err: Error) => {
          if (err.name !== 'AbortError') setResults((r) => ({ ...r, [by]: { error: err.message } }));
        },
      );
    }
    return () => controller.abort();
  }, [asked, mapping]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = word.trim();
    if (!trimmed) return;
    setResults({});
    setAsked(trimmed);
  };

  return (
    <section className="major__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Find numbers</h2>
      <form className="major__form" onSubmit={submit}>
        <div className="field major__grow">
          <label className="field__label" htmlFor={`${id}-word`}>
            Word
          </label>
          <input
            id={`${id}-word`}
            className="field__input"
            value={word}
            onChange={(e) => setWord(e.target.value)}
            maxLength={60}
            autoCapitalize="off"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. phone"
          />
        </div>
        <Button type="submit" disabled={!word.trim()}>
          Find
        </Button>
      </form>
      {asked && (
        <div className="major__numbers" aria-live="polite">
          <NumberCard title="By spelling" outcome={results.spelling} />
          <NumberCard
            title="By sound"
            outcome={results.sound}
            note={isDefaultMajorMapping(mapping) ? undefined : 'Your mapping, carried over to sounds.'}
          />
        </div>
      )}
    </section>
  );
}

function NumberCard({
  title,
  outcome,
  note,
}: {
  title: string;
  outcome: Outcome | undefined;
  note?: string;
}) {
  return (
    <div className="major__number" data-testid={`number-${title.split(' ')[1]}`}>
      <h3>{title}</h3>
      {!outcome && <p className="major__muted">Looking up…</p>}
      {outcome && 'error' in outcome && <p className="major__status--error">{outcome.error}</p>}
      {outcome && 'data' in outcome && (
        <>
          <p className="major__big">{outcome.data.number || '—'}</p>
          {outcome.data.parts.length === 0 ? (
            <p className="major__muted">Nothing in “{outcome.data.word}” is mapped to a digit.</p>
          ) : (
            <ul className="major__parts" aria-label="What counted">
              {outcome.data.parts.map((part, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed for one answer
                <li key={i}>
                  <span className="major__part-from">{partLabel(part)}</span> → <strong>{part.digit}</strong>
                </li>
              ))}
            </ul>
          )}
          {outcome.data.number.length > 3 && (
            <p className="major__muted">
              {outcome.data.number.length} digits: more than one peg (1 to 3 digits each).
            </p>
          )}
          {outcome.data.otherNumbers && (
            <p className="major__muted">Also said as {outcome.data.otherNumbers.join(' or ')}.</p>
          )}
          {note && <p className="major__muted">{note}</p>}
          {outcome.data.notes?.map((n) => (
            <p key={n} className="major__note">
              {n}
            </p>
          ))}
        </>
      )}
    </div>
  );
}
