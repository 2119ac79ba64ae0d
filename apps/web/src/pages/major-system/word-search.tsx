import type { MajorBy, MajorMapping, MajorWordsData } from '@mnemoria/protocol';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { fetchWords } from './major-api.ts';
import { isDefaultMajorMapping } from './mapping.ts';

const DIGITS = /^[0-9]{1,3}$/;

/** Digits → nouns, by sound or by spelling, in four columns, a page at a time. */
export function WordSearch({ mapping }: { mapping: MajorMapping }) {
  const id = useId();
  const [digits, setDigits] = useState('');
  const [by, setBy] = useState<MajorBy>('sound');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<MajorWordsData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const valid = DIGITS.test(digits);

  // Searches as the digits are typed (1 to 3 digits), and again when the mapping or switch changes.
  useEffect(() => {
    if (!valid) {
      setResult(null);
      setError(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchWords(digits, by, page, mapping, controller.signal).then(
        (data) => {
          setResult(data);
          setError(null);
          setLoading(false);
        },
        (err: Error) => {
          if (err.name === 'AbortError') return;
          setError(err.message);
          setLoading(false);
        },
      );
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [digits, by, page, mapping, valid]);

  const custom = !isDefaultMajorMapping(mapping);
  const pages = result?.pages ?? 0;

  return (
    <section className="major__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Word search</h2>
      <form className="major__form" onSubmit={(e) => e.preventDefault()}>
        <div className="field major__digits-field">
          <label className="field__label" htmlFor={`${id}-digits`}>
            Digits (1 to 3)
          </label>
          <input
            id={`${id}-digits`}
            className="field__input major__digits"
            value={digits}
            onChange={(e) => {
              setDigits(e.target.value.replace(/[^0-9]/g, '').slice(0, 3));
              setPage(1);
            }}
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 82"
          />
        </div>
        <fieldset className="major__switch">
          <legend className="field__label">Match by</legend>
          {(['sound', 'spelling'] as const).map((option) => (
            <label key={option} className={by === option ? 'is-on' : undefined}>
              <input
                type="radio"
                name={`${id}-by`}
                value={option}
                checked={by === option}
                onChange={() => {
                  setBy(option);
                  setPage(1);
                }}
              />
              {option === 'sound' ? 'Sound' : 'Spelling'}
            </label>
          ))}
        </fieldset>
      </form>
      {by === 'sound' && custom && (
        <p className="major__muted">
          By sound your mapping is carried over to the sounds its letters stand for.
          {result?.notes ? '' : ' Every letter of it applies.'}
        </p>
      )}
      {by === 'sound' &&
        result?.notes?.map((note) => (
          <p key={note} className="major__note">
            {note}
          </p>
        ))}
      <div aria-live="polite" className="major__summary">
        {!valid && <p className="major__muted">Type 1 to 3 digits to see the nouns that spell them.</p>}
        {valid && error && <p className="major__status--error">{error}</p>}
        {valid && result && !error && (
          <p>
            {result.total === 0
              ? `No nouns for ${digits} by ${by}.`
              : `${result.total} ${result.total === 1 ? 'noun' : 'nouns'} for ${digits} by ${by}, best first` +
                (pages > 1 ? ` · page ${result.page} of ${pages}` : '') +
                (loading ? ' · loading…' : '')}
          </p>
        )}
      </div>
      {valid && result && result.words.length > 0 && (
        <ul className="major__words" aria-label={`Nouns for ${digits}`}>
          {result.words.map((w) => (
            <li
              key={w.word}
              className={w.concrete ? undefined : 'is-abstract'}
              title={w.concrete ? undefined : 'Harder to picture'}
            >
              {w.word}
            </li>
          ))}
        </ul>
      )}
      {valid && pages > 1 && (
        <nav className="major__pager" aria-label="Result pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
