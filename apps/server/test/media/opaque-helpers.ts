import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import { ANIMAL_SOURCE_REFS, SOUND_SPECS } from '../../src/media/manifest.ts';
import { MediaAddresses } from '../../src/media/opaque.ts';

/**
 * A fixed secret, so the addresses under test are the same on every run: the pool-wide checks
 * (opaque.test.ts) then cover every address a session can deal, whatever its random seed.
 */
export const TEST_SECRET = 'opaque-media-test-secret-0123456789abcdef';

/** A data dir whose session-secret file holds TEST_SECRET (loadConfig reads it from there). */
export function dataDirWithSecret(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mn-opaque-'));
  writeFileSync(join(dir, 'session-secret'), `${TEST_SECRET}\n`);
  return dir;
}

export const OPAQUE_URL = /^\/media\/m\/[A-Za-z0-9_-]{22}\.(svg|wav)$/;

/** What a real media path gives away: its file stem, its parts, and the item's name or label. */
export interface RealItem {
  readonly path: string;
  readonly pool: 'faces' | 'images' | 'animals' | 'cards' | 'sounds';
  /** Position in its pool, i.e. the order the manifests list items in. */
  readonly index: number;
  readonly words: readonly string[];
}

const wordsOf = (...texts: string[]) => {
  const out = new Set<string>();
  for (const text of texts) {
    const t = text.toLowerCase();
    out.add(t);
    for (const w of t.split(/[^a-z0-9]+/)) if (w) out.add(w);
  }
  return [...out];
};
const stem = (url: string) => url.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/, '');

/** Every built-in media item, by its real path. */
export function realItems(): RealItem[] {
  const c = BUILTIN_CONTENT;
  const animalRefs = new Map(ANIMAL_SOURCE_REFS.map((a) => [a.slug, a]));
  const soundLabels = new Map(SOUND_SPECS.map((s) => [s.id, s.label]));
  return [
    ...c.faces.map(({ url: path }, index) => ({
      path,
      pool: 'faces' as const,
      index,
      words: wordsOf(stem(path)),
    })),
    ...c.images.map((i, index) => ({
      path: i.url,
      pool: 'images' as const,
      index,
      words: wordsOf(i.id, i.label),
    })),
    ...c.animals.map((a, index) => ({
      path: a.url,
      pool: 'animals' as const,
      index,
      words: wordsOf(a.id, a.name, animalRefs.get(a.id)?.ref ?? ''),
    })),
    ...[...c.cards.map((card) => card.url), c.cardBackUrl].map((path, index) => ({
      path,
      pool: 'cards' as const,
      index,
      words: wordsOf(stem(path)),
    })),
    ...c.sounds.map((s, index) => ({
      path: s.url,
      pool: 'sounds' as const,
      index,
      words: wordsOf(s.id, soundLabels.get(s.id) ?? ''),
    })),
  ];
}

/**
 * Words of an item an address must not contain. Four letters or more: a shorter string turns up
 * by chance in a random 22-character id (a 3-letter one about once in 1,500 ids).
 */
export const telltales = (item: RealItem) => item.words.filter((w) => w.length >= 4);

/** opaque address → real item, as the server under TEST_SECRET maps it (session space). */
export function sessionAddressBook(): Map<string, RealItem> {
  const addresses = new MediaAddresses(TEST_SECRET);
  return new Map(realItems().map((item) => [addresses.address(item.path, 'session'), item]));
}

/** Every string inside a value. */
export function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}
