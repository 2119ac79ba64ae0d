import type { EventName } from '@mnemoria/events';
import { type ChartPoint, countOf } from '@mnemoria/protocol';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatDay, formatScore, isSpeedEvent } from '../profile/progress-format.ts';
import { buildOptions, chartSeries, TOOLTIP_DELAY_MS } from './chart-options.ts';

interface Tip {
  left: number;
  top: number;
  point: ChartPoint;
}

/**
 * The progress line chart (uPlot, downloaded with this screen only). Standard results form the
 * line (gold once the goal is reached, blue otherwise); practice results are grey dots and versus
 * results orange ones.
 * Hovering a point for 700 ms shows its trial, date and score. Screen readers get the summary in
 * the label and the full table beside the chart.
 */
export function ProgressChart({
  event,
  points,
  dateAxis,
  reached,
}: {
  event: EventName;
  points: ChartPoint[];
  dateAxis: boolean;
  reached: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void (async () => {
      const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
      if (cancelled) return;
      const width = Math.max(240, el.clientWidth);
      const { data, pointAt } = chartSeries(points, event, dateAxis);
      const onCursor = (u: uPlot) => {
        clearTimeout(timer);
        setTip(null);
        const idx = u.cursor.idx;
        if (idx === null || idx === undefined) return;
        const point = pointAt(idx);
        if (!point) return;
        const left = u.valToPos(data[0][idx] ?? 0, 'x');
        const y = data[1]?.[idx] ?? data[2]?.[idx] ?? data[3]?.[idx];
        if (y === null || y === undefined) return;
        // valToPos is relative to the plotting area, which sits right of the Y axis.
        const area = u.over.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const at = { left: area.left - box.left + left, top: area.top - box.top + u.valToPos(y, 'y') };
        timer = setTimeout(() => setTip({ ...at, point }), TOOLTIP_DELAY_MS);
      };
      plot = new UPlot(buildOptions({ width, event, dateAxis, reached, onCursor }), data, el);
      observer = new ResizeObserver(() =>
        plot?.setSize({ width: Math.max(240, el.clientWidth), height: 300 }),
      );
      observer.observe(el);
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      observer?.disconnect();
      plot?.destroy();
      setTip(null);
    };
  }, [points, event, dateAxis, reached]);

  const standard = points.filter((p) => p.mode === 'standard');
  const label = `${isSpeedEvent(event) ? 'Fall speed' : 'Score'} by ${dateAxis ? 'date' : 'trial number'}: ${countOf(points.length, 'result')}${
    standard.length ? `, ${standard.length} standard` : ''
  }${reached ? ', goal reached' : ''}. The table after the chart lists every point.`;

  return (
    <div className="progress-chart" data-line={reached ? 'gold' : 'blue'}>
      <div ref={host} className="progress-chart__plot" role="img" aria-label={label} />
      {tip ? (
        <div className="progress-chart__tip" role="tooltip" style={{ left: tip.left, top: tip.top }}>
          <strong>Trial {tip.point.trialNumber}</strong>
          <span>{formatDay(tip.point.createdAt)}</span>
          <span>
            {isSpeedEvent(event)
              ? `${tip.point.block_speed ?? '–'} ms`
              : `Score ${formatScore(tip.point.score)}`}{' '}
            ({tip.point.mode})
          </span>
        </div>
      ) : null}
    </div>
  );
}
