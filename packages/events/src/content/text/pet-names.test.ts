import { createRequire } from 'node:module';
import { cuss } from 'cuss';
import { describe, expect, it } from 'vitest';
import { animals } from '../media/index.ts';
import { EXTRA_WORD_BLOCKLIST } from './blocklist.ts';
import { petNames } from './index.ts';
import { PET_NAME_EXCLUSIONS } from './pet-name-exclusions.ts';

const require = createRequire(import.meta.url);

describe('pet names (animals event)', () => {
  it('offer at least 2,000 names, distinct ignoring case', () => {
    expect(petNames.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(petNames.map((name) => name.toLowerCase())).size).toBe(petNames.length);
  });

  it('are single capitalised words of 3–7 plain letters, typeable on any keyboard', () => {
    expect(petNames.filter((name) => !/^[A-Z][a-z]{2,6}$/.test(name))).toEqual([]);
  });

  it('never name a species the pictures show, nor any word of one', () => {
    const speciesWords = new Set(
      animals.flatMap((animal) =>
        animal.name
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter(Boolean),
      ),
    );
    expect(speciesWords.size).toBeGreaterThan(100);
    expect(petNames.filter((name) => speciesWords.has(name.toLowerCase()))).toEqual([]);
  });

  it('contain nothing from the offensive-word blocklists or the reviewed exclusions', () => {
    const naughty: string[] = require('naughty-words/en.json');
    const blocked = new Set<string>([
      ...EXTRA_WORD_BLOCKLIST,
      ...naughty.map((word) => word.toLowerCase()),
      ...Object.entries(cuss)
        .filter(([, rating]) => rating >= 1)
        .map(([word]) => word.toLowerCase()),
    ]);
    const excluded = new Set(PET_NAME_EXCLUSIONS.map((name) => name.toLowerCase()));
    expect(
      petNames.filter((name) => blocked.has(name.toLowerCase()) || excluded.has(name.toLowerCase())),
    ).toEqual([]);
    const roots = [...blocked].filter((word) => /^[a-z]{4,}$/.test(word));
    expect(petNames.filter((name) => roots.some((root) => name.toLowerCase().includes(root)))).toEqual([]);
  });
});
