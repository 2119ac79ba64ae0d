import { useId } from 'react';
import { CloseIcon } from '../../ui/icons.tsx';

/**
 * 'Dates:' from / to (both optional; either alone limits one side). The red X clears both and is
 * offered only when both are set.
 */
export function DateRange({
  start,
  stop,
  onChange,
}: {
  start: string;
  stop: string;
  onChange: (start: string, stop: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="date-range">
      <legend className="date-range__label">Dates:</legend>
      <label className="visually-hidden" htmlFor={`${id}-from`}>
        From
      </label>
      <input
        className="control"
        id={`${id}-from`}
        type="date"
        value={start}
        max={stop || undefined}
        onChange={(e) => onChange(e.target.value, stop)}
      />
      <span aria-hidden="true">–</span>
      <label className="visually-hidden" htmlFor={`${id}-to`}>
        To
      </label>
      <input
        className="control"
        id={`${id}-to`}
        type="date"
        value={stop}
        min={start || undefined}
        onChange={(e) => onChange(start, e.target.value)}
      />
      {start && stop ? (
        <button
          type="button"
          className="date-range__reset"
          aria-label="Clear dates"
          onClick={() => onChange('', '')}
        >
          <CloseIcon />
        </button>
      ) : null}
    </fieldset>
  );
}
