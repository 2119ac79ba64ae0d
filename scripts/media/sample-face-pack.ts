/**
 * Writes a small sample face pack into <MEDIA_DIR>/faces, to try the face-pack path:
 *
 *   node --import tsx scripts/media/sample-face-pack.ts ./media
 *   MEDIA_DIR=./media npm start
 */
import { join } from 'node:path';
import { writeSampleFacePack } from '../../apps/server/src/media/sample-face-pack.ts';

const mediaDir = process.argv[2];
if (!mediaDir) {
  console.error('usage: node --import tsx scripts/media/sample-face-pack.ts <MEDIA_DIR>');
  process.exit(2);
}
const files = await writeSampleFacePack(join(mediaDir, 'faces'));
console.log(`wrote ${files.length} sample faces to ${join(mediaDir, 'faces')}`);
