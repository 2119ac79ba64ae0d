import type { Verdict } from '@mnemoria/events';
import './verdict.css';

/** What a result view paints: a scored verdict, or `partial` for an answer worth part of a point. */
export type Mark = Verdict | 'partial';

/** The symbol before a marked answer (spoken text apart: `SPOKEN`). */
export const SYMBOL: Record<Mark, string> = { right: '✓ ', partial: '½ ', wrong: '✗ ', empty: '' };
/** What a screen reader says before a marked answer, as the colour and symbol show it. */
export const SPOKEN: Record<Mark, string> = {
  right: 'Right: ',
  partial: 'Partly right: ',
  wrong: 'Wrong: ',
  empty: 'Empty: ',
};

/** An answer that earned some but not all of its point (names: first or last name alone) is partial. */
export function markOf(verdict: Verdict, points: number): Mark {
  return verdict === 'wrong' && points > 0 && points < 1 ? 'partial' : verdict;
}

/** Points an item is worth when they are not the plain 1 / 0: '+0.5', '−0.5'. Null otherwise. */
export function pointsText(points: number): string | null {
  if (points === 0 || points === 1) return null;
  const size = Math.abs(points).toString();
  return points < 0 ? `−${size}` : `+${size}`;
}

/**
 * A right/wrong mark that does not rely on colour alone (symbol + text for screen readers). An
 * empty answer shows only its placeholder (X, dash or N/A, depending on the event). Given the
 * item's points, a partly right answer gets its own mark, and odd points (half credit, a
 * penalty) are printed beside it.
 */
export function VerdictMark({
  verdict,
  points,
  children,
}: {
  verdict: Verdict;
  points?: number;
  children?: React.ReactNode;
}) {
  const mark = points === undefined ? verdict : markOf(verdict, points);
  const extra = points === undefined ? null : pointsText(points);
  return (
    <span className={`review-mark is-${mark}`} data-verdict={verdict} data-mark={mark}>
      {SYMBOL[mark] && <span aria-hidden="true">{SYMBOL[mark]}</span>}
      <span className="visually-hidden">{SPOKEN[mark]}</span>
      {children}
      {extra ? <PointsBadge text={extra} /> : null}
    </span>
  );
}

/** The points of a half-credit or penalised answer, e.g. '+0.5 pt' or '−0.5 pt'. */
export function PointsBadge({ text }: { text: string }) {
  return (
    <span className="review-points" data-testid="item-points">
      {text} pt
    </span>
  );
}
