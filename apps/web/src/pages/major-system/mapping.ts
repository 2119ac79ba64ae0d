import {
  formatMajorMapping,
  isDefaultMajorMapping,
  MAJOR_DEFAULT_MAPPING,
  type MajorMapping,
  majorMappingProblem,
  parseMajorMapping,
  splitMajorGroup,
} from '@mnemoria/protocol/major';

/** The mapping lives in this browser only (visitors have no account to keep it in). */
export const MAPPING_KEY = 'mnemoria.majorMapping';

/** The saved mapping, or the default when none (or an unusable one) is saved. */
export function loadMapping(): MajorMapping {
  try {
    const saved = globalThis.localStorage?.getItem(MAPPING_KEY);
    if (saved) {
      const parsed = parseMajorMapping(saved);
      if (parsed.ok) return parsed.mapping;
    }
  } catch {
    // storage blocked (privacy mode): the default mapping still works
  }
  return MAJOR_DEFAULT_MAPPING;
}

export function saveMapping(mapping: MajorMapping): void {
  try {
    if (isDefaultMajorMapping(mapping)) globalThis.localStorage?.removeItem(MAPPING_KEY);
    else globalThis.localStorage?.setItem(MAPPING_KEY, formatMajorMapping(mapping));
  } catch {
    // storage blocked: the mapping holds for this visit only
  }
}

/** The editor's ten texts → a mapping, or the problem in words. */
export function mappingFromTexts(texts: readonly string[]): { mapping: MajorMapping } | { error: string } {
  const mapping = texts.map(splitMajorGroup);
  const problem = majorMappingProblem(mapping);
  return problem ? { error: `Not saved: ${problem}.` } : { mapping };
}

export const textsOf = (mapping: MajorMapping) => mapping.map((group) => group.join(', '));

/** The `map` query parameter: only sent for a custom mapping (the default needs none). */
export const mapQuery = (mapping: MajorMapping) =>
  isDefaultMajorMapping(mapping) ? '' : `&map=${encodeURIComponent(formatMajorMapping(mapping))}`;

export { isDefaultMajorMapping, MAJOR_DEFAULT_MAPPING };
