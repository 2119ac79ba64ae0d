import { type CSSProperties, useSyncExternalStore } from 'react';
import './density.css';

/**
 * The athlete's memorize text size, a scale of the default (1). Smaller shows more rows per screen
 * for big sessions (binary, decimal, words, dates); kept in this browser only.
 */
export const DENSITY_KEY = 'mnemoria:memorize-scale';
export const DENSITY_STEPS = [0.6, 0.7, 0.8, 0.9, 1, 1.15, 1.3] as const;
const DEFAULT_SCALE = 1;

const listeners = new Set<() => void>();

function read(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(DENSITY_KEY));
    return (DENSITY_STEPS as readonly number[]).includes(stored) ? stored : DEFAULT_SCALE;
  } catch {
    return DEFAULT_SCALE;
  }
}

function write(scale: number) {
  try {
    globalThis.localStorage?.setItem(DENSITY_KEY, String(scale));
  } catch {
    // Private mode or storage full: the size still applies for this page.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current scale and a style that hands it to the memorize CSS as `--mem-scale`. */
export function useDensity() {
  const scale = useSyncExternalStore(subscribe, read, () => DEFAULT_SCALE);
  return { scale, style: { '--mem-scale': scale } as CSSProperties };
}

/**
 * "Text size − / +" above a memorize view. The buttons never take the focus (the arrows, Space
 * and Enter belong to memorizing), so a click changes the size and play goes on.
 */
export function DensityControl() {
  const { scale } = useDensity();
  const at = DENSITY_STEPS.indexOf(scale as (typeof DENSITY_STEPS)[number]);
  const step = (by: number) => {
    const next = DENSITY_STEPS[Math.max(0, Math.min(DENSITY_STEPS.length - 1, at + by))];
    if (next !== undefined) write(next);
  };
  return (
    <fieldset className="density">
      <legend className="density__label">Text size</legend>
      <button
        type="button"
        className="density__button"
        aria-label="Smaller text, more rows"
        disabled={at <= 0}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => step(-1)}
        tabIndex={-1}
      >
        A−
      </button>
      <output className="density__value" data-testid="density-value">
        {Math.round(scale * 100)}%
      </output>
      <button
        type="button"
        className="density__button"
        aria-label="Larger text"
        disabled={at >= DENSITY_STEPS.length - 1}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => step(1)}
        tabIndex={-1}
      >
        A+
      </button>
    </fieldset>
  );
}
