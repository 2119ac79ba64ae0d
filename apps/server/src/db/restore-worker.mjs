// @ts-check
/**
 * Unpacks the snapshot of a fresh PGlite cluster (template.ts) into a new database folder, on a
 * thread of its own that exits when done: the 40 MB archive is garbage the moment it is written,
 * and an exited thread hands all of its memory back at once, where the database thread would
 * keep it until some later full garbage collection.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { workerData } from 'node:worker_threads';
import { brotliDecompressSync } from 'node:zlib';

const BLOCK = 512;
/** @type {{ template: string; dir: string }} */
const { template, dir } = workerData;
restore(template, dir);

/**
 * Unpacks into `dir` (absent or empty): beside it first, then renamed into place, so a start
 * interrupted half-way leaves no half-made database behind.
 * @param {string} file
 * @param {string} dir
 */
function restore(file, dir) {
  // A fixed name, so what a killed start left behind is cleared by the next one.
  const staging = `${dir}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    // One output buffer (mapped, and unmapped whole when the thread exits) rather than thousands
    // of 16 kB chunks that the allocator would keep resident for the process.
    untar(brotliDecompressSync(readFileSync(file), { chunkSize: 64 * 1024 * 1024 }), staging);
    if (existsSync(dir)) rmdirSync(dir);
    renameSync(staging, dir);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Writes the entries of a ustar archive (PGlite's dump: directories and regular files) under `root`.
 * @param {Buffer} tar
 * @param {string} root
 */
function untar(tar, root) {
  const text = (/** @type {number} */ from, /** @type {number} */ to) =>
    tar.toString('latin1', from, to).replace(/\0.*$/s, '');
  let at = 0;
  while (at + BLOCK <= tar.length && tar[at] !== 0) {
    const name = `${text(at + 345, at + 500)}${text(at, at + 100)}`;
    const size = Number.parseInt(text(at + 124, at + 136).trim() || '0', 8);
    const mode = Number.parseInt(text(at + 100, at + 108).trim() || '600', 8) & 0o777;
    const type = tar[at + 156];
    const path = normalize(name).replace(/^\/+/, '');
    if (!path || path.split('/').includes('..')) throw new Error(`unsafe path in database snapshot: ${name}`);
    const target = join(root, path);
    at += BLOCK;
    if (type === 0x35 /* '5': directory */) {
      mkdirSync(target, { recursive: true, mode });
    } else if (type === 0x30 /* '0': file */ || type === 0) {
      if (at + size > tar.length) throw new Error('database snapshot is truncated');
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      const fd = openSync(target, 'w', mode);
      try {
        writeSync(fd, tar, at, size);
      } finally {
        closeSync(fd);
      }
      at += Math.ceil(size / BLOCK) * BLOCK;
    } else {
      throw new Error(`unexpected entry type in database snapshot: ${name}`);
    }
  }
  if (at + BLOCK > tar.length) throw new Error('database snapshot is truncated');
}
