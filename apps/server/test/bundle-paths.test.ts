import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SERVER_ROOT, serverFile } from '../src/paths.ts';

/**
 * `npm start` runs one bundled file, in which every module's `import.meta.url` is the bundle's.
 * A module that finds a file relative to its own URL works in the tests (which run the sources)
 * and breaks only in the shipped server, so this keeps such uses out of the bundled code.
 */
const roots = [
  join(REPO_ROOT, 'apps/server/src'),
  ...['events', 'protocol', 'rating'].map((p) => join(REPO_ROOT, 'packages', p, 'src')),
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('files beside the server code', () => {
  it('are found from the package folder, in the sources and in the bundle alike', () => {
    expect(SERVER_ROOT).toBe(join(REPO_ROOT, 'apps/server'));
    expect(serverFile('src/db/migrations')).toBe(join(REPO_ROOT, 'apps/server/src/db/migrations'));
  });

  it('no bundled module resolves a file from its own URL (only package lookups may use it)', () => {
    const offenders: string[] = [];
    for (const file of roots.flatMap(sources)) {
      const name = relative(REPO_ROOT, file);
      if (name === 'apps/server/src/paths.ts') continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const uses = /import\.meta\.(url|dirname|filename)|__dirname|__filename/.test(line);
          if (uses && !/createRequire\(import\.meta\.url\)/.test(line))
            offenders.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
