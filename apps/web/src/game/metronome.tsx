import { useCallback, useState } from 'react';
import './metronome.css';

let audio: AudioContext | null = null;

/** A short 1 kHz click; silent where the browser has no Web Audio (or refuses to start it). */
export function playClick() {
  try {
    const Ctx = globalThis.AudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const at = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 1000;
    gain.gain.setValueAtTime(0.3, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.05);
    osc.connect(gain).connect(audio.destination);
    osc.start(at);
    osc.stop(at + 0.05);
  } catch {
    // No sound is no reason to stop memorizing: the flash still beats.
  }
}

/** The metronome's state: how many beats so far, and the beat itself (count, flash, click). */
export function useMetronome(click: () => void = playClick) {
  const [beats, setBeats] = useState(0);
  const onBeat = useCallback(() => {
    setBeats((n) => n + 1);
    click();
  }, [click]);
  return { beats, onBeat };
}

/** A dot that flashes on each beat (remounted per beat, so its animation restarts). */
export function MetronomeBeat({ beats }: { beats: number }) {
  return (
    <span className="metronome" aria-hidden="true" data-testid="metronome" data-beats={beats}>
      <span key={beats} className={beats > 0 ? 'metronome__dot metronome__dot--beat' : 'metronome__dot'} />
    </span>
  );
}
