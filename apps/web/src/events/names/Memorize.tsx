import type { NameRaw } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import type { MemorizeProps } from '../types.ts';
import './names.css';

/** A grid of faces with their names; the current face is highlighted and kept in view. */
export function NamesMemorize({ data, current }: MemorizeProps) {
  const people = data.formatted as NameRaw[];
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (current >= 0) currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <ul className="faces" data-testid="memorize-names">
      {people.map((person, i) => (
        <li
          key={person.face}
          ref={i === current ? currentRef : undefined}
          className={`face-card${i === current ? ' is-current' : ''}`}
          aria-current={i === current ? 'true' : undefined}
          data-face={person.face}
          data-name={person.name}
        >
          <MediaImg className="face-card__img" url={person.face} alt="" width={160} height={160} />
          <span className="face-card__name">{person.name}</span>
        </li>
      ))}
    </ul>
  );
}
