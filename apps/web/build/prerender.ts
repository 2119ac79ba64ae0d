import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressFile } from './precompress.ts';

/**
 * Public pages written as static HTML after `vite build`: each is index.html with the page's first
 * render inside #root, so it paints and reads before (and without) any JavaScript; main.tsx then
 * hydrates it in place. The server sends these files for their paths (plugins/external/web-static.ts);
 * index.html itself stays the empty app shell every other route and the service worker use.
 */
export const PRERENDERED: Record<string, string> = { '/': 'landing.html' };

/** Shown only with scripting off: the typing headline's text as a whole, since nothing types it. */
const NO_SCRIPT_STYLE =
  '<noscript><style>.typing{display:none}.typing-static{display:inline}</style></noscript>';

/** Puts a rendered page into the app shell, marked with its path so main.tsx knows to hydrate. */
export function fillShell(shell: string, path: string, html: string): string {
  // React hoists the page's <title> to the head on the client; the shell's head already has it.
  const body = html.replace(/<title>[^<]*<\/title>/g, '');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return shell
    .replace(root, `<div id="root" data-prerendered="${path}">${body}</div>`)
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace('</head>', `${NO_SCRIPT_STYLE}</head>`);
}

async function main() {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const dist = join(web, 'dist');
  // Inside the package, so the bundle's bare imports (react, react-router) resolve from there.
  const out = join(web, 'node_modules', '.prerender');
  try {
    // A Node build of the page renderer: Vite resolves the app's imports and drops its CSS (the
    // browser build already bundled that into the stylesheet index.html links).
    await build({
      root: web,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: join(web, 'src/prerender/render-page.tsx'), outDir: out, emptyOutDir: true },
    });
    const { renderPage } = (await import(pathToFileURL(join(out, 'render-page.js')).href)) as {
      renderPage: (path: string) => Promise<string>;
    };
    const shell = await readFile(join(dist, 'index.html'), 'utf8');
    for (const [path, file] of Object.entries(PRERENDERED)) {
      const target = join(dist, file);
      await writeFile(target, fillShell(shell, path, await renderPage(path)));
      await precompressFile(target);
      console.log(`prerendered ${path} -> dist/${file}`);
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
