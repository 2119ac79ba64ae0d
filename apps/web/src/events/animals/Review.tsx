import type { AnimalsData } from '@mnemoria/events';
import { AnswerTag } from '../common/answer-tag.tsx';
import type { ReviewProps } from '../types.ts';
import './animals.css';
import { MediaImg } from '../../media/media-img.tsx';

/**
 * Pictures in recall order with a green ✓ or red ✗ name tag ("No answer" when left blank), the
 * right name under a wrong one, and the species as a muted caption.
 */
export function AnimalsReview({ data, result }: ReviewProps) {
  const { raw, shuffle1: pictures } = data as AnimalsData;
  const speciesOf = (face: string) => raw.find((animal) => animal.face === face)?.species ?? '';
  return (
    <ul className="animal-grid animal-grid--review" data-testid="review-animals">
      {result.items.map((item) => {
        const right = item.verdict === 'right';
        return (
          <li key={item.index} className="animal-card" data-verdict={item.verdict}>
            <MediaImg
              className="animal-card__img"
              url={pictures[item.index]?.face ?? ''}
              alt=""
              width={120}
              height={120}
            />
            <AnswerTag
              className="animal-tag"
              verdict={item.verdict}
              mark={right ? 'right' : 'wrong'}
              given={item.given}
            />
            {right ? null : <span className="animal-card__expected">{item.expected}</span>}
            <span className="animal-card__species">{speciesOf(pictures[item.index]?.face ?? '')}</span>
          </li>
        );
      })}
    </ul>
  );
}
