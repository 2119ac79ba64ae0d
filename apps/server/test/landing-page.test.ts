import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths.ts';
import { signup, startApp, type TestApp } from './helpers.ts';

// The real web build (`npm run build` first; WEB_DIST points at another one, as for the server).
const webDist = process.env.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist');

/** Parses HTML as a browser's parser would, with scripting off: no script ever runs here. */
function parse(html: string) {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
    },
  });
  return new window.DOMParser().parseFromString(html, 'text/html');
}

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(join(webDist, 'landing.html')))
    throw new Error(`No prerendered landing page in ${webDist}: run \`npm run build\` first.`);
  t = await startApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
});

describe('the landing page as the server sends it', () => {
  it('holds its headline and sign-up links in the HTML itself, before any script runs', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const doc = parse(res.body);
    const headline = doc.querySelector('h1');
    expect(headline?.textContent).toContain('Customize your memory training');
    const signups = [...doc.querySelectorAll('a[href="/signup"]')].map((a) => a.textContent?.trim());
    expect(signups).toEqual(expect.arrayContaining(['Start Now', 'Sign Up']));
    expect(doc.querySelector('#root')?.getAttribute('data-prerendered')).toBe('/');
    // The "needs JavaScript" notice of the app shell would be untrue on a page that reads without it.
    expect(res.body).not.toContain('needs JavaScript');
  });

  it('keeps its JavaScript off the critical path: only deferred module scripts, none inline', async () => {
    const doc = parse((await t.app.inject({ url: '/' })).body);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.getAttribute('type'), script.outerHTML).toBe('module');
      expect(script.getAttribute('src'), script.outerHTML).toMatch(/^\/assets\/.+\.js$/);
      expect(script.textContent, 'an inline script (the CSP forbids it)').toBe('');
    }
  });

  it('sends a signed-in user straight to the dashboard, and a stale session the page', async () => {
    const { cookie } = await signup(t.app);
    const signedIn = await t.app.inject({ url: '/', headers: { cookie } });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/app/dashboard');
    const stale = await t.app.inject({ url: '/', headers: { cookie: 'mn_sid=no-such-session' } });
    expect(stale.statusCode).toBe(200);
    expect(parse(stale.body).querySelector('h1')?.textContent).toContain('Customize your memory training');
  });

  it('leaves every other route the empty app shell', async () => {
    const res = await t.app.inject({ url: '/login' });
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    expect(doc.querySelector('#root')?.children.length).toBe(0);
    expect(doc.querySelector('#root')?.hasAttribute('data-prerendered')).toBe(false);
  });
});

/** The other public pages the build prerenders: what each must say before any script runs. */
const PUBLIC_PAGES = [
  { url: '/policy/community', title: 'Community Guidelines', says: 'Community Guidelines' },
  { url: '/policy/privacy', title: 'Privacy Policy', says: 'we do not sell' },
  { url: '/policy/fairplay', title: 'Fair-Play Policy', says: 'Fair-Play Policy' },
  { url: '/policy/terms', title: 'Terms of Service', says: 'Terms of Service' },
  { url: '/resources/majorsystem', title: 'Major System', says: 'Turn numbers into words' },
  { url: '/resources/content', title: 'Content & credits', says: 'CMU Pronouncing Dictionary' },
];

describe('the policies and public resources as the server sends them', () => {
  for (const { url, title, says } of PUBLIC_PAGES) {
    it(`${url} holds its text, title, styles and sign-up link in the HTML itself`, async () => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const doc = parse(res.body);
      const root = doc.querySelector('#root');
      expect(root?.getAttribute('data-prerendered')).toBe(url);
      expect(doc.querySelector('h1')?.textContent).toContain(title);
      expect(root?.textContent).toContain(says);
      expect(doc.title).toBe(`${title} · Mnemoria`);
      expect(doc.querySelector('a[href="/signup"]')?.textContent?.trim()).toBe('Sign Up');
      // The page's own stylesheets are linked: without JavaScript nothing else would load them.
      expect(doc.querySelectorAll('link[rel="stylesheet"]').length).toBeGreaterThan(1);
      // A policy's text is a lazy chunk: it must be in the HTML, not its "Loading..." fallback.
      expect(res.body).not.toContain('Loading...');
      expect(res.body).not.toContain('needs JavaScript');
      for (const script of doc.querySelectorAll('script')) {
        expect(script.getAttribute('type'), script.outerHTML).toBe('module');
        expect(script.textContent, 'an inline script (the CSP forbids it)').toBe('');
      }
    });
  }

  it('sends a signed-in user the app shell, which renders the page with their account links', async () => {
    const { cookie } = await signup(t.app);
    const res = await t.app.inject({ url: '/policy/privacy', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const root = parse(res.body).querySelector('#root');
    expect(root?.children.length).toBe(0);
    expect(root?.hasAttribute('data-prerendered')).toBe(false);
  });

  it('leaves an unknown policy the app shell, which shows it as not found', async () => {
    const res = await t.app.inject({ url: '/policy/nonsense' });
    expect(res.statusCode).toBe(200);
    expect(parse(res.body).querySelector('#root')?.children.length).toBe(0);
  });
});
