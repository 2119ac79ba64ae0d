import { fetchCredentials, serverUrl } from '../native/server-origin.ts';
import { mediaCache } from './cache.ts';

export interface PrefetchProgress {
  /** Items cached so far (already cached ones count at once). */
  loaded: number;
  total: number;
}

/** One item that still failed after its retries, with the last reason (shown to the athlete). */
export interface MediaFailure {
  url: string;
  reason: string;
}

export interface PrefetchOptions {
  onProgress?(progress: PrefetchProgress): void;
  /** Extra attempts per item after the first; a failure still left is then reported. */
  retries?: number;
  /** Pause before retry n is n × this (a server restart or a blip gets a moment). */
  retryDelayMs?: number;
  /** Parallel downloads; the browser's per-host limit would queue more anyway. */
  concurrency?: number;
  fetcher?: (url: string) => Promise<Response>;
  signal?: AbortSignal;
}

const sameOrigin = (url: string) => fetch(serverUrl(url), { credentials: fetchCredentials() });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes to a data URL without FileReader (works the same in the browser and in tests). */
export function toDataUrl(bytes: Uint8Array, type: string): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

async function fetchOnce(url: string, fetcher: (url: string) => Promise<Response>): Promise<string> {
  const res = await fetcher(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length === 0) throw new Error('empty file');
  return toDataUrl(bytes, type);
}

/**
 * Download every URL into the media cache as a data URL, `concurrency` at a time, reporting
 * progress. Each failing item is tried `retries` more times; what still fails is returned (never
 * thrown) so the load screen can name it and offer Retry. Cached items are not fetched again, so
 * Retry only loads what is missing.
 */
export async function prefetchMedia(urls: readonly string[], options: PrefetchOptions = {}) {
  const {
    onProgress,
    retries = 2,
    retryDelayMs = 400,
    concurrency = 6,
    fetcher = sameOrigin,
    signal,
  } = options;
  const total = urls.length;
  let loaded = urls.filter((url) => mediaCache.has(url)).length;
  const failed: MediaFailure[] = [];
  const queue = urls.filter((url) => !mediaCache.has(url));
  onProgress?.({ loaded, total });

  const loadOne = async (url: string) => {
    let reason = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (signal?.aborted) return;
      if (attempt > 0) await pause(retryDelayMs * attempt);
      try {
        mediaCache.set(url, await fetchOnce(url, fetcher));
        loaded += 1;
        onProgress?.({ loaded, total });
        return;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    failed.push({ url, reason });
  };
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) await loadOne(url);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  // Keep the input order so the error lists the failures predictably.
  failed.sort((a, b) => urls.indexOf(a.url) - urls.indexOf(b.url));
  return { loaded, total, failed };
}

export type PrefetchOutcome = Awaited<ReturnType<typeof prefetchMedia>>;
