import { useEffect, useRef } from 'react';
import type { GameController } from './controller.ts';
import { autoAdvanceStep, memorizeKey } from './keys.ts';

/** Keys that belong to a focused control (typing, pressing a button) are not game keys. */
function ownedByControl(e: KeyboardEvent): boolean {
  const t = e.target;
  if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) return true;
  return t instanceof HTMLButtonElement && (e.key === 'Enter' || e.key === ' ');
}

/**
 * Memorize keys and Enter to skip a countdown. In memorize, Enter and → → ask "Finish memorizing?"
 * (a second Enter confirms) instead of ending it at once: a stray key must not cost the athlete the
 * rest of their memorization. A held key's repeats are not new presses. `finishKeys` false: Enter
 * and → → do not end memorizing at all (tetris).
 */
export function useGameKeys(
  controller: GameController | null,
  stage: string | undefined,
  count: number,
  finishKeys = true,
) {
  const lastRight = useRef<number | null>(null);
  useEffect(() => {
    if (!controller) return;
    if (stage !== 'mem' && stage !== 'cdm' && stage !== 'cdr') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || ownedByControl(e)) return;
      if (stage !== 'mem') {
        if (e.key === 'Enter' && !e.repeat) {
          e.preventDefault();
          void controller.done();
        }
        return;
      }
      const now = performance.now();
      const current = controller.store.get().memItem;
      const move = memorizeKey(e.key, current, count, now, lastRight.current);
      // Only presses made on the last item count towards the double → that finishes.
      if (e.key === 'ArrowRight') lastRight.current = current >= count - 1 ? now : null;
      if (!move || (move === 'finish' && (!finishKeys || e.repeat))) return;
      e.preventDefault();
      if (move === 'finish') controller.askDone();
      else controller.selectItem(move.to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller, stage, count, finishKeys]);
}

/**
 * Pacing (settings), every interval seconds on one timer: the metronome's `onBeat` if `beat`, and
 * if `active` a step to the next item (loop if repeat, else finish at the end), so the beat and
 * the step never drift apart.
 */
export function useAutoAdvance(
  controller: GameController | null,
  active: boolean,
  interval: number,
  repeat: boolean,
  count: number,
  beat = false,
  onBeat?: () => void,
) {
  const beatRef = useRef(onBeat);
  beatRef.current = onBeat;
  useEffect(() => {
    if (!controller || !(active || beat) || count <= 0) return;
    const id = setInterval(() => {
      if (beat) beatRef.current?.();
      if (!active) return;
      const step = autoAdvanceStep(controller.store.get().memItem, count, repeat);
      if (step === 'finish') void controller.done();
      else controller.selectItem(step);
    }, Math.max(1, interval) * 1000);
    return () => clearInterval(id);
  }, [controller, active, interval, repeat, count, beat]);
}
