import { useRef, useState } from 'react';

/** A sound as the gallery lists it: its (opaque) address and label. */
interface GallerySound {
  url: string;
  label: string;
}

/** Play buttons for every sound; one plays at a time, as in the Sounds event. */
export function SoundList({ sounds, slots = 0 }: { sounds: readonly GallerySound[]; slots?: number }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const play = (s: GallerySound) => {
    audio.current?.pause();
    const a = new Audio(s.url);
    audio.current = a;
    setPlaying(s.url);
    a.onended = () => setPlaying((p) => (p === s.url ? null : p));
    a.play().catch(() => setPlaying(null));
  };
  return (
    <ul className="gallery__sounds">
      {/* Button-sized slots while the sounds' addresses load (see Slots in the gallery page). */}
      {Array.from({ length: slots }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical slots, never reordered
        <li key={i} className="gallery__slot--sound" aria-hidden="true" />
      ))}
      {sounds.map((s, i) => (
        <li key={s.url}>
          <button
            type="button"
            className="gallery__sound"
            aria-pressed={playing === s.url}
            onClick={() => play(s)}
          >
            <span aria-hidden="true">{playing === s.url ? '■' : '▶'}</span> S{i + 1} · {s.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
