import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaCache } from './cache.ts';
import { loadSessionMedia, mediaLoad } from './load-state.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  mediaCache.clear();
  mediaLoad.reset();
});

const serve = (missing: string[] = []) =>
  vi.fn((url: string) =>
    Promise.resolve(
      missing.includes(url)
        ? new Response('', { status: 404 })
        : new Response('x', { headers: { 'content-type': 'image/svg+xml' } }),
    ),
  );

describe('loadSessionMedia', () => {
  it('loads the whole card fan for cards and ends at n / n', async () => {
    const fetcher = serve();
    vi.stubGlobal('fetch', fetcher);
    const fan = [
      { id: 'ace-of-clubs', image: '/media/cards/ace-of-clubs.svg' },
      { id: 'back', image: '/media/cards/back.svg' },
    ];
    const session = { name: 'cards', media: ['/media/cards/back.svg'], data: { shuffle1: fan } };
    await expect(loadSessionMedia(session)).resolves.toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(mediaLoad.get()).toEqual({ progress: { loaded: 2, total: 2 }, failed: null });
  });

  it('reports the failures after retries instead of starting', async () => {
    vi.stubGlobal('fetch', serve(['/media/sounds/s002.wav']));
    const session = { name: 'sounds', media: ['/media/sounds/s001.wav', '/media/sounds/s002.wav'] };
    const pending = loadSessionMedia(session);
    await vi.waitFor(() => expect(mediaLoad.get()?.failed).not.toBeNull(), { timeout: 5000 });
    await expect(pending).resolves.toBe(false);
    expect(mediaLoad.get()).toEqual({
      progress: { loaded: 1, total: 2 },
      failed: [{ url: '/media/sounds/s002.wav', reason: 'HTTP 404' }],
    });
  });

  it('turns a preparation error into a reported failure (cards without a fan)', async () => {
    await expect(loadSessionMedia({ name: 'cards', media: ['/media/cards/back.svg'] })).resolves.toBe(false);
    expect(mediaLoad.get()?.failed).toEqual([
      { url: 'cards', reason: 'cardURLs is required for event cards' },
    ]);
  });
});
