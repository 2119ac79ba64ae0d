// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, cacheName, decide, isNeverCached, precachePaths } from './sw-policy.ts';

const ORIGIN = 'https://mnemoria.example';
const PRECACHED = new Set(['/index.html', '/offline.html', '/assets/index-abc.js', '/icons/icon-192.png']);
const get = (path: string, mode = 'cors', method = 'GET') =>
  decide({ url: `${ORIGIN}${path}`, method, mode }, ORIGIN, PRECACHED);

describe('what the service worker answers from its cache', () => {
  it('never touches the API, the socket transport or session media, even on a page load', () => {
    for (const path of [
      '/api/user',
      '/api',
      '/api/bmevent/init/cards?x=1',
      '/socket.io/?EIO=4&transport=polling',
      '/media/m/abc.wav',
      '/media',
    ]) {
      expect(get(path), path).toEqual({ kind: 'network' });
      expect(get(path, 'navigate'), path).toEqual({ kind: 'network' });
    }
  });

  it('answers page loads of client routes with the shell', () => {
    for (const path of ['/', '/app/dashboard', '/app/train/cards?level=3', '/login']) {
      expect(get(path, 'navigate'), path).toEqual({ kind: 'shell' });
    }
  });

  it('answers build files from the precache, query strings aside, and nothing else', () => {
    expect(get('/assets/index-abc.js')).toEqual({ kind: 'precached', path: '/assets/index-abc.js' });
    expect(get('/assets/index-abc.js?v=2')).toEqual({ kind: 'precached', path: '/assets/index-abc.js' });
    expect(get('/icons/icon-192.png', 'navigate')).toEqual({
      kind: 'precached',
      path: '/icons/icon-192.png',
    });
    expect(get('/assets/not-built.js')).toEqual({ kind: 'network' });
    expect(get('/uploads/avatar.png')).toEqual({ kind: 'network' });
  });

  it('leaves writes and other origins alone', () => {
    expect(get('/assets/index-abc.js', 'cors', 'POST')).toEqual({ kind: 'network' });
    expect(get('/app/dashboard', 'navigate', 'POST')).toEqual({ kind: 'network' });
    const other = decide(
      { url: 'https://cdn.example/assets/index-abc.js', method: 'GET', mode: 'cors' },
      ORIGIN,
      PRECACHED,
    );
    expect(other).toEqual({ kind: 'network' });
  });

  it('does not mistake look-alike paths for server ones', () => {
    expect(isNeverCached('/apiary')).toBe(false);
    expect(isNeverCached('/mediation')).toBe(false);
    expect(isNeverCached('/media/x')).toBe(true);
  });
});

describe('the precache list', () => {
  it('makes paths absolute, drops duplicates and anything under a server path', () => {
    const paths = precachePaths([
      { url: 'index.html', revision: 'a1' },
      { url: 'assets/index-abc.js', revision: null },
      'assets/index-abc.js',
      { url: 'api/user', revision: 'x' },
      { url: 'media/m/a.wav', revision: 'x' },
    ]);
    expect(paths).toEqual(['/index.html', '/assets/index-abc.js']);
  });

  it('names one cache per deploy: a changed revision gives a new cache', () => {
    const first = cacheName([{ url: 'index.html', revision: 'a1' }, 'assets/a.js']);
    const same = cacheName([{ url: 'index.html', revision: 'a1' }, 'assets/a.js']);
    const next = cacheName([{ url: 'index.html', revision: 'b2' }, 'assets/a.js']);
    expect(first).toBe(same);
    expect(next).not.toBe(first);
    expect(first.startsWith(CACHE_PREFIX)).toBe(true);
  });
});
