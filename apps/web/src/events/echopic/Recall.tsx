import { MediaImg } from '../../media/media-img.tsx';
import { textAt } from '../common/answer.ts';
import { SoundPool } from '../sounds/SoundPool.tsx';
import type { RecallProps } from '../types.ts';
import './echopic.css';

/** Each picture in recall order (shuffle1) with its sound slot; the pool is shuffle2. */
export function EchopicRecall({ data, answer, current, onSelect, onChange }: RecallProps) {
  const pictures = data.shuffle1 as { image: string }[];
  const pool = (data.shuffle2 as { sound: string }[]).map((item) => item.sound);
  const slots = pictures.map((picture, i) => ({
    label: `Sound of picture ${i + 1}`,
    name: `picture ${i + 1}`,
    text: textAt(answer, i) ? 'Play' : 'Empty',
    picture: (
      <MediaImg
        className="echo-card__img echo-card__img--recall"
        url={picture.image}
        alt={`Picture ${i + 1}`}
        data-image={picture.image}
      />
    ),
  }));
  return (
    <SoundPool
      slots={slots}
      pool={pool}
      answer={answer}
      current={current}
      onSelect={onSelect}
      onChange={onChange}
      testId="recall-echopic"
    />
  );
}
