// @ts-check
/**
 * Preloaded into every benchmarked server (`node --import …/eld-preload.mjs`): measures the event
 * loop's delay from inside the process, without touching the app. The harness talks to it over
 * the IPC channel: `eld:reset` starts a window, `eld:read` answers with the window's histogram.
 * Plain JavaScript, so it loads into a server started without the TypeScript loader too.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

const ms = (/** @type {number} */ ns) => Math.round(ns / 1e4) / 100;

if (process.send) {
  process.on('message', (msg) => {
    if (msg === 'eld:reset') histogram.reset();
    if (msg === 'eld:read') {
      process.send?.({
        eld: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
      });
    }
  });
  // The channel must not keep a server alive that is asked to shut down.
  process.channel?.unref();
}
