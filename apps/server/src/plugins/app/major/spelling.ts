import type { MajorMapping } from '@mnemoria/protocol';

/**
 * Matching by spelling. Only letters a-z count (case, spaces, hyphens and apostrophes are
 * ignored); at each position the longest mapping entry that matches wins, so 'sh' and 'ch' are
 * read before 's' and 'c'; a letter repeated right after itself ('tt' in 'letter') is one sound
 * and counts once; every letter no entry names (the vowels always, and w, h, y unless a custom
 * mapping names them) is silent.
 */
export interface SpellingPart {
  letters: string;
  digit: string;
}

export interface SpellingMatcher {
  /** By first letter: the entries starting with it, longest first, each with its digit. */
  byFirst: ReadonlyMap<string, readonly (readonly [string, string])[]>;
}

export function spellingMatcher(mapping: MajorMapping): SpellingMatcher {
  const byFirst = new Map<string, [string, string][]>();
  for (const [digit, group] of mapping.entries()) {
    for (const entry of group) {
      const list = byFirst.get(entry[0] as string) ?? [];
      list.push([entry, String(digit)]);
      byFirst.set(entry[0] as string, list);
    }
  }
  for (const list of byFirst.values()) list.sort((a, b) => b[0].length - a[0].length);
  return { byFirst };
}

export function spellParts(word: string, matcher: SpellingMatcher): SpellingPart[] {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  const parts: SpellingPart[] = [];
  let i = 0;
  while (i < letters.length) {
    const found = matcher.byFirst.get(letters[i] as string)?.find(([entry]) => letters.startsWith(entry, i));
    if (!found) {
      i++;
      continue;
    }
    const [entry, digit] = found;
    let end = i + entry.length;
    // 'letter': the second t of 'tt' is the same sound.
    if (entry.length === 1) while (letters[end] === entry) end++;
    parts.push({ letters: letters.slice(i, end), digit });
    i = end;
  }
  return parts;
}

export const spellNumber = (word: string, matcher: SpellingMatcher) =>
  spellParts(word, matcher)
    .map((p) => p.digit)
    .join('');
