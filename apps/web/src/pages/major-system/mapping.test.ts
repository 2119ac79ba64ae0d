import { afterEach, describe, expect, it } from 'vitest';
import {
  loadMapping,
  MAJOR_DEFAULT_MAPPING,
  MAPPING_KEY,
  mappingFromTexts,
  mapQuery,
  saveMapping,
  textsOf,
} from './mapping.ts';

afterEach(() => localStorage.clear());

describe('the Major System mapping on the page', () => {
  it('reads the ten fields as comma-separated letters, case and spaces ignored', () => {
    const texts = textsOf(MAJOR_DEFAULT_MAPPING).map((t, d) => (d === 8 ? 'F, V ,PH' : t));
    expect(mappingFromTexts(texts)).toEqual({ mapping: expect.arrayContaining([['f', 'v', 'ph']]) });
  });

  it.each([
    [0, 's, z, e', /'e' contains a vowel/],
    [1, 's', /'s' is given to both 0 and 1/],
    [2, 'n2', /not 1 to 3 letters/],
  ])('refuses digit %i = %j with a reason', (digit, text, reason) => {
    const texts = textsOf(MAJOR_DEFAULT_MAPPING).map((t, d) => (d === digit ? text : t));
    const result = mappingFromTexts(texts);
    expect('error' in result && result.error).toMatch(reason);
  });

  it('keeps a custom mapping in localStorage, forgets it on reset, and sends it only when custom', () => {
    expect(loadMapping()).toEqual(MAJOR_DEFAULT_MAPPING);
    expect(mapQuery(MAJOR_DEFAULT_MAPPING)).toBe('');
    const custom = MAJOR_DEFAULT_MAPPING.map((g, d) => (d === 7 ? [...g, 'c'] : g));
    saveMapping(custom);
    expect(localStorage.getItem(MAPPING_KEY)).toBe('s,z;t,d;n;m;r;l;j,sh,ch;k,g,c;f,v;p,b');
    expect(loadMapping()).toEqual(custom);
    expect(mapQuery(custom)).toBe(`&map=${encodeURIComponent('s,z;t,d;n;m;r;l;j,sh,ch;k,g,c;f,v;p,b')}`);
    saveMapping(MAJOR_DEFAULT_MAPPING);
    expect(localStorage.getItem(MAPPING_KEY)).toBeNull();
  });

  it('falls back to the default when the saved text is unusable', () => {
    localStorage.setItem(MAPPING_KEY, 'a;b');
    expect(loadMapping()).toEqual(MAJOR_DEFAULT_MAPPING);
  });
});
