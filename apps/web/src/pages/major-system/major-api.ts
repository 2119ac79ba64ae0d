import type { MajorBy, MajorMapping, MajorNumberData, MajorWordsData } from '@mnemoria/protocol';
import { mapQuery } from './mapping.ts';

/** What a failed look-up says: the server's own message when it gave one. */
export class MajorLookupError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A plain same-origin fetch (no query layer: this page stays small), cancellable. */
async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  let body: { success?: boolean; data?: T; error?: string } | null = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's error page): reported below
  }
  if (!res.ok || !body?.success) {
    throw new MajorLookupError(
      res.status,
      body?.error ?? `The server answered ${res.status}. Please try again.`,
    );
  }
  return body.data as T;
}

export const fetchNumber = (word: string, by: MajorBy, mapping: MajorMapping, signal?: AbortSignal) =>
  getData<MajorNumberData>(
    `/api/major/number?word=${encodeURIComponent(word)}&by=${by}${mapQuery(mapping)}`,
    signal,
  );

export const fetchWords = (
  digits: string,
  by: MajorBy,
  page: number,
  mapping: MajorMapping,
  signal?: AbortSignal,
) =>
  getData<MajorWordsData>(
    `/api/major/words?digits=${digits}&by=${by}&page=${page}${mapQuery(mapping)}`,
    signal,
  );
