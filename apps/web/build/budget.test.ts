// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_NAMES } from '@mnemoria/events';
import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_MODULES,
  BOOT_MODULE,
  BUDGETS,
  brotliSize,
  ENTRY,
  formatRows,
  GAME_MODULE,
  type Manifest,
  measure,
  readManifest,
  staticClosure,
  viewsModule,
} from './budget.ts';

// `npm test` builds first; WEB_DIST (as for the server) points the test at another build.
const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

function overBudget(rows: { name: string; bytes: number; budget: number }[]): string[] {
  return rows.filter((r) => r.bytes > r.budget).map((r) => `${r.name}: ${r.bytes} B > ${r.budget} B`);
}

describe('bundle budget of the production build (brotli-compressed JavaScript)', () => {
  it('keeps the landing page, the app shell and each event’s views within budget', () => {
    const manifest = readManifest(dist);
    // The precompressed sibling is exactly what is served; compress here only if it is missing.
    const sizeOf = (file: string) => {
      const br = join(dist, `${file}.br`);
      return existsSync(br) ? statSync(br).size : brotliSize(readFileSync(join(dist, file)));
    };
    const { rows, game } = measure(manifest, sizeOf, EVENT_NAMES);
    console.log(
      `Bundle sizes, brotli (${dist}):\n${formatRows(rows)}\n` +
        `game screen on top of the shell: ${(game.bytes / 1000).toFixed(1)} KB (${game.files.length} files)`,
    );
    expect(overBudget(rows)).toEqual([]);
  });

  it('loads the password estimator only on demand, never with the sign-up or reset page', () => {
    const manifest = readManifest(dist);
    const estimator = Object.values(manifest).find((c) => c.file.includes('zxcvbn'));
    expect(estimator, 'a chunk of its own for @zxcvbn-ts').toBeDefined();
    for (const page of [
      'src/pages/signup/signup-page.tsx',
      'src/pages/forgot-password/forgot-password-page.tsx',
    ]) {
      const files = staticClosure(manifest, [ENTRY, page]);
      expect(
        [...files].filter((f) => f.includes('zxcvbn')),
        page,
      ).toEqual([]);
    }
  });

  it('keeps the landing page’s JavaScript off its critical path: prerendered HTML, deferred modules only', () => {
    const file = join(dist, 'landing.html');
    expect(existsSync(file), 'dist/landing.html (build/prerender.ts writes it)').toBe(true);
    const html = readFileSync(file, 'utf8');
    // The content is in the HTML: the first paint needs no script at all.
    expect(html).toMatch(/<div id="root" data-prerendered="\/"><div class="landing">/);
    expect(html).toContain('Customize your memory training');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      // Module scripts are deferred: they never block parsing or the first paint. None is inline.
      expect(attributes, tag).toMatch(/\btype="module"/);
      expect(attributes, tag).not.toMatch(/\b(async|blocking)\b/);
      expect(body, tag).toBe('');
    }
  });

  it('loads no React with the entry: the landing page starts the app later (idle or first input)', () => {
    const manifest = readManifest(dist);
    expect(manifest[ENTRY]?.dynamicImports, 'main.tsx imports app/boot.tsx on demand').toContain(BOOT_MODULE);
    const entry = [...staticClosure(manifest, [ENTRY])];
    const isReact = (f: string) => /\/react-[\w-]+\.js$/.test(f);
    expect([...staticClosure(manifest, [BOOT_MODULE])].some(isReact), 'boot.tsx brings React').toBe(true);
    expect(entry.filter(isReact)).toEqual([]);
    // The landing page's styles do not wait for the app: they are linked in its HTML.
    const html = readFileSync(join(dist, 'landing.html'), 'utf8');
    for (const css of manifest[BOOT_MODULE]?.css ?? []) expect(html).toContain(`href="/${css}"`);
    const sizeOf = (file: string) => statSync(join(dist, `${file}.br`)).size;
    const bytes = entry.reduce((sum, f) => sum + sizeOf(f), 0);
    console.log(`landing entry at load: ${(bytes / 1000).toFixed(1)} KB brotli (${entry.join(', ')})`);
    expect(bytes).toBeLessThan(10_000);
  });

  it('keeps the policies’ and public resources’ JavaScript off their critical path too', () => {
    const index = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8')) as Record<string, string>;
    const paths = Object.keys(index).filter((p) => p !== '/');
    expect(paths).toEqual(
      expect.arrayContaining(['/policy/privacy', '/resources/majorsystem', '/resources/content']),
    );
    for (const path of paths) {
      const html = readFileSync(join(dist, index[path] as string), 'utf8');
      const start = path === '/resources/majorsystem' ? ' data-start="load"' : '';
      expect(html, path).toContain(`<div id="root" data-prerendered="${path}"${start}><div class=`);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [tag, attributes, body] of scripts) {
        expect(attributes, `${path}: ${tag}`).toMatch(/\btype="module"/);
        expect(attributes, `${path}: ${tag}`).not.toMatch(/\b(async|blocking)\b/);
        expect(body, `${path}: ${tag}`).toBe('');
      }
      // Nothing preloaded beyond the shell's own entry: the app starts after the first paint, and
      // its chunks fetched early would share a slow connection with the stylesheets that paint.
      const preloads = (doc: string) =>
        [...doc.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads(html), path).toEqual(preloads(readFileSync(join(dist, 'index.html'), 'utf8')));
    }
  });

  it('ships a .br and a .gz beside every script and no source maps', () => {
    const manifest = readManifest(dist);
    const scripts = Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js'));
    const missing = scripts.filter(
      (f) => !existsSync(join(dist, `${f}.br`)) || !existsSync(join(dist, `${f}.gz`)),
    );
    expect(missing).toEqual([]);
    expect(readdirSync(join(dist, 'assets')).filter((f) => f.includes('.map'))).toEqual([]);
  });
});

