import type { EventName } from '@mnemoria/events';
import type { ChartPoint } from '@mnemoria/protocol';
import type uPlot from 'uplot';
import { isSpeedEvent } from '../profile/progress-format.ts';

/** A hovered point's details appear after this long, so sweeping across the chart stays calm. */
export const TOOLTIP_DELAY_MS = 700;
export const GOLD = '#c99700';
export const BLUE = '#2563eb';
const PRACTICE = '#8a94a6';
export const VERSUS = '#c2410c';
const HEIGHT = 300;

/** Whole-number tick steps only: a score or a speed is never shown as 2.5 on the axis. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000];

/** The value a point is plotted at: the score, or for Blocktris the fall speed it was played at. */
export const yOf = (event: EventName, p: ChartPoint): number | null =>
  isSpeedEvent(event) ? p.block_speed : p.score;

/**
 * The goal is reached when it is above 0, there are standard results, and the best of them meets
 * it: a score at or above the goal, or for Blocktris a passed speed at or below it.
 */
export function goalReached(event: EventName, points: ChartPoint[], goal: number | undefined): boolean {
  if (!goal || goal <= 0) return false;
  const standard = points.filter((p) => p.mode === 'standard');
  if (isSpeedEvent(event)) {
    const speeds = standard
      .filter((p) => p.percent >= 80 && p.block_speed !== null)
      .map((p) => p.block_speed as number);
    return speeds.length > 0 && Math.min(...speeds) <= goal;
  }
  return standard.length > 0 && Math.max(...standard.map((p) => p.score)) >= goal;
}

/** uPlot's columns: x (trial number or seconds), the standard line, the practice and the versus dots. */
export function chartSeries(points: ChartPoint[], event: EventName, dateAxis: boolean) {
  const x = points.map((p) => (dateAxis ? Date.parse(p.createdAt) / 1000 : p.trialNumber));
  const of = (mode: ChartPoint['mode']) => points.map((p) => (p.mode === mode ? yOf(event, p) : null));
  const data: uPlot.AlignedData = [x, of('standard'), of('practice'), of('versus')];
  return { data, pointAt: (idx: number) => points[idx] };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Date ticks in the viewer's calendar: '5 Mar', or the time of day when the results span one day. */
function dateTicks(u: uPlot, ticks: number[]): string[] {
  const min = u.scales.x?.min ?? 0;
  const max = u.scales.x?.max ?? 0;
  const oneDay = max - min < 36 * 3600;
  return ticks.map((t) => {
    const d = new Date(t * 1000);
    return oneDay
      ? `${pad2(d.getHours())}:${pad2(d.getMinutes())}`
      : `${d.getDate()} ${MONTHS[d.getMonth()]}`;
  });
}

export function buildOptions({
  width,
  event,
  dateAxis,
  reached,
  onCursor,
}: {
  width: number;
  event: EventName;
  dateAxis: boolean;
  reached: boolean;
  onCursor: (u: uPlot) => void;
}): uPlot.Options {
  const line = reached ? GOLD : BLUE;
  const axisStroke = 'currentColor';
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { points: { size: 10 }, drag: { x: false, y: false } },
    scales: {
      x: {
        time: dateAxis,
        // Room around the first and last point (a lone one included), so no dot sits on the edge.
        range: (_u, min, max) => {
          const pad = dateAxis ? Math.max(60, (max - min) * 0.04) : 0.3;
          return [min - pad, max + pad];
        },
      },
      y: {
        range: (_u, min, max) => [Math.max(0, Math.floor(min) - 1), Math.ceil(max) + 1],
      },
    },
    axes: [
      {
        stroke: axisStroke,
        grid: { stroke: 'rgba(128,128,128,0.15)' },
        ...(dateAxis
          ? { values: (u: uPlot, ticks: number[]) => dateTicks(u, ticks) }
          : { incrs: WHOLE_STEPS, values: (_u: uPlot, ticks: number[]) => ticks.map((t) => String(t)) }),
      },
      {
        stroke: axisStroke,
        label: isSpeedEvent(event) ? 'ms per row' : 'Score',
        grid: { stroke: 'rgba(128,128,128,0.15)' },
        incrs: WHOLE_STEPS,
        values: (_u, ticks) => ticks.map((t) => String(t)),
        // Dense enough that a small range gets a tick at every whole number.
        space: 22,
        size: 56,
      },
    ],
    series: [
      { label: dateAxis ? 'Date' : 'Trial' },
      {
        label: 'Standard',
        stroke: line,
        width: 3,
        spanGaps: true,
        points: { show: true, size: 8, fill: line, stroke: line },
      },
      {
        label: 'Practice',
        stroke: PRACTICE,
        width: 0,
        paths: () => null,
        points: { show: true, size: 7, fill: PRACTICE, stroke: PRACTICE },
      },
      {
        label: 'Versus',
        stroke: VERSUS,
        width: 0,
        paths: () => null,
        points: { show: true, size: 7, fill: VERSUS, stroke: VERSUS },
      },
    ],
    hooks: { setCursor: [onCursor] },
  };
}
