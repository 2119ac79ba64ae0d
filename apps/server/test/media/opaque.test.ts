import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import { describe, expect, it } from 'vitest';
import { addressContent, MediaAddresses } from '../../src/media/opaque.ts';
import { OPAQUE_URL, type RealItem, realItems, TEST_SECRET, telltales } from './opaque-helpers.ts';

/** Spearman's rank correlation of two equally long lists of distinct numbers. */
function rankCorrelation(a: readonly number[], b: readonly number[]): number {
  const ranks = (xs: readonly number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(xs.length);
    order.forEach(([, i], rank) => {
      r[i] = rank;
    });
    return r;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const d2 = ra.reduce((sum, r, i) => sum + (r - (rb[i] ?? 0)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('opaque media addresses', () => {
  const items = realItems();
  const addresses = new MediaAddresses(TEST_SECRET);
  const issued = items.map((item) => ({ item, url: addresses.address(item.path) }));

  it('gives every built-in file one flat, type-only address that maps back to it', () => {
    expect(items.length).toBeGreaterThan(2800);
    for (const { item, url } of issued) {
      expect(url, item.path).toMatch(OPAQUE_URL);
      expect(addresses.source(url.slice('/media/m/'.length))).toBe(item.path.slice('/media/'.length));
    }
    expect(new Set(issued.map((i) => i.url)).size).toBe(items.length);
  });

  it('names no item: no address holds its file name, id, name or label', () => {
    const leaks = issued.filter(({ item, url }) =>
      telltales(item).some((word) => url.toLowerCase().includes(word)),
    );
    expect(leaks.map((l) => `${l.item.path} → ${l.url}`)).toEqual([]);
  });

  it('orders nothing: sorting the addresses of a pool says nothing about the pool order', () => {
    const pools = new Map<string, { item: RealItem; url: string }[]>();
    for (const entry of issued) pools.set(entry.item.pool, [...(pools.get(entry.item.pool) ?? []), entry]);
    for (const [pool, entries] of pools) {
      const sorted = [...entries].sort((a, b) => (a.url < b.url ? -1 : 1));
      const rho = rankCorrelation(
        entries.map((e) => e.item.index),
        entries.map((e) => sorted.indexOf(e)),
      );
      // Pool order → address order: |ρ| of an unrelated order is ~1/√n (≤ 0.2 for 53 cards).
      expect(Math.abs(rho), pool).toBeLessThan(0.35);
    }
  });

  it('is stable for one secret and unrelated under another secret or in the gallery space', () => {
    const again = new MediaAddresses(TEST_SECRET);
    const other = new MediaAddresses(`${TEST_SECRET}-rotated`);
    for (const { item, url } of issued.slice(0, 200)) {
      expect(again.address(item.path)).toBe(url);
      expect(other.address(item.path)).not.toBe(url);
      expect(addresses.address(item.path, 'gallery')).not.toBe(url);
    }
    expect(again.source('AAAAAAAAAAAAAAAAAAAAAA.svg')).toBeUndefined();
    expect(again.source('../../etc/passwd')).toBeUndefined();
  });

  it('leaves non-media strings and already opaque addresses alone', () => {
    const url = addresses.address('/media/animals/fox.svg');
    expect(addresses.address(url)).toBe(url);
    expect(addresses.address('https://example.com/media/x.svg')).toBe('https://example.com/media/x.svg');
  });

  it('addresses every media URL of a content pack and keeps the rest', () => {
    const pack = addressContent(BUILTIN_CONTENT, new MediaAddresses(TEST_SECRET));
    const urls = [
      ...pack.faces.map((f) => f.url),
      ...pack.images.map((i) => i.url),
      ...pack.animals.map((a) => a.url),
      ...pack.sounds.map((s) => s.url),
      ...pack.cards.map((c) => c.url),
      pack.cardBackUrl,
    ];
    for (const url of urls) expect(url).toMatch(OPAQUE_URL);
    expect(pack.animals.map((a) => a.name)).toEqual(BUILTIN_CONTENT.animals.map((a) => a.name));
    expect(pack.cards.map((c) => c.id)).toEqual(BUILTIN_CONTENT.cards.map((c) => c.id));
    expect(pack.words).toBe(BUILTIN_CONTENT.words);
    expect(pack.dateEventText(7)).toBe(BUILTIN_CONTENT.dateEventText(7));
  });
});
