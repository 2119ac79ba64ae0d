import { MediaImg } from '../../media/media-img.tsx';
import { SoundButton } from '../../media/sound-button.tsx';
import { VerdictBadge } from '../../media/verdict-badge.tsx';
import type { ReviewProps } from '../types.ts';
import './echopic.css';
import '../../media/media-views.css';

/** Per picture (recall order): framed green ✓ / red ✗, with your sound and the right one. */
export function EchopicReview({ data, result }: ReviewProps) {
  const pictures = data.shuffle1 as { image: string }[];
  return (
    <>
      <p className="review-legend">Each picture with your sound; beside a wrong one, the right sound.</p>
      <ol className="echo-grid" data-testid="review-echopic">
        {result.items.map((item) => (
          <li
            key={item.index}
            className={`echo-card media-tile verdict-frame is-${item.verdict}`}
            data-verdict={item.verdict}
          >
            <VerdictBadge verdict={item.verdict} />
            <MediaImg
              className="echo-card__img"
              url={pictures[item.index]?.image ?? ''}
              alt={`Picture ${item.index + 1}`}
            />
            {item.given ? (
              <SoundButton url={item.given} label="Yours" />
            ) : (
              <span className="echo-card__empty">Empty</span>
            )}
            {item.verdict === 'right' ? null : <SoundButton url={item.expected} label="Right" />}
          </li>
        ))}
      </ol>
    </>
  );
}
