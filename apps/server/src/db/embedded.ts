import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { serverFile } from '../paths.ts';
import { templateFile } from './template.ts';
import { WireBridge } from './wire-bridge.ts';

/**
 * PostgreSQL settings for the embedded server. PostgreSQL zeroes its shared buffers at start, so
 * the 128 MB initdb picks would be 128 MB of resident memory for a database of a few MB; 16 MB
 * still holds this app's working set many times over.
 */
const START_PARAMS = ['-c', 'shared_buffers=16MB'];
/** How long a closing database may take to checkpoint before its thread is stopped. */
const CLOSE_TIMEOUT_MS = 10_000;

export interface EmbeddedServer {
  /** A new client connection (a socket-like stream speaking the PostgreSQL protocol). */
  connect(): Duplex;
  /** Checkpoints and stops the database thread; the process no longer waits on it. */
  close(): Promise<void>;
}

type WorkerReply =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; data: Uint8Array }
  | { type: 'error'; id: number; message: string };

/**
 * Starts PGlite on a worker thread, persisted in `dataDir` (the same files the in-process PGlite
 * wrote before, so existing `DATA_DIR/db` folders open unchanged) or in memory for `null`.
 */
export async function startEmbedded(dataDir: string | null): Promise<EmbeddedServer> {
  const template = templateFile();
  if (dataDir && template && isNewDatabaseDir(dataDir)) await restoreSnapshot(template, dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(serverFile('src/db/pglite-worker.mjs'), {
    workerData: { dataDir, template, startParams: START_PARAMS },
    // Plain JavaScript: the tsx loader would cost the thread ~0.2 s and ~10 MB for nothing.
    execArgv: [],
  });
  const pending = new Map<number, { resolve(data: Uint8Array): void; reject(err: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;
  let closed: (() => void) | undefined;
  let onReady: { resolve(): void; reject(err: Error): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = { resolve, reject };
  });

  const exec = (batch: Uint8Array) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // Only a query in flight keeps the process alive, as a socket to a database server would.
      worker.ref();
      worker.postMessage({ type: 'exec', id, data: batch }, [batch.buffer as ArrayBuffer]);
    });
  const bridge = new WireBridge(exec);

  const settle = (id: number) => {
    const request = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return request;
  };
  const fail = (err: Error) => {
    failure ??= err;
    onReady?.reject(err);
    for (const request of pending.values()) request.reject(err);
    pending.clear();
    bridge.fail(err);
  };

  worker.on('message', (msg: WorkerReply) => {
    if (msg.type === 'ready') onReady?.resolve();
    else if (msg.type === 'failed') fail(new Error(`The embedded database did not start: ${msg.message}`));
    else if (msg.type === 'closed') closed?.();
    else if (msg.type === 'result') settle(msg.id)?.resolve(msg.data);
    else if (msg.type === 'error') settle(msg.id)?.reject(new Error(msg.message));
  });
  worker.on('error', (err) => fail(err));
  const exited = new Promise<void>((resolve) => {
    worker.on('exit', (code) => {
      fail(new Error(`The embedded database stopped (thread exit code ${code}).`));
      resolve();
    });
  });

  let closing: Promise<void> | undefined;
  const server: EmbeddedServer = {
    connect: () => bridge.connect(),
    close() {
      closing ??= (async () => {
        if (!failure) {
          worker.ref();
          const done = new Promise<void>((resolve) => {
            closed = resolve;
          });
          worker.postMessage({ type: 'close' });
          const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
          await Promise.race([done, exited]);
          clearTimeout(timer);
        }
        await worker.terminate();
        await exited;
      })();
      return closing;
    },
  };
  return ready.then(
    () => {
      worker.unref();
      return server;
    },
    async (err: Error) => {
      await worker.terminate();
      throw err;
    },
  );
}

const isNewDatabaseDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Unpacks the fresh-cluster snapshot into `dir` on a short-lived thread (restore-worker.mjs). */
function restoreSnapshot(template: string, dir: string): Promise<void> {
  const worker = new Worker(serverFile('src/db/restore-worker.mjs'), {
    workerData: { template, dir },
    execArgv: [],
  });
  return new Promise((resolve, reject) => {
    let failure: Error | undefined;
    worker.on('error', (err) => {
      failure = err;
    });
    worker.on('exit', (code) => {
      if (code === 0 && !failure) resolve();
      else reject(new Error(`Could not create the embedded database in ${dir}: ${failure?.message ?? code}`));
    });
  });
}

/** The embedded database's folder inside DATA_DIR (the layout the in-process PGlite used). */
export const embeddedDir = (dataDir: string) => join(dataDir, 'db');