describe('bundle budget check', () => {
  // A tiny made-up build: the entry, the app shell, the game and one event's views.
  const fake: Manifest = {
    [ENTRY]: { file: 'assets/index.js', isEntry: true, dynamicImports: [BOOT_MODULE] },
    [BOOT_MODULE]: { file: 'assets/boot.js', isDynamicEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    ...Object.fromEntries(
      APP_SHELL_MODULES.map((m) => [
        m,
        { file: `assets/${m}.js`, isDynamicEntry: true, imports: ['_react.js'] },
      ]),
    ),
    [GAME_MODULE]: { file: 'assets/game.js', isDynamicEntry: true, imports: ['_socket.js'] },
    '_socket.js': { file: 'assets/socket.js' },
    [viewsModule('words')]: {
      file: 'assets/words.js',
      isDynamicEntry: true,
      imports: ['_socket.js', '_grid.js'],
    },
    '_grid.js': { file: 'assets/grid.js' },
  };

  it('counts an event only for what the shell and the game do not already load', () => {
    const { rows } = measure(fake, () => 1000, ['words']);
    const words = rows.find((r) => r.name === 'words views');
    expect(words?.files.sort()).toEqual(['assets/grid.js', 'assets/words.js']);
    expect(rows.find((r) => r.name === 'landing')?.bytes).toBe(3000);
  });

  it('reports every page over its budget, with the figures', () => {
    const huge = (file: string) => (file === 'assets/react.js' ? BUDGETS.landing : 1);
    expect(overBudget(measure(fake, huge, ['words']).rows)).toEqual([
      `landing: ${BUDGETS.landing + 2} B > ${BUDGETS.landing} B`,
    ]);
  });

  it('fails when an event’s views are no longer split off', () => {
    expect(() => measure(fake, () => 1, ['words', 'cards'])).toThrow(/cards/);
  });

  it('fails with a clear message when there is no build', () => {
    expect(() => readManifest('/nonexistent/dist')).toThrow(/npm run build/);
  });
});
