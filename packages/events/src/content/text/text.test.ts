import { createRequire } from 'node:module';
import { cuss } from 'cuss';
import { describe, expect, it } from 'vitest';
import { normalizeName } from '../../core/text.ts';
import { GENDERS, REGIONS } from '../persona.ts';
import { EXTRA_WORD_BLOCKLIST } from './blocklist.ts';
import { isAllowedName, isAllowedPhrase, isAllowedWord, stripAccents } from './charset.ts';
import * as text from './index.ts';

const require = createRequire(import.meta.url);

function duplicates(items: readonly string[], key: (item: string) => string = (item) => item): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) repeated.push(item);
    seen.add(k);
  }
  return repeated;
}

describe('text content module', () => {
  it('exports exactly the text part of the content pack', () => {
    expect(Object.keys(text).sort()).toEqual(
      ['countries', 'dateEventCount', 'dateEventText', 'hobbies', 'namePools', 'petNames', 'words'].sort(),
    );
  });
});

describe('name pools', () => {
  it('cover many cultures, each with a unique tag', () => {
    const cultures = text.namePools.map((pool) => pool.culture);
    expect(duplicates(cultures)).toEqual([]);
    expect(new Set(cultures.map((culture) => culture.split('-')[0])).size).toBeGreaterThanOrEqual(30);
  });

  it('have enough, distinct, typeable names in every pool', () => {
    for (const pool of text.namePools) {
      const first = [...pool.female, ...pool.male];
      for (const list of [pool.female, pool.male].filter((l) => l.length > 0))
        expect(list.length, pool.culture).toBeGreaterThanOrEqual(15);
      expect(pool.last.length, pool.culture).toBeGreaterThanOrEqual(15);
      expect(duplicates(first), pool.culture).toEqual([]);
      expect(duplicates(pool.last), pool.culture).toEqual([]);
      expect(
        first.filter((name) => !isAllowedName(name)),
        pool.culture,
      ).toEqual([]);
      expect(
        pool.last.filter((name) => !isAllowedName(name)),
        pool.culture,
      ).toEqual([]);
    }
  });

  it('give every region given names of both genders, no name on both lists', () => {
    for (const region of REGIONS)
      for (const gender of GENDERS)
        expect(
          text.namePools.filter((p) => p.region === region).flatMap((p) => p[gender]).length,
          `${region} ${gender}`,
        ).toBeGreaterThanOrEqual(40);
    const male = new Set(text.namePools.flatMap((p) => p.male.map(normalizeName)));
    const female = text.namePools.flatMap((p) => p.female.map(normalizeName));
    expect(female.filter((name) => male.has(name))).toEqual([]);
  });

  it('give at least 10,000 distinct first + last combinations', () => {
    // Exact distinct count without building every string: per last name, the union of first names.
    const firstsByLast = new Map<string, Set<string>>();
    for (const pool of text.namePools) {
      for (const last of pool.last) {
        const firsts = firstsByLast.get(last) ?? new Set<string>();
        for (const first of [...pool.female, ...pool.male]) firsts.add(first);
        firstsByLast.set(last, firsts);
      }
    }
    let distinct = 0;
    for (const firsts of firstsByLast.values()) distinct += firsts.size;
    expect(distinct).toBeGreaterThanOrEqual(10_000);
  });

  it('reduce to plain ASCII letters once accents are stripped', () => {
    const all = text.namePools.flatMap((pool) => [...pool.female, ...pool.male, ...pool.last]);
    expect(all.filter((name) => !/^[A-Za-z'-]+$/.test(stripAccents(name)))).toEqual([]);
  });
});

describe('countries', () => {
  it('list about 190 distinct, recognisable names in plain ASCII', () => {
    expect(text.countries.length).toBeGreaterThanOrEqual(190);
    expect(duplicates(text.countries)).toEqual([]);
    expect(text.countries.filter((country) => !isAllowedPhrase(country))).toEqual([]);
    for (const known of ['France', 'Japan', 'Brazil', 'United States', 'Ivory Coast', 'New Zealand']) {
      expect(text.countries).toContain(known);
    }
  });
});

describe('hobbies', () => {
  it('list at least 150 short, distinct hobbies', () => {
    expect(text.hobbies.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(text.hobbies, (hobby) => hobby.toLowerCase())).toEqual([]);
    expect(text.hobbies.filter((hobby) => !isAllowedPhrase(hobby) || hobby.length > 24)).toEqual([]);
    expect(text.hobbies.filter((hobby) => hobby[0] !== hobby[0]?.toUpperCase())).toEqual([]);
  });
});

describe('words', () => {
  it('list at least 3,000 distinct lowercase single words', () => {
    expect(text.words.length).toBeGreaterThanOrEqual(3000);
    expect(duplicates(text.words)).toEqual([]);
    expect(text.words.filter((word) => !isAllowedWord(word))).toEqual([]);
  });

  it('contain no word from the offensive-word blocklists', () => {
    const naughty: string[] = require('naughty-words/en.json');
    const blocked = new Set<string>([
      ...EXTRA_WORD_BLOCKLIST,
      ...naughty.map((word) => word.toLowerCase()),
      ...Object.entries(cuss)
        .filter(([, rating]) => rating >= 1)
        .map(([word]) => word.toLowerCase()),
    ]);
    expect(blocked.size).toBeGreaterThan(1000);
    expect(text.words.filter((word) => blocked.has(word))).toEqual([]);
    // Nor a longer word built on a blocked one ('shitbag').
    const roots = [...blocked].filter((word) => /^[a-z]{4,}$/.test(word));
    expect(text.words.filter((word) => roots.some((root) => root !== word && word.includes(root)))).toEqual(
      [],
    );
  });

  it('are mostly everyday things', () => {
    for (const word of ['apple', 'chair', 'dog', 'piano', 'umbrella', 'bicycle', 'mountain', 'bread']) {
      expect(text.words).toContain(word);
    }
  });
});

describe('date events', () => {
  it('offer at least 10,000 texts', () => {
    expect(text.dateEventCount).toBeGreaterThanOrEqual(10_000);
    expect(Number.isSafeInteger(text.dateEventCount)).toBe(true);
  });

  it('are injective, short, plain and free of digits over the whole range', () => {
    const seen = new Set<string>();
    const bad: string[] = [];
    for (let i = 0; i < text.dateEventCount; i++) {
      const event = text.dateEventText(i);
      if (event.length > 60 || event.length < 10 || !isAllowedPhrase(event) || /\d/.test(event))
        bad.push(event);
      seen.add(event);
    }
    expect(bad).toEqual([]);
    expect(seen.size).toBe(text.dateEventCount);
  });

  it('are deterministic', () => {
    for (const i of [0, 1, 12_345, text.dateEventCount - 1]) {
      expect(text.dateEventText(i)).toBe(text.dateEventText(i));
    }
    expect(text.dateEventText(0)).toBe('First hot-air balloon arrives in Amsterdam');
  });

  it('reject indexes outside [0, dateEventCount)', () => {
    for (const i of [-1, text.dateEventCount, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => text.dateEventText(i)).toThrow(RangeError);
    }
  });
});
