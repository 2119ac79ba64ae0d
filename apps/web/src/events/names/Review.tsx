import type { NamesData } from '@mnemoria/events';
import { MediaImg } from '../../media/media-img.tsx';
import { AnswerTag } from '../common/answer-tag.tsx';
import { markOf, PointsBadge, pointsText } from '../common/verdict.tsx';
import type { ReviewProps } from '../types.ts';
import './names.css';

/**
 * Faces in recall order with a name tag: green when right, amber with its half point when only the
 * first or last name was right, red when wrong, "No answer" when left blank; the right name under
 * any miss.
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
            <AnswerTag
              className="name-tag"
              verdict={item.verdict}
              mark={mark === 'empty' ? 'wrong' : mark}
              given={item.given}
            />
            {extra ? <PointsBadge text={extra} /> : null}
            {mark === 'right' ? null : <span className="face-card__expected">{item.expected}</span>}
          </li>
        );
      })}
    </ul>
  );
}
