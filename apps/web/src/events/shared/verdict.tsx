import type { Verdict } from '@mnemoria/events';

/** A right/wrong mark that does not rely on colour alone (symbol + text for screen readers). */
export function VerdictMark({ verdict, children }: { verdict: Verdict; children?: React.ReactNode }) {
  const right = verdict === 'right';
  return (
    <span className={`review-mark is-${verdict}`} data-verdict={verdict}>
      <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
      <span className="visually-hidden">{right ? 'Right: ' : 'Wrong: '}</span>
      {children}
    </span>
  );
}
