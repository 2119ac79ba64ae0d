import type { SessionPoint } from '@mnemoria/protocol';
import type uPlot from 'uplot';

export const MODE_COLORS = { standard: '#2563eb', practice: '#8a94a6', versus: '#c2410c' } as const;
const MODES = ['standard', 'practice', 'versus'] as const;
const GRID = { stroke: 'rgba(128,128,128,0.15)' };
/** Whole-number steps: there is no session 2.5. */
const WHOLE = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

const dots = (mode: (typeof MODES)[number]): uPlot.Series => ({
  label: mode.charAt(0).toUpperCase() + mode.slice(1),
  stroke: MODE_COLORS[mode],
  width: 0,
  paths: () => null,
  points: { show: true, size: 8, fill: MODE_COLORS[mode], stroke: MODE_COLORS[mode] },
});

/** One column per mode, so each mode has its own colour; uPlot wants x ascending. */
function byMode(points: SessionPoint[], x: (p: SessionPoint) => number, y: (p: SessionPoint) => number) {
  const sorted = [...points].sort((a, b) => x(a) - x(b));
  const data: uPlot.AlignedData = [
    sorted.map(x),
    ...MODES.map((mode) => sorted.map((p) => (p.mode === mode ? y(p) : null))),
  ];
  return data;
}

/** Score by session, oldest first: one step on x per session, whatever the gaps between them. */
export function scoreOverTime(points: SessionPoint[]) {
  const data: uPlot.AlignedData = [
    points.map((_, i) => i + 1),
    ...MODES.map((mode) => points.map((p) => (p.mode === mode ? p.score : null))),
  ];
  const options = (width: number): uPlot.Options => ({
    width,
    height: 260,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        stroke: 'currentColor',
        grid: GRID,
        label: 'Session',
        incrs: WHOLE,
        values: (_u, t) => t.map(String),
      },
      { stroke: 'currentColor', grid: GRID, label: 'Score', size: 56 },
    ],
    series: [{ label: 'Session' }, ...MODES.map(dots)],
  });
  return { data, options };
}

/** Accuracy (%) against memorize time (s): does taking longer pay? */
export function accuracyByTime(points: SessionPoint[]) {
  const data = byMode(
    points,
    (p) => Math.round(p.memorizeMs / 100) / 10,
    (p) => p.percent,
  );
  const options = (width: number): uPlot.Options => ({
    width,
    height: 260,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: (_u, min, max) => [Math.max(0, min - 5), max + 5] },
      y: { range: [0, 100] },
    },
    axes: [
      { stroke: 'currentColor', grid: GRID, label: 'Memorize time (s)' },
      { stroke: 'currentColor', grid: GRID, label: 'Accuracy (%)', size: 56 },
    ],
    series: [{ label: 'Memorize time' }, ...MODES.map(dots)],
  });
  return { data, options };
}
