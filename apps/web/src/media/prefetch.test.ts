import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaCache, mediaSrc } from './cache.ts';
import { prefetchMedia, toDataUrl } from './prefetch.ts';
import { mediaToPrefetch } from './prepare.ts';

const ok = (body: string, type = 'image/svg+xml') =>
  Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': type } }));
const notFound = () => Promise.resolve(new Response('no', { status: 404 }));

afterEach(() => mediaCache.clear());

describe('media preparation errors (exact texts)', () => {
  it('requires a bmevent', () => {
    expect(() => mediaToPrefetch(undefined)).toThrow(new Error('bmevent is required'));
    expect(() => mediaToPrefetch(null)).toThrow('bmevent is required');
  });

  it('requires the card URLs for cards', () => {
    expect(() => mediaToPrefetch({ name: 'cards', media: ['/media/cards/back.svg'] })).toThrow(
      new Error('cardURLs is required for event cards'),
    );
    expect(() => mediaToPrefetch({ name: 'cards', media: [] }, [])).toThrow(
      'cardURLs is required for event cards',
    );
  });

  it.each(['binary', 'decimal', 'alphabet'])('refuses %s, which has no media', (name) => {
    expect(() => mediaToPrefetch({ name, media: [] })).toThrow(
      new Error(`event ${name} does not support media content`),
    );
  });

  it('lists the session media, cards with the whole pick fan, without repeats', () => {
    expect(mediaToPrefetch({ name: 'sounds', media: ['/media/sounds/s001.wav', ''] })).toEqual([
      '/media/sounds/s001.wav',
    ]);
    const fan = ['/media/cards/ace-of-clubs.svg', '/media/cards/back.svg'];
    expect(mediaToPrefetch({ name: 'cards', media: ['/media/cards/back.svg'] }, fan)).toEqual(fan);
  });
});

describe('prefetchMedia', () => {
  it('caches every item as a data URL and reports progress up to n / n', async () => {
    const progress: string[] = [];
    const urls = ['/media/a.svg', '/media/b.svg', '/media/c.wav'];
    const outcome = await prefetchMedia(urls, {
      fetcher: (url) => ok(url, url.endsWith('.wav') ? 'audio/wav' : 'image/svg+xml'),
      onProgress: (p) => progress.push(`${p.loaded}/${p.total}`),
    });
    expect(outcome).toEqual({ loaded: 3, total: 3, failed: [] });
    expect(progress[0]).toBe('0/3');
    expect(progress.at(-1)).toBe('3/3');
    expect(mediaSrc('/media/c.wav')).toBe(`data:audio/wav;base64,${btoa('/media/c.wav')}`);
    expect(mediaSrc('/media/unknown.svg')).toBe('/media/unknown.svg');
  });

  it('retries a failing item twice and succeeds on the third attempt', async () => {
    const fetcher = vi.fn().mockImplementationOnce(notFound).mockRejectedValueOnce(new Error('offline'));
    fetcher.mockImplementation(() => ok('x'));
    const outcome = await prefetchMedia(['/media/a.svg'], { fetcher, retryDelayMs: 0 });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(outcome.failed).toEqual([]);
    expect(mediaCache.has('/media/a.svg')).toBe(true);
  });

  it('reports an item that still fails after 3 attempts, with the reason, and loads the rest', async () => {
    const fetcher = vi.fn((url: string) => (url.includes('bad') ? notFound() : ok('x')));
    const outcome = await prefetchMedia(['/media/ok.svg', '/media/bad.svg'], { fetcher, retryDelayMs: 0 });
    expect(fetcher.mock.calls.filter(([u]) => u === '/media/bad.svg')).toHaveLength(3);
    expect(outcome).toEqual({
      loaded: 1,
      total: 2,
      failed: [{ url: '/media/bad.svg', reason: 'HTTP 404' }],
    });
    expect(mediaCache.has('/media/bad.svg')).toBe(false);
  });

  it('does not fetch again what is cached (Retry loads only the missing items)', async () => {
    mediaCache.set('/media/a.svg', 'data:image/svg+xml;base64,eA==');
    const fetcher = vi.fn(() => ok('x'));
    const outcome = await prefetchMedia(['/media/a.svg', '/media/b.svg'], { fetcher });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(outcome.loaded).toBe(2);
  });

  it('treats an empty file as a failure, never as a blank picture', async () => {
    const outcome = await prefetchMedia(['/media/empty.svg'], { fetcher: () => ok(''), retryDelayMs: 0 });
    expect(outcome.failed).toEqual([{ url: '/media/empty.svg', reason: 'empty file' }]);
  });
});

describe('toDataUrl', () => {
  it('encodes large binaries in chunks', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    const url = toDataUrl(bytes, 'audio/wav');
    const decoded = Uint8Array.from(atob(url.slice('data:audio/wav;base64,'.length)), (c) => c.charCodeAt(0));
    expect(decoded.length).toBe(bytes.length);
    expect(decoded.every((b, i) => b === bytes[i])).toBe(true);
  });
});
