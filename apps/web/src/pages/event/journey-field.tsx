import { useId } from 'react';
import { Link } from 'react-router';
import { useMyPalaces } from '../palaces/my-palace-queries.ts';

/**
 * Practice with one of the user's own palaces as the journey: the session keeps the choice, and
 * after the recall the palace's page shows which of its locations the mistakes fell on.
 */
export function JourneyField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const id = useId();
  const list = useMyPalaces();
  const usable = (list.data?.palaces ?? []).filter((p) => p.locationCount > 0);
  if (list.isSuccess && usable.length === 0)
    return (
      <p className="field__hint">
        Build a palace of your own in <Link to="/app/palaces/mine">My palaces</Link> to use it as the journey
        of a practice.
      </p>
    );
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Journey (one of your palaces)
      </label>
      <select id={id} className="control" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">None</option>
        {usable.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({p.locationCount} {p.locationCount === 1 ? 'location' : 'locations'})
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        Item 1 goes to location 1, and so on round the palace; the palace page then shows which locations
        fail.
      </p>
    </div>
  );
}
