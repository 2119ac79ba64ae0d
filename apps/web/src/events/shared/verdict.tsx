import type { Verdict } from '@mnemoria/events';
import './verdict.css';

const SYMBOL: Record<Verdict, string> = { right: '✓ ', wrong: '✗ ', empty: '' };
const SPOKEN: Record<Verdict, string> = { right: 'Right: ', wrong: 'Wrong: ', empty: 'Empty: ' };

/**
 * A right/wrong mark that does not rely on colour alone (symbol + text for screen readers). An
 * empty answer shows only its placeholder (X, dash or N/A, depending on the event).
 */
export function VerdictMark({ verdict, children }: { verdict: Verdict; children?: React.ReactNode }) {
  return (
    <span className={`review-mark is-${verdict}`} data-verdict={verdict}>
      {SYMBOL[verdict] && <span aria-hidden="true">{SYMBOL[verdict]}</span>}
      <span className="visually-hidden">{SPOKEN[verdict]}</span>
      {children}
    </span>
  );
}
