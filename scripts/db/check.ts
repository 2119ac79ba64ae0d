// `npm run db:check`: fails when `npm run db:generate` would write a migration (the schema files
// changed without a snapshot: run `npm run db:snapshot`, see docs/database.md), or when the journal
// and the .sql files disagree.
import { journalProblems, pendingGenerate } from '../../apps/server/src/db/migrations-sync.ts';

const problems = journalProblems();
const pending = pendingGenerate();
if (problems.length)
  console.error(`The migration journal and the .sql files disagree:\n  ${problems.join('\n  ')}`);
if (pending)
  console.error(
    `db:generate would write a new migration:\n\n${pending}\n\nIf hand-written migrations already do this, run \`npm run db:snapshot\`; otherwise write the migration (docs/database.md).`,
  );
if (problems.length || pending) process.exit(1);
console.log('Migrations, journal and snapshot agree: db:generate has nothing to do.');
