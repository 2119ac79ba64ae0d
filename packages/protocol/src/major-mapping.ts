/**
 * The Major System mapping (digit → letters) as text and as data, with no schema library: the
 * page's editor uses these in the browser without downloading zod, and the query schemas of
 * major.ts build on them.
 */

/** One list of letters per digit 0–9; an entry is a letter or a letter group such as 'sh'. */
export type MajorMapping = readonly (readonly string[])[];

export const MAJOR_DEFAULT_MAPPING: MajorMapping = [
  ['s', 'z'],
  ['t', 'd'],
  ['n'],
  ['m'],
  ['r'],
  ['l'],
  ['j', 'sh', 'ch'],
  ['k', 'g'],
  ['f', 'v'],
  ['p', 'b'],
];

export const MAJOR_MAX_ENTRY_LETTERS = 3;
export const MAJOR_MAX_ENTRIES_PER_DIGIT = 8;
/** Words per page of /api/major/words: ten rows of the page's four columns. */
export const MAJOR_PAGE_SIZE = 40;
export const MAJOR_MAX_PAGE = 10_000;
export const MAJOR_MAX_WORD_LENGTH = 60;
const VOWELS = /[aeiou]/;

/** 'j, sh,CH' → ['j', 'sh', 'ch']: one digit's letters as the editor takes them. */
export function splitMajorGroup(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** Why a mapping cannot be used (a sentence a user can act on), or undefined when it can. */
export function majorMappingProblem(mapping: MajorMapping): string | undefined {
  if (mapping.length !== 10) return `needs 10 groups of letters, one per digit 0-9 (got ${mapping.length})`;
  const owner = new Map<string, number>();
  for (const [digit, entries] of mapping.entries()) {
    if (entries.length > MAJOR_MAX_ENTRIES_PER_DIGIT)
      return `digit ${digit} has more than ${MAJOR_MAX_ENTRIES_PER_DIGIT} entries`;
    for (const entry of entries) {
      if (!/^[a-z]+$/.test(entry) || entry.length > MAJOR_MAX_ENTRY_LETTERS)
        return `digit ${digit}: '${entry.slice(0, 10)}' is not 1 to ${MAJOR_MAX_ENTRY_LETTERS} letters a-z`;
      if (VOWELS.test(entry))
        return `digit ${digit}: '${entry}' contains a vowel; vowels (a, e, i, o, u) are never counted`;
      const other = owner.get(entry);
      if (other !== undefined) return `'${entry}' is given to both ${other} and ${digit}`;
      owner.set(entry, digit);
    }
  }
  if (owner.size === 0) return 'maps no letters at all';
  return undefined;
}

/** The `map` query text: the ten groups in digit order, ';' between groups, ',' within one. */
export function formatMajorMapping(mapping: MajorMapping): string {
  return mapping.map((entries) => entries.join(',')).join(';');
}

export type MajorMappingResult = { ok: true; mapping: MajorMapping } | { ok: false; error: string };

export function parseMajorMapping(text: string): MajorMappingResult {
  const mapping = text.split(';').map(splitMajorGroup);
  const problem = majorMappingProblem(mapping);
  return problem ? { ok: false, error: `map ${problem}` } : { ok: true, mapping };
}

export function isDefaultMajorMapping(mapping: MajorMapping): boolean {
  return formatMajorMapping(mapping) === formatMajorMapping(MAJOR_DEFAULT_MAPPING);
}
