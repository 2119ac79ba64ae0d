/**
 * What the suite starts, run the way a user runs it: the real server as the bundle `npm start`
 * runs (built here from the measured tree), the bare baselines compiled the same way, so neither
 * side carries the TypeScript loader's memory or start-up in its figures. A tree from before the
 * bundle existed (an old revision as a baseline) still runs its sources through tsx.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

export interface Entry {
  args: string[];
  tsx: boolean;
}

export function realServerEntry(root: string): Entry {
  const script = join(root, 'scripts/build-server.mjs');
  if (!existsSync(script)) return { args: ['apps/server/src/main.ts'], tsx: true };
  execFileSync(process.execPath, [script], { cwd: root, stdio: 'ignore' });
  return { args: ['--enable-source-maps', 'apps/server/dist/main.mjs'], tsx: false };
}

/** bare.ts as one JavaScript file; installed packages load from this checkout's node_modules. */
export async function bareEntry(): Promise<Entry> {
  const outdir = join(here, '../../node_modules/.cache/mnemoria-bench');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, 'bare.mjs');
  await build({
    entryPoints: [join(here, 'bare.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return { args: [outfile], tsx: false };
}
