import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';

/**
 * A uPlot chart (the library downloads with the first chart shown), resized with its box.
 * Screen readers get `label`; every chart using it also shows its figures as text. `options` and
 * `data` should be memoized: a new value redraws the chart.
 */
export function Plot({
  options,
  data,
  label,
  testId,
  className,
}: {
  options: (width: number) => uPlot.Options;
  data: uPlot.AlignedData;
  label: string;
  testId?: string;
  /** The box's class: its width and minimum height (the chart's height is in `options`). */
  className: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void (async () => {
      const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
      if (cancelled) return;
      const width = () => Math.max(240, el.clientWidth);
      plot = new UPlot(options(width()), data, el);
      observer = new ResizeObserver(() => plot?.setSize({ width: width(), height: plot.height }));
      observer.observe(el);
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [options, data]);
  return <div ref={host} className={className} role="img" aria-label={label} data-testid={testId} />;
}
