import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { precompressFile } from '../../build/precompress.ts';

/** The light theme's primary (browser chrome, splash) and page background, as in tokens.css. */
export const THEME_COLOR = '#4338ca';
export const BACKGROUND_COLOR = '#f6f6fb';

/**
 * Build-time options of vite-plugin-pwa (read by vite.config.ts, never bundled into the app).
 * injectManifest: our own worker (sw.ts) receives the list of build files; the plugin also writes
 * the web app manifest and links it from index.html. Registration is ours too (boot.ts), lazily.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Mnemoria · Memory sport training',
    short_name: 'Mnemoria',
    description:
      'Train the memory-sport disciplines, level up per event, compete 1 vs 1 and watch others train live.',
    lang: 'en',
    start_url: '/app/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education', 'games', 'sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The build's own files only; .br/.gz siblings and build metadata (.vite/) are not matched.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    // The password estimator's dictionaries (about 750 KB compressed) serve only the sign-up and
    // reset forms, which need the network anyway: not worth a download on every install.
    globIgnores: ['**/node_modules/**', 'sw.js', 'assets/zxcvbn-*.js'],
    // Hashed names (assets/name-HASH.js) need no revision: a changed file has a new name.
    dontCacheBustURLsMatching: /^assets\//,
    // A classic script (not a module worker) registers in every browser that supports workers.
    rollupFormat: 'iife',
  },
  devOptions: { enabled: false },
};

/**
 * Compresses /sw.js once it is final. The plugin writes it in its own closeBundle, which may run
 * beside the general precompress step and so miss it (or, worse, catch it before the file list is
 * injected); this runs after every other closeBundle hook.
 */
export function precompressServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mnemoria:precompress-sw',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFile(join(outDir, 'sw.js'));
      },
    },
  };
}
