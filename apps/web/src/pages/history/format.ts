import type { Mode } from '@mnemoria/events';

/** 83_400 → '1:23.4' (minutes, seconds and tenths), 7_250 → '7.3 s'. */
export function formatMs(ms: number): string {
  const tenths = Math.round(ms / 100);
  const seconds = tenths / 10;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(tenths / 600);
  const rest = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${m}:${rest}`;
}

/** Time per view: under a second in whole ms ('30 ms'), else as formatMs. */
export const formatPerView = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : formatMs(ms));

export const modeLabel = (mode: Mode) =>
  mode === 'standard' ? 'Standard' : mode === 'practice' ? 'Practice' : 'Versus';

/** When a session ended, in the viewer's calendar and clock: '5 Mar 2026, 14:05'. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
