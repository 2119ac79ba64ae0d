// @ts-check
/**
 * `npm run build` (after the web app): bundles the server's TypeScript, and the workspace packages
 * it imports, into apps/server/dist/ (main.mjs and the app chunk it loads), which `npm start` runs
 * with plain node. Installed packages stay outside the bundle and load from node_modules as usual.
 *
 * Why a bundle rather than the tsx loader at run time: tsx compiles every module on each start
 * and keeps the loader, its caches and an esbuild helper process resident. Measured on the 2-core
 * dev machine, idle, embedded database: about 45 MB less resident memory and no compile step
 * at start (docs/benchmarks.md). Tests and `npm run dev` still run the sources through
 * tsx/vitest; the e2e suite runs this bundle, so what `npm start` ships is what the browser
 * tests exercise.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'apps/server/dist');

/** Bare imports of installed packages stay imports; the workspace's own (`@mnemoria/…`) are TS. */
const externalPackages = {
  name: 'external-packages',
  setup(/** @type {import('esbuild').PluginBuild} */ b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mnemoria/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'apps/server/src/main.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  // main.ts starts the embedded database's thread and then imports the app: split there, so the
  // app's packages load while that thread starts, not before it (about a second of start-up).
  splitting: true,
  chunkNames: 'app-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces in the logs point at the TypeScript sources (`node --enable-source-maps`).
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `server bundle: apps/server/dist/main.mjs and ${Object.keys(result.metafile.outputs).length / 2 - 1} chunk(s), ` +
    `${Object.keys(result.metafile.inputs).length} modules, ${(bytes / 1024).toFixed(0)} KiB with source maps, ` +
    `${(performance.now() - started).toFixed(0)} ms`,
);
