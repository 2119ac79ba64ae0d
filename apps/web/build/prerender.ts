import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { POLICIES } from '../src/pages/policy/policies.ts';
import { BOOT_MODULE, type Manifest, readManifest } from './budget.ts';
import { precompressFile } from './precompress.ts';

/**
 * Public pages written as static HTML after `vite build`: each is index.html with the page's first
 * render inside #root, so it paints and reads before (and without) any JavaScript; main.tsx then
 * hydrates it in place. The server sends these files for their paths (plugins/external/web-static.ts,
 * which reads the list from PRERENDERED_INDEX); index.html itself stays the empty app shell every
 * other route and the service worker use. `modules` are the route modules the page renders (see
 * app/routes.tsx): their stylesheets are linked in the head, since without JavaScript nothing else
 * would load them. Their scripts are not preloaded: the app starts after the first paint (main.tsx),
 * and a dozen preloads in the head would share a slow connection with the stylesheets that paint.
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  modules: string[];
  /**
   * A page that is a tool (fields and forms) starts the app at its load event rather than on the
   * first interaction: typing into a field or pressing Enter in a form before the app took over
   * would be lost or submit the form as a page load.
   */
  startAtLoad?: boolean;
}

export const PRERENDERED: PrerenderedPage[] = [
  { path: '/', file: 'landing.html', modules: [] },
  ...POLICIES.map((p) => ({
    path: `/policy/${p.name}`,
    file: `prerendered/policy-${p.name}.html`,
    modules: ['src/pages/policy/policy-page.tsx', `src/pages/policy/content/${p.name}.tsx`],
  })),
  {
    path: '/resources/majorsystem',
    file: 'prerendered/majorsystem.html',
    modules: ['src/pages/major-system/major-system-page.tsx'],
    startAtLoad: true,
  },
  {
    path: '/resources/content',
    file: 'prerendered/content.html',
    modules: ['src/app/query-root.tsx', 'src/pages/content-gallery/content-gallery-page.tsx'],
  },
];

/** path → file, for the server: written into dist beside index.html. */
export const PRERENDERED_INDEX = 'prerendered.json';

/**
 * The stylesheet tags of the app (its CSS comes with app/boot.tsx, which the entry imports on
 * demand) and of the page's route modules, all that index.html does not link yet.
 */
export function headTags(manifest: Manifest, shell: string, routeModules: string[]): string {
  const css = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of manifest[key]?.css ?? []) css.add(file);
    for (const dep of manifest[key]?.imports ?? []) visit(dep, seen);
  };
  const seen = new Set<string>();
  for (const key of [BOOT_MODULE, ...routeModules]) visit(key, seen);
  return [...css]
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" href="/${file}">`)
    .join('');
}

/** Puts a rendered page into the app shell, marked with its path so main.tsx knows to hydrate. */
export function fillShell(shell: string, path: string, html: string, head = '', startAtLoad = false): string {
  // React hoists the page's <title> to the head on the client, where it adopts the one it finds:
  // the page's own title replaces the shell's.
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0];
  const body = html.replace(/<title>[^<]*<\/title>/g, '');
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return shell
    .replace(/<title>[^<]*<\/title>/, title ?? '$&')
    .replace(
      root,
      `<div id="root" data-prerendered="${path}"${startAtLoad ? ' data-start="load"' : ''}>${body}</div>`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace('</head>', `${head}</head>`);
}

async function main() {
  const web = fileURLToPath(new URL('..', import.meta.url));
  const dist = join(web, 'dist');
  // Inside the package, so the bundle's bare imports (react, react-router) resolve from there.
  const out = join(web, 'node_modules', '.prerender');
  try {
    // A Node build of the page renderer: Vite resolves the app's imports and drops its CSS (the
    // browser build already bundled that into the stylesheets linked above).
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
    const manifest = readManifest(dist);
    const index: Record<string, string> = {};
    for (const { path, file, modules, startAtLoad } of PRERENDERED) {
      const target = join(dist, file);
      await mkdir(dirname(target), { recursive: true });
      const head = headTags(manifest, shell, modules);
      const html = fillShell(shell, path, await renderPage(path), head, startAtLoad);
      await writeFile(target, html);
      await precompressFile(target);
      index[path] = file;
      console.log(`prerendered ${path} -> dist/${file}`);
    }
    await writeFile(join(dist, PRERENDERED_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
