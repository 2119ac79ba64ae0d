import type { SoundRaw } from '@mnemoria/events';
import { useEffect, useRef } from 'react';
import { SoundButton } from '../../media/sound-button.tsx';
import type { MemorizeProps } from '../types.ts';
import './sounds.css';
import '../../media/media-views.css';

/**
 * The sequence S1…Sn; the athlete plays each sound. The current item's button holds the focus, so
 * Space or Enter plays it (the game leaves those keys to a focused button) while ←/→ move on.
 */
export function SoundsMemorize({ data, current, onSelect }: MemorizeProps) {
  const items = data.formatted as SoundRaw[];
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    const el = refs.current[current];
    el?.focus({ preventScroll: true });
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <div className="sounds-memorize">
      <p className="media-hint">Play each sound: Space or Enter plays the current one, ←/→ move.</p>
      <ol className="sound-grid" data-testid="memorize-sounds">
        {items.map((item, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            key={i}
            className={`sound-item${i === current ? ' is-current' : ''}`}
            aria-current={i === current ? 'true' : undefined}
            data-position={i + 1}
            data-sound={item.sound}
          >
            <SoundButton
              url={item.sound}
              label={`S${i + 1}`}
              className="sound-item__play"
              buttonRef={(el) => {
                refs.current[i] = el;
              }}
              onPress={() => onSelect(i)}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
