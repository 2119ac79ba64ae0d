import type { AnimalRaw } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import type { MemorizeProps } from '../types.ts';
import './animals.css';
import { MediaImg } from '../../media/media-img.tsx';

/** A grid of animal pictures with their names; the current one is highlighted and kept in view. */
export function AnimalsMemorize({ data, current }: MemorizeProps) {
  const animals = data.formatted as AnimalRaw[];
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (current >= 0) currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <ul className="animal-grid" data-testid="memorize-animals">
      {animals.map((animal, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder, and a picture may repeat past the pool
          key={i}
          ref={i === current ? currentRef : undefined}
          className={`animal-card${i === current ? ' is-current' : ''}`}
          aria-current={i === current ? 'true' : undefined}
          data-face={animal.face}
          data-name={animal.name}
        >
          <MediaImg className="animal-card__img" url={animal.face} alt="" width={180} height={180} />
          <span className="animal-card__name">{animal.name}</span>
        </li>
      ))}
    </ul>
  );
}
