import type { Verdict } from '@mnemoria/events';

/** The ✓/✗ corner badge of a result frame, with words for screen readers. */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const right = verdict === 'right';
  const words = right ? 'Right' : verdict === 'empty' ? 'Empty' : 'Wrong';
  return (
    <span className={`verdict-badge is-${verdict}`} data-verdict={verdict}>
      <span aria-hidden="true">{right ? '✓' : '✗'}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
