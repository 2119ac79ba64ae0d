import { createContext, type KeyboardEvent, type MouseEvent, type Ref, useContext } from 'react';
import { playSound, usePlayingSound } from './sound.ts';
import './media-views.css';

/**
 * How the game hears about sounds: the participant's client plays them and tells the server
 * (`play-sound`, relayed to viewers); a viewer's client is `muted` and never plays.
 */
export interface SoundRelay {
  onPlay?(url: string): void;
  muted?: boolean;
}
export const SoundRelayContext = createContext<SoundRelay>({});

/** Play a sound as the participant: locally (unless muted) and relayed to the game. */
export function usePlay() {
  const relay = useContext(SoundRelayContext);
  return (url: string) => {
    if (!url) return;
    if (!relay.muted) void playSound(url);
    relay.onPlay?.(url);
  };
}

interface SoundButtonProps {
  url: string;
  /** Visible text (e.g. 'S3' or 'Sound 2'); never the answer. */
  label: string;
  /** Screen-reader name when the visible label is short (default 'Play {label}'). */
  ariaLabel?: string;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onDoubleClick?(e: MouseEvent<HTMLButtonElement>): void;
  /** Called after the sound was played (e.g. to make its item the current one). */
  onPress?(): void;
  onFocus?(): void;
  onKeyDown?(e: KeyboardEvent<HTMLButtonElement>): void;
}

/** A ≥ 44 px play button; shows when its sound is the one playing. */
export function SoundButton({
  url,
  label,
  ariaLabel,
  className,
  buttonRef,
  onDoubleClick,
  onPress,
  onFocus,
  onKeyDown,
}: SoundButtonProps) {
  const play = usePlay();
  const playing = usePlayingSound() === url;
  return (
    <button
      type="button"
      ref={buttonRef}
      className={`sound-btn${playing ? ' is-playing' : ''}${className ? ` ${className}` : ''}`}
      aria-label={ariaLabel ?? `Play ${label}`}
      data-sound={url}
      onClick={() => {
        play(url);
        onPress?.();
      }}
      onDoubleClick={onDoubleClick}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <span className="sound-btn__icon" aria-hidden="true">
        {playing ? '♪' : '▶'}
      </span>
      <span className="sound-btn__label">{label}</span>
    </button>
  );
}
