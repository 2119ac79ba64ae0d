import type { NamesData } from '@mnemoria/events';
import { MediaImg } from '../../media/media-img.tsx';
import { markOf, PointsBadge, pointsText } from '../common/verdict.tsx';
import type { ReviewProps } from '../types.ts';
import './names.css';

const SYMBOL = { right: '✓ ', partial: '½ ', wrong: '✗ ', empty: '✗ ' } as const;
const SPOKEN = { right: 'Right: ', partial: 'Partly right: ', wrong: 'Wrong: ', empty: 'Wrong: ' } as const;

/**
 * Faces in recall order with a name tag: green when right, amber with its half point when only the
 * first or last name was right, red when wrong (N/A when empty); the right name under any miss.
 */
export function NamesReview({ data, result }: ReviewProps) {
  const faces = (data as NamesData).shuffle1;
  return (
    <ul className="faces faces--review">
      {result.items.map((item) => {
        const mark = markOf(item.verdict, item.points);
        const extra = pointsText(item.points);
        return (
          <li key={item.index} className="face-card">
            <MediaImg
              className="face-card__img"
              url={faces[item.index]?.face ?? ''}
              alt=""
              width={120}
              height={120}
            />
            <span
              className={`name-tag is-${mark === 'empty' ? 'wrong' : mark}`}
              data-verdict={item.verdict}
              data-mark={mark}
            >
              <span aria-hidden="true">{SYMBOL[mark]}</span>
              <span className="visually-hidden">{SPOKEN[mark]}</span>
              {item.given ?? 'N/A'}
            </span>
            {extra ? <PointsBadge text={extra} /> : null}
            {mark === 'right' ? null : <span className="face-card__expected">{item.expected}</span>}
          </li>
        );
      })}
    </ul>
  );
}
