import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serverFile } from '../paths.ts';

/**
 * A new embedded database starts from a snapshot of a freshly initialised PGlite cluster instead
 * of running initdb: initdb builds the system catalogs in WASM, which takes seconds of CPU and, in
 * PGlite, leaves ~600 MB of its scratch instances resident; unpacking the snapshot (the database
 * thread does it, see pglite-worker.mjs) takes ~0.2 s, and PGlite then opens it like any existing
 * database. The snapshot is PGlite's own clone format (`dumpDataDir`, a tar of the cluster's
 * files), holds no application schema (migrations still run at start), and
 * only a PGlite upgrade makes it stale: the file name carries the PGlite version, and without a
 * matching file the database falls back to initdb. Regenerate with
 * `node --import tsx apps/server/src/db/make-template.ts`.
 */

/** The installed PGlite version (its package.json is not exported, so read it beside the entry). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export const templatePath = (version = pgliteVersion()) =>
  serverFile('src/db', `pgdata-pglite-${version}.tar.br`);

/** The snapshot for the installed PGlite, or null when there is none (then initdb runs). */
export function templateFile(): string | null {
  const file = templatePath();
  return existsSync(file) ? file : null;
}
