import type { CardRaw } from '@mnemoria/events';
import { MediaImg } from '../../media/media-img.tsx';
import { VerdictBadge } from '../../media/verdict-badge.tsx';
import type { ReviewProps } from '../types.ts';
import { cardLabel, cardOf } from './card-names.ts';
import './cards.css';
import '../../media/media-views.css';

/** Every position: the athlete's card framed green ✓ or red ✗, the right card beside a wrong one. */
export function CardsReview({ data, result }: ReviewProps) {
  const fan = data.shuffle1 as CardRaw[];
  const raw = data.raw as CardRaw[];
  return (
    <>
      <p className="review-legend">Your card first; beside a wrong one, the right card.</p>
      <ol className="card-review" data-testid="review-cards">
        {result.items.map((item) => {
          const given = item.given ? cardOf(fan, item.given) : undefined;
          const want = raw[item.index] ?? cardOf(fan, item.expected);
          return (
            <li key={item.index} className="card-review__item media-review__item" data-verdict={item.verdict}>
              <span className="media-review__number">{item.index + 1}</span>
              <span className={`verdict-frame is-${item.verdict}`}>
                {given ? (
                  <MediaImg className="card-img" url={given.image} alt={`Yours: ${cardLabel(given.id)}`} />
                ) : (
                  <span className="card-review__empty">No card</span>
                )}
                <VerdictBadge verdict={item.verdict} />
              </span>
              {item.verdict === 'right' || !want ? null : (
                <span className="card-review__expected">
                  <MediaImg className="card-img" url={want.image} alt={`Right: ${cardLabel(want.id)}`} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
