import type { MajorMapping } from '@mnemoria/protocol';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import {
  isDefaultMajorMapping,
  MAJOR_DEFAULT_MAPPING,
  mappingFromTexts,
  saveMapping,
  textsOf,
} from './mapping.ts';

/**
 * The ten digit → letters fields. A change that makes a usable mapping is applied and saved in
 * this browser at once; an unusable one is explained and the last usable mapping stays in use.
 */
export function MappingEditor({
  mapping,
  onChange,
}: {
  mapping: MajorMapping;
  onChange: (mapping: MajorMapping) => void;
}) {
  const [texts, setTexts] = useState(() => textsOf(mapping));
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const edit = (digit: number, text: string) => {
    const next = texts.map((t, d) => (d === digit ? text : t));
    setTexts(next);
    const result = mappingFromTexts(next);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    saveMapping(result.mapping);
    onChange(result.mapping);
  };

  const reset = () => {
    setTexts(textsOf(MAJOR_DEFAULT_MAPPING));
    setError(null);
    saveMapping(MAJOR_DEFAULT_MAPPING);
    onChange(MAJOR_DEFAULT_MAPPING);
  };

  return (
    <section className="major__card" aria-labelledby={`${id}-title`}>
      <div className="major__card-head">
        <h2 id={`${id}-title`}>Your mapping</h2>
        <Button variant="secondary" onClick={reset} disabled={isDefaultMajorMapping(mapping) && !error}>
          Reset to default
        </Button>
      </div>
      <p className="major__help" id={`${id}-help`}>
        The letters each digit stands for, separated by commas. Letter groups such as sh or ch are read before
        single letters; vowels never count.
      </p>
      <div className="major__mapping">
        {texts.map((text, digit) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ten digits never move
          <div className="major__digit" key={digit}>
            <label htmlFor={`${id}-${digit}`} className="major__digit-label">
              {digit}
            </label>
            <input
              id={`${id}-${digit}`}
              className="field__input major__digit-input"
              value={text}
              onChange={(e) => edit(digit, e.target.value)}
              aria-describedby={`${id}-help ${id}-status`}
              aria-invalid={error ? true : undefined}
              autoCapitalize="off"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        ))}
      </div>
      <p
        id={`${id}-status`}
        className={error ? 'major__status major__status--error' : 'major__status'}
        aria-live="polite"
      >
        {error ??
          (isDefaultMajorMapping(mapping)
            ? 'The default mapping.'
            : 'Your own mapping, saved in this browser. The spelling search uses it.')}
      </p>
    </section>
  );
}
