/// <reference lib="dom" />
/**
 * What runs inside the measured pages (the game and the bare baseline alike), installed before any
 * page script. Each figure ends at the first paint that shows the change: a callback posted from
 * requestAnimationFrame runs once that frame is rendered, so "shown" means painted, not just set.
 */
export interface Probe {
  /** Key press → digit painted: ms from the keydown's timestamp, one per press. */
  keys: number[];
  /** Click on Done → the next stage painted: ms, with the stage reached ('result', then 'result grid'). */
  stages: { to: string; ms: number }[];
  /** requestAnimationFrame intervals while `frames.on`, in ms. */
  frames: { on: boolean; intervals: number[] };
  /** Tasks over 50 ms (Long Tasks API) while `frames.on`, their durations in ms. */
  longTasks: number[];
}

/** Installed with page.addInitScript: a function whose source runs alone in the page. */
export function installProbe() {
  const probe: Probe = { keys: [], stages: [], frames: { on: false, intervals: [] }, longTasks: [] };
  (window as unknown as { __probe: Probe }).__probe = probe;
  const afterPaint = (done: () => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });

  // The digit: the focused field's value changes; checked every frame until it has. Typing past a
  // block's last cell shows the next block instead, which unmounts the field: that paint counts.
  window.addEventListener(
    'keydown',
    (e) => {
      const field = e.target as HTMLInputElement;
      if (!/^\d$/.test(e.key) || typeof field.value !== 'string') return;
      const before = field.value;
      const start = e.timeStamp;
      const check = () =>
        requestAnimationFrame(() => {
          if (field.value === before && field.isConnected) return check();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => probe.keys.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      check();
    },
    true,
  );

  // Done: the stage marker ([data-stage] of the game bar, or the bare page's) changes.
  window.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element).closest?.('button');
      if (button?.textContent?.trim() !== 'Done') return;
      const start = e.timeStamp;
      const marker = () => document.querySelector('[data-testid="game-stage"]');
      const from = marker()?.getAttribute('data-stage');
      const results = () => document.querySelector('[data-testid="evaluation"], h1, h2');
      const check = () =>
        requestAnimationFrame(() => {
          const now = marker()?.getAttribute('data-stage');
          const ended = !marker() && results()?.textContent?.includes('Your results');
          if (now === from && !ended) return check();
          afterPaint(() =>
            probe.stages.push({ to: ended ? 'result' : (now ?? '?'), ms: performance.now() - start }),
          );
          if (ended) grid();
        });
      // The result's answer grid painted too: in the same frame as its score, or in a later one.
      const grid = () => {
        if (!document.querySelector('.result__review > *')) return requestAnimationFrame(grid);
        afterPaint(() => probe.stages.push({ to: 'result grid', ms: performance.now() - start }));
      };
      check();
    },
    true,
  );

  let last = 0;
  const frame = (t: number) => {
    if (probe.frames.on && last > 0) probe.frames.intervals.push(t - last);
    last = t;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    if (probe.frames.on) for (const e of list.getEntries()) probe.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
}
