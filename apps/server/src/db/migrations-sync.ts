/**
 * Keeps drizzle-kit's snapshots in step with hand-written migrations (tooling only: the server
 * never imports this). drizzle-kit diffs the schema files against the newest snapshot in
 * migrations/meta; migrations written by hand come without one, so after them the newest
 * snapshot must be regenerated, or `npm run db:generate` would re-create what they already did.
 *
 *   npm run db:check     fails when `db:generate` would write anything, or the journal and the
 *                        .sql files disagree
 *   npm run db:snapshot  writes the snapshot of the newest journal entry from the schema files
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { generateDrizzleJson } from 'drizzle-kit/api';
import { REPO_ROOT } from '../paths.ts';
import * as schema from './schema.ts';

export const MIGRATIONS = join(REPO_ROOT, 'apps/server/src/db/migrations');
const META = join(MIGRATIONS, 'meta');
const SCHEMA = join(REPO_ROOT, 'apps/server/src/db/schema.ts');

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

export const journal = (): JournalEntry[] =>
  (JSON.parse(readFileSync(join(META, '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;

const snapshots = () =>
  readdirSync(META)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();

/** Problems between the journal and the .sql files (a migration the migrator would skip, or miss). */
export function journalProblems(): string[] {
  const entries = journal();
  const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
  const problems: string[] = [];
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    if (prev && e.idx <= prev.idx)
      problems.push(`journal entry ${e.tag}: idx must grow (${e.idx} ≤ ${prev.idx})`);
    if (prev && e.when <= prev.when)
      problems.push(`journal entry ${e.tag}: "when" must grow (${e.when} ≤ ${prev.when})`);
    if (!files.includes(`${e.tag}.sql`)) problems.push(`journal entry ${e.tag} has no ${e.tag}.sql`);
  });
  for (const f of files)
    if (!entries.some((e) => `${e.tag}.sql` === f)) problems.push(`${f} is not in meta/_journal.json`);
  return problems;
}

/**
 * What `drizzle-kit generate` would write now, run on a copy of the migrations folder so the
 * repository is never touched: the SQL of the new migration, or '' when there is nothing to do.
 */
export function pendingGenerate(): string {
  const work = mkdtempSync(join(tmpdir(), 'mn-db-check-'));
  try {
    cpSync(MIGRATIONS, join(work, 'migrations'), { recursive: true });
    const before = new Set(readdirSync(join(work, 'migrations')));
    const bin = join(REPO_ROOT, 'node_modules/.bin/drizzle-kit');
    // drizzle-kit takes --out relative to its working directory.
    const res = spawnSync(
      bin,
      ['generate', '--dialect', 'postgresql', '--schema', SCHEMA, '--out', 'migrations'],
      {
        cwd: work,
        encoding: 'utf8',
      },
    );
    if (res.status !== 0) throw new Error(`drizzle-kit generate failed:\n${res.stdout}\n${res.stderr}`);
    const added = readdirSync(join(work, 'migrations')).filter((f) => f.endsWith('.sql') && !before.has(f));
    return added.map((f) => readFileSync(join(work, 'migrations', f), 'utf8')).join('\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Writes `<newest journal number>_snapshot.json` from the schema files, chained after the newest
 * snapshot there is (or rewrites it, when it is already the newest entry's). Returns its path.
 */
export function writeSnapshot(): string {
  const entries = journal();
  const newest = entries.at(-1);
  if (!newest) throw new Error('the migration journal is empty');
  const file = `${newest.tag.slice(0, 4)}_snapshot.json`;
  const existing = snapshots();
  const latest = existing.at(-1);
  const read = (f: string) =>
    JSON.parse(readFileSync(join(META, f), 'utf8')) as { id: string; prevId: string };
  const rewrite = latest === file;
  const prev = rewrite ? read(file).prevId : latest ? read(latest).id : undefined;
  const snap = generateDrizzleJson(schema as Record<string, unknown>, prev);
  // A rewritten snapshot keeps its id (nothing chains after it yet); a new one gets a new id.
  const id = rewrite ? read(file).id : randomUUID();
  writeFileSync(join(META, file), `${JSON.stringify({ ...snap, id }, null, 2)}\n`);
  return join(META, basename(file));
}

export const hasSnapshotFor = (tag: string) => existsSync(join(META, `${tag.slice(0, 4)}_snapshot.json`));
