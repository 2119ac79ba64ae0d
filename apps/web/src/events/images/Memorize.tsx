import type { ImageRaw } from '@mnemoria/events';
import type { CSSProperties } from 'react';
import { useEffect, useRef } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import type { MemorizeProps } from '../types.ts';
import './images.css';

/** Rows of five pictures (the last may be longer), numbered; the current row is highlighted and kept in view. */
export function ImagesMemorize({ data, current }: MemorizeProps) {
  const rows = data.formatted as ImageRaw[][];
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (current >= 0) currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  let position = 0;
  return (
    <ol className="image-rows" data-testid="memorize-images">
      {rows.map((row, r) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
          key={r}
          ref={r === current ? currentRef : undefined}
          style={{ '--n': row.length } as CSSProperties}
          className={`image-row${r === current ? ' is-current' : ''}`}
          aria-current={r === current ? 'true' : undefined}
          aria-label={`Row ${r + 1}`}
        >
          <ol className="image-row__items">
            {row.map((item) => {
              position += 1;
              return (
                <li key={position} className="image-tile" data-image={item.image} data-position={position}>
                  <MediaImg className="image-tile__img" url={item.image} alt={item.label} />
                  <span className="image-tile__number" aria-hidden="true">
                    {position}
                  </span>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
