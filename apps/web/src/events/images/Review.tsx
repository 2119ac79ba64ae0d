import type { ImageRaw } from '@mnemoria/events';
import { MediaImg } from '../../media/media-img.tsx';
import { VerdictBadge } from '../../media/verdict-badge.tsx';
import type { ReviewProps } from '../types.ts';
import './images.css';
import '../../media/media-views.css';

/** Each slot in memorize order: the athlete's picture framed green ✓ / red ✗, the right one beside. */
export function ImagesReview({ data, result }: ReviewProps) {
  const raw = data.raw as ImageRaw[];
  const labelOf = (url: string) => raw.find((p) => p.image === url)?.label ?? 'Picture';
  return (
    <>
      <p className="review-legend">Your picture first; beside a wrong one, the right picture.</p>
      <ol className="image-review" data-testid="review-images">
        {result.items.map((item) => (
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
    </>
  );
}
