import type { ImageRaw, ScoredItem } from '@mnemoria/events';
import { MediaImg } from '../../media/media-img.tsx';
import { VerdictBadge } from '../../media/verdict-badge.tsx';
import type { ReviewProps } from '../types.ts';
import './images.css';
import '../../media/media-views.css';

const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0');

/**
 * Row by row, with the row's points (its length when all in order, −1 with a misplaced picture,
 * 0 when blank or incomplete); each slot in memorize order: the athlete's picture framed green ✓ /
 * red ✗, the right one beside a wrong one.
 */
export function ImagesReview({ data, result }: ReviewProps) {
  const raw = data.raw as ImageRaw[];
  const labelOf = (url: string) => raw.find((p) => p.image === url)?.label ?? 'Picture';
  const rows = new Map<number, ScoredItem[]>();
  for (const item of result.items) {
    const r = item.group ?? 0;
    rows.set(r, [...(rows.get(r) ?? []), item]);
  }
  return (
    <>
      <p className="review-legend">
        Your picture first; beside a wrong one, the right picture. A row in order scores its length, a row
        with a misplaced picture −1.
      </p>
      <ol className="image-review-rows" data-testid="review-images">
        {[...rows].map(([r, items]) => (
          <li key={r} className="image-review-row">
            <span className="image-review-row__points" data-testid={`row-points-${r + 1}`}>
              Row {r + 1}: {signed(result.rows?.[r]?.points ?? 0)}
            </span>
            <ol className="image-review">
              {items.map((item) => (
                <li key={item.index} className="media-review__item" data-verdict={item.verdict}>
                  <span className="media-review__number">{item.index + 1}</span>
                  <span className={`verdict-frame is-${item.verdict}`}>
                    {item.given ? (
                      <MediaImg
                        className="image-review__img"
                        url={item.given}
                        alt={`Yours: ${labelOf(item.given)}`}
                      />
                    ) : (
                      <span className="image-review__empty">Empty</span>
                    )}
                    <VerdictBadge verdict={item.verdict} />
                  </span>
                  {item.verdict === 'right' ? null : (
                    <MediaImg
                      className="image-review__img image-review__img--expected"
                      url={item.expected}
                      alt={`Right: ${labelOf(item.expected)}`}
                    />
                  )}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </>
  );
}
