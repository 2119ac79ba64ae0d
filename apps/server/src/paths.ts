import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files the server reads beside its code (migrations, the database snapshot and worker scripts,
 * the Major System lexicon) are found from the server package's folder, not from the module
 * asking: `npm start` runs one bundled file (apps/server/dist/main.mjs, see
 * scripts/build-server.mjs) in which every module shares that file's URL, while tests and
 * `npm run dev` run the sources. This module sits one level below the package folder in both
 * layouts, so the same expression finds it.
 */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');

/** A file of the server's source tree, e.g. `serverFile('src/db/migrations')`. */
export const serverFile = (...parts: string[]) => join(SERVER_ROOT, ...parts);
