import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatClock, remainingMs } from './clock.ts';
import { useGame } from './store.ts';

/**
 * One ticker for every clock on screen, so the bar timer and the big countdown never disagree.
 * 250 ms keeps a displayed second at most a quarter second late, cheaply.
 */
let now = Date.now();
const tickListeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | null = null;
function subscribeTick(listener: () => void) {
  tickListeners.add(listener);
  if (!ticker) now = Date.now();
  ticker ??= setInterval(() => {
    now = Date.now();
    for (const l of tickListeners) l();
  }, 250);
  return () => {
    tickListeners.delete(listener);
    if (tickListeners.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
  };
}

/** Milliseconds left on the server's clock; null without a deadline. */
export function useRemaining(): number | null {
  const deadline = useGame((s) => s.session?.deadline ?? null);
  const offset = useGame((s) => s.offset);
  const tick = useSyncExternalStore(
    subscribeTick,
    () => now,
    () => now,
  );
  return remainingMs(deadline, offset, tick);
}

export const FLASH_MS = 250;

/** The m:ss timer; flashes red for 250 ms after the half-recall-time signal. */
export function GameTimer() {
  const left = useRemaining();
  // In a countdown the bar holds the coming stage's full time still (its seconds are on screen
  // already): counting the countdown made memorize end as 0:00 → 0:05 → 1:00.
  const upcoming = useGame((s) =>
    s.session?.stage === 'cdm' ? s.session.mem_time : s.session?.stage === 'cdr' ? s.session.rec_time : null,
  );
  const flashAt = useGame((s) => s.flashAt);
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (!flashAt) return;
    setFlashing(true);
    const id = setTimeout(() => setFlashing(false), FLASH_MS);
    return () => clearTimeout(id);
  }, [flashAt]);
  return (
    <span
      className={`game-timer${flashing ? ' is-flashing' : ''}`}
      role="timer"
      aria-label="Time left"
      data-testid="game-timer"
    >
      {upcoming !== null ? formatClock(upcoming * 1000) : left === null ? '–:––' : formatClock(left)}
    </span>
  );
}
