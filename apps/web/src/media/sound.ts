import { useSyncExternalStore } from 'react';
import { mediaSrc } from './cache.ts';

/**
 * One shared audio element for the whole app: a new sound stops the previous one (two sounds at
 * once would blur both), and the views can show which URL is playing.
 */
let audio: HTMLAudioElement | null = null;
let playing: string | null = null;
const listeners = new Set<() => void>();

function setPlaying(url: string | null) {
  playing = url;
  for (const listener of listeners) listener();
}

/** Play `url` from the media cache (its data URL) or the server. Returns once playback started. */
export async function playSound(url: string): Promise<void> {
  if (!url) return;
  if (!audio) {
    audio = new Audio();
    audio.addEventListener('ended', () => setPlaying(null));
    audio.addEventListener('error', () => setPlaying(null));
  }
  audio.pause();
  audio.src = mediaSrc(url);
  audio.dataset.url = url;
  setPlaying(url);
  try {
    await audio.play();
  } catch (error) {
    // Autoplay refused (no click yet) or no audio device: not fatal, the play button stays.
    setPlaying(null);
    console.warn('sound did not play', url, error);
  }
}

export function stopSound() {
  audio?.pause();
  setPlaying(null);
}

/** The URL now playing, or null; re-renders when it changes. */
export function usePlayingSound(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => playing,
    () => null,
  );
}

/** Whether the page may start sound on its own: browsers allow it once the user has interacted. */
export function mayAutoplay(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return activation?.hasBeenActive ?? false;
}
