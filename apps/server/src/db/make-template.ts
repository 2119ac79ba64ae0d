/**
 * Writes the snapshot a new embedded database starts from (see template.ts). Run it after
 * upgrading @electric-sql/pglite and commit the new file (and delete the old one):
 *   node --import tsx apps/server/src/db/make-template.ts
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { templatePath } from './template.ts';

const db = await PGlite.create();
// Everything on disk and consistent before the files are copied, as `clone()` relies on too.
await db.exec('CHECKPOINT');
const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
await db.close();
// A 16 MB window lets brotli share the three near-identical databases (template0, template1,
// postgres): ~1.4 MB instead of gzip's 4.5 MB.
const packed = brotliCompressSync(tar, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: tar.length,
  },
});
const file = templatePath();
writeFileSync(file, packed);
console.log(`${file}: ${tar.length} bytes of cluster, ${packed.length} stored`);
