import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Budgets in bytes of brotli-compressed JavaScript (1 KB = 1000 bytes, as Vite reports). */
export const BUDGETS = {
  landing: 100_000,
  appShell: 170_000,
  eventViews: 30_000,
} as const;

/** The modules a first visit of /app/dashboard downloads, besides the entry (see app/routes.tsx). */
export const APP_SHELL_MODULES = [
  'src/app/query-root.tsx',
  'src/app/guards.tsx',
  'src/app/app-shell.tsx',
  'src/pages/dashboard/dashboard-page.tsx',
];
export const GAME_MODULE = 'src/game/game-page.tsx';
/** React, the router and the app, which the entry imports when it starts the app (main.tsx). */
export const BOOT_MODULE = 'src/app/boot.tsx';
export const ENTRY = 'index.html';

export const viewsModule = (event: string) => `src/events/${event}/index.ts`;

/**
 * The JavaScript files that must arrive before the given modules run: their own chunks and their
 * static imports, transitively (dynamic imports load later, on demand, so they are not counted).
 */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: is it still its own chunk?`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

export interface Measured {
  name: string;
  files: string[];
  bytes: number;
  budget: number;
}

/**
 * What each page costs: the landing page, the /app shell, and each event's views on top of the shell
 * and the game screen (chunks shared between events count for every event that uses them).
 */
export function measure(manifest: Manifest, sizeOf: (file: string) => number, events: readonly string[]) {
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + sizeOf(f), 0);
  // Everything the landing page ends up running: the entry, then the app it starts on idle.
  const landing = staticClosure(manifest, [ENTRY, BOOT_MODULE]);
  const shell = staticClosure(manifest, [ENTRY, BOOT_MODULE, ...APP_SHELL_MODULES]);
  const game = staticClosure(manifest, [ENTRY, BOOT_MODULE, ...APP_SHELL_MODULES, GAME_MODULE]);
  const rows: Measured[] = [
    { name: 'landing', files: [...landing], bytes: total(landing), budget: BUDGETS.landing },
    { name: 'app shell', files: [...shell], bytes: total(shell), budget: BUDGETS.appShell },
  ];
  for (const event of events) {
    const key = viewsModule(event);
    if (!manifest[key]?.isDynamicEntry) {
      throw new Error(`the views of ${event} (${key}) are not a lazily loaded chunk of their own`);
    }
    const own = [...staticClosure(manifest, [key])].filter((f) => !game.has(f));
    rows.push({ name: `${event} views`, files: own, bytes: total(own), budget: BUDGETS.eventViews });
  }
  const gameOnly = [...game].filter((f) => !shell.has(f));
  return { rows, game: { files: gameOnly, bytes: total(gameOnly) } };
}

/** Brotli at the quality the build precompresses with: the bytes a browser actually downloads. */
export function brotliSize(body: Buffer): number {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;
}

/** Reads dist/.vite/manifest.json, failing loudly (never passing) when there is no build. */
export function readManifest(dist: string): Manifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `No build manifest at ${file}. Run \`npm run build\` first: the bundle budget is measured on the build output.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export function formatRows(rows: Measured[]): string {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  return rows
    .map((r) => {
      const verdict = r.bytes <= r.budget ? 'ok' : 'OVER BUDGET';
      return `${r.name.padEnd(16)} ${kb(r.bytes).padStart(9)} of ${kb(r.budget).padStart(8)} (${r.files.length} files) ${verdict}`;
    })
    .join('\n');
}
