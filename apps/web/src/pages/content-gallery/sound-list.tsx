import type { SoundItem } from '@mnemoria/events';
import { useRef, useState } from 'react';

/** Play buttons for every sound; one plays at a time, as in the Sounds event. */
export function SoundList({ sounds }: { sounds: readonly SoundItem[] }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const play = (s: SoundItem) => {
    audio.current?.pause();
    const a = new Audio(s.url);
    audio.current = a;
    setPlaying(s.id);
    a.onended = () => setPlaying((p) => (p === s.id ? null : p));
    a.play().catch(() => setPlaying(null));
  };
  return (
    <ul className="gallery__sounds">
      {sounds.map((s, i) => (
        <li key={s.id}>
          <button
            type="button"
            className="gallery__sound"
            aria-pressed={playing === s.id}
            onClick={() => play(s)}
          >
            <span aria-hidden="true">{playing === s.id ? '■' : '▶'}</span> S{i + 1} · {s.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
