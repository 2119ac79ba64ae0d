// `npm run db:snapshot`: after adding (or merging) hand-written migrations, writes the snapshot of
// the newest one from the schema files, then checks `db:generate` has nothing left to do.
// See docs/database.md.
import { journalProblems, pendingGenerate, writeSnapshot } from '../../apps/server/src/db/migrations-sync.ts';

const problems = journalProblems();
if (problems.length) {
  console.error(`Fix the migration journal first:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`wrote ${writeSnapshot()}`);
const pending = pendingGenerate();
if (pending) {
  console.error(`db:generate still finds changes:\n${pending}`);
  process.exit(1);
}
console.log('db:generate has nothing to do.');
