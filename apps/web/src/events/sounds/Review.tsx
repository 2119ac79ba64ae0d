import { SoundButton } from '../../media/sound-button.tsx';
import { VerdictBadge } from '../../media/verdict-badge.tsx';
import type { ReviewProps } from '../types.ts';
import './sounds.css';
import '../../media/media-views.css';

/** Per slot S{n}: the athlete's sound framed green ✓ / red ✗, the right sound beside a wrong one. */
export function SoundsReview({ result }: ReviewProps) {
  return (
    <>
      <p className="review-legend">Play your sound and, beside a wrong one, the right sound.</p>
      <ol className="sound-review" data-testid="review-sounds">
        {result.items.map((item) => (
          <li
            key={item.index}
            className={`sound-review__item verdict-frame is-${item.verdict}`}
            data-verdict={item.verdict}
          >
            <VerdictBadge verdict={item.verdict} />
            <span className="sound-review__label">S{item.index + 1}</span>
            {item.given ? (
              <SoundButton url={item.given} label="Yours" />
            ) : (
              <span className="sound-review__empty">Empty</span>
            )}
            {item.verdict === 'right' ? null : <SoundButton url={item.expected} label="Right" />}
          </li>
        ))}
      </ol>
    </>
  );
}
