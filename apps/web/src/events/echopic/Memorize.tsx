import type { EchopicRaw } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import { mayAutoplay } from '../../media/sound.ts';
import { SoundButton, usePlay } from '../../media/sound-button.tsx';
import type { MemorizeProps } from '../types.ts';
import './echopic.css';
import '../../media/media-views.css';

/**
 * Picture + sound pairs. When a pair becomes current its sound plays by itself, but only once the
 * athlete has interacted with the page (browsers block autoplay before); the play button is always
 * there, and holds the focus so Space or Enter replays.
 */
export function EchopicMemorize({ data, current, onSelect }: MemorizeProps) {
  const pairs = data.formatted as EchopicRaw[];
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const play = usePlay();
  const sound = pairs[current]?.sound ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: replay only when the current pair changes
  useEffect(() => {
    const el = refs.current[current];
    el?.focus({ preventScroll: true });
    el?.closest('li')?.scrollIntoView?.({ block: 'nearest' });
    if (sound && mayAutoplay()) play(sound);
  }, [current, sound]);
  return (
    <ol className="echo-grid" data-testid="memorize-echopic">
      {pairs.map((pair, i) => (
        <li
          key={pair.image}
          className={`echo-card media-tile${i === current ? ' is-current' : ''}`}
          aria-current={i === current ? 'true' : undefined}
          data-image={pair.image}
          data-sound={pair.sound}
          data-position={i + 1}
        >
          <MediaImg className="echo-card__img" url={pair.image} alt={`Picture ${i + 1}`} />
          <SoundButton
            url={pair.sound}
            label="Play"
            ariaLabel={`Play sound ${i + 1}`}
            buttonRef={(el) => {
              refs.current[i] = el;
            }}
            onPress={() => onSelect(i)}
          />
        </li>
      ))}
    </ol>
  );
}
