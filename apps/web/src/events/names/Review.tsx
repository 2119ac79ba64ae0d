import type { NamesData } from '@mnemoria/events';
import { MediaImg } from '../../media/media-img.tsx';
import type { ReviewProps } from '../types.ts';
import './names.css';

/** Faces in recall order with a green or red name tag (N/A when empty) and the right name under a wrong one. */
export function NamesReview({ data, result }: ReviewProps) {
  const faces = (data as NamesData).shuffle1;
  return (
    <ul className="faces faces--review">
      {result.items.map((item) => {
        const right = item.verdict === 'right';
        return (
          <li key={item.index} className="face-card">
            <MediaImg
              className="face-card__img"
              url={faces[item.index]?.face ?? ''}
              alt=""
              width={120}
              height={120}
            />
            <span className={`name-tag ${right ? 'is-right' : 'is-wrong'}`} data-verdict={item.verdict}>
              <span aria-hidden="true">{right ? '✓ ' : '✗ '}</span>
              <span className="visually-hidden">{right ? 'Right: ' : 'Wrong: '}</span>
              {item.given ?? 'N/A'}
            </span>
            {right ? null : <span className="face-card__expected">{item.expected}</span>}
          </li>
        );
      })}
    </ul>
  );
}
