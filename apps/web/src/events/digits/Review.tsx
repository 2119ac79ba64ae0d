import type { DigitBlock, ScoredItem } from '@mnemoria/events';
import type { ReviewProps } from '../types.ts';
import './digits.css';

/** Per row: each cell green (right) or red struck through with the right character (wrong), X when empty. */
export function DigitReview({ data, result }: ReviewProps) {
  const byRow = new Map<number, ScoredItem[]>();
  for (const item of result.items) {
    const row = item.group ?? 0;
    byRow.set(row, [...(byRow.get(row) ?? []), item]);
  }
  const rowCount = (data.formatted as DigitBlock[]).reduce((n, block) => n + block.length, 0);
  return (
    <ol className="review-digits">
      {Array.from({ length: rowCount }, (_, r) => {
        const row = result.rows?.[r];
        const perfect = row ? row.points === row.max : false;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
          <li key={r} className="review-digits__row" data-row={r}>
            <span className={`review-row-score ${perfect ? 'is-right' : 'is-wrong'}`}>
              <span aria-hidden="true">{perfect ? '✓' : '✗'}</span> Row {r + 1}: {row?.points ?? 0}/
              {row?.max ?? 0}
            </span>
            <span className="review-digits__cells">
              {(byRow.get(r) ?? []).map((item) => (
                <span
                  key={item.index}
                  className={`review-cell is-${item.verdict}`}
                  data-verdict={item.verdict}
                  title={item.verdict === 'right' ? 'Right' : `Wrong, was ${item.expected}`}
                >
                  <span className="review-cell__given">{item.given ?? 'X'}</span>
                  {item.verdict !== 'right' ? (
                    <span className="review-cell__expected">{item.expected}</span>
                  ) : null}
                </span>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
