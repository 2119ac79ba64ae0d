// @ts-check
/**
 * The embedded PostgreSQL (PGlite, WASM) on its own thread. It speaks only the PostgreSQL wire
 * protocol: the main thread sends a batch of frontend messages, this thread runs them through
 * `execProtocolRaw` and sends the backend's bytes back. Every query's CPU time is spent here, so
 * the server's event loop keeps serving sockets while the database works.
 *
 * Plain JavaScript on purpose: a worker does not inherit the tsx loader, and without it the thread
 * starts in ~0.1 s with ~10 MB of its own.
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string | null; template: string | null; startParams: string[] }} */
const { dataDir, template, startParams } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

// PGlite's WASM runs on V8's baseline compiler only. Optimising its hot functions in the
// background cost ~1 s of CPU and ~70 MB of resident memory at every start, for queries only
// ~15 % faster once warm (measured: 0.46 vs 0.54 ms for an insert, an update and an indexed
// select). Read when the module compiles, below; PGlite is the process's only WASM.
setFlagsFromString('--liftoff-only');

/** @type {PGlite} */
let db;
try {
  /** @type {import('@electric-sql/pglite').PGliteOptions} */
  const options = { startParams: [...PGlite.defaultStartParams, ...startParams] };
  // A new database on disk was unpacked from the snapshot of a fresh cluster already (template.ts);
  // one in memory starts from it here. Either way no initdb.
  if (template && !dataDir) options.loadDataDir = new Blob([brotliDecompressSync(readFileSync(template))]);
  db = await PGlite.create(dataDir ?? undefined, options);
  port.postMessage({ type: 'ready' });
} catch (err) {
  port.postMessage({
    type: 'failed',
    message: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  port.close();
}

// Requests arrive one at a time (the main thread holds the next until this answers); the chain only
// guards the close against a request still running.
let last = Promise.resolve();
port.on(
  'message',
  (/** @type {{ type: 'exec'; id: number; data: Uint8Array } | { type: 'close' }} */ msg) => {
    last = last.then(async () => {
      if (msg.type === 'close') {
        await db.close().catch(() => {});
        port.postMessage({ type: 'closed' });
        port.close();
        return;
      }
      try {
        const raw = await db.execProtocolRaw(msg.data);
        // A start-up reply is a view into PGlite's own receive buffer: copy it rather than move it.
        const data = raw.byteLength === raw.buffer.byteLength ? raw : raw.slice();
        port.postMessage({ type: 'result', id: msg.id, data }, [data.buffer]);
      } catch (err) {
        port.postMessage({
          type: 'error',
          id: msg.id,
          message: err instanceof Error ? err.message : String(err),
        });
      }
    });
  },
);
