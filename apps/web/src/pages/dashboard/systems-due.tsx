import { Link } from 'react-router';
import { useSystems } from '../../api/systems-queries.ts';

/** The systems trainer's reviews due now, with a link to them; an invitation while there is no deck. */
export function SystemsDue() {
  const { data } = useSystems();
  if (!data) return null;
  const { due, decks } = data;
  if (!decks.length) {
    return (
      <section className="panel dashboard__reviews" aria-label="Systems reviews" data-slot="systems-due">
        <p>Drill your own Major System, PAO, card images and faces with spaced repetition.</p>
        <Link to="/app/systems">Start a deck</Link>
      </section>
    );
  }
  return (
    <section className="panel dashboard__reviews" aria-label="Systems reviews" data-slot="systems-due">
      <p>
        <strong data-testid="systems-due">{due.toLocaleString('en-US')}</strong>{' '}
        {due === 1 ? 'review' : 'reviews'} due in your systems
      </p>
      <Link to="/app/systems">{due ? 'Review now' : 'Your systems'}</Link>
    </section>
  );
}
