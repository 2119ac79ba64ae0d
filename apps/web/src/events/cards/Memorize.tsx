import type { CardRaw } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import type { MemorizeProps } from '../types.ts';
import { cardLabel } from './card-names.ts';
import './cards.css';

/**
 * The dealt cards fanned in groups of cards_group_number; the current group is
 * highlighted and kept in view, ←/→ (the game's memorize keys) move group by group.
 */
export function CardsMemorize({ data, current }: MemorizeProps) {
  const groups = data.formatted as CardRaw[][];
  const currentRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (current >= 0) currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  let position = 0;
  return (
    <ol className="card-groups" data-testid="memorize-cards">
      {groups.map((group, g) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are positions
          key={g}
          ref={g === current ? currentRef : undefined}
          className={`card-group${g === current ? ' is-current' : ''}`}
          aria-current={g === current ? 'true' : undefined}
          aria-label={`Group ${g + 1}`}
        >
          <span className="card-group__number" aria-hidden="true">
            {g + 1}
          </span>
          <ol className="card-fan">
            {group.map((card) => {
              position += 1;
              return (
                <li
                  key={position}
                  className="card-fan__item"
                  data-card={card.id}
                  data-image={card.image}
                  data-position={position}
                >
                  <MediaImg className="card-img" url={card.image} alt={cardLabel(card.id)} />
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
