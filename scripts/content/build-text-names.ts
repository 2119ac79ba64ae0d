/** Name pools for names.gen.ts: first/last names per culture from the @faker-js/faker locales. */
import { allLocales } from '@faker-js/faker';
import type { Region } from '../../packages/events/src/content/persona.ts';
import { isAllowedName } from '../../packages/events/src/content/text/charset.ts';
import { sample } from './build-text-util.ts';

/**
 * Faker locales used for names and the region of each (af_ZA and en_AU hold names of European
 * origin). Locales that merely repeat
 * another one (de_AT = de, fr_BE mixes in the en lists) or use a non-Latin script (ar, el, fa, he,
 * hy, ja, ka, ko, mk, ru, th, uk, ur, zh, …) are left out, and so is Esperanto (invented names).
 * Romanised Japanese, Korean, Chinese, Arabic and Russian pools are hand-written in
 * `names-extra.ts`. Vietnamese given names are two syllables ('Anh Vũ'); we keep the last one,
 * the name a person is called by, so that every name is a single word.
 */
const NAME_LOCALES: Readonly<Record<string, Region>> = {
  af_ZA: 'europe',
  az: 'west-asia',
  cs_CZ: 'europe',
  da: 'europe',
  de: 'europe',
  de_CH: 'europe',
  en: 'europe',
  en_AU: 'europe',
  en_GH: 'africa',
  en_IN: 'south-asia',
  en_NG: 'africa',
  en_NP: 'south-asia',
  es: 'europe',
  es_MX: 'latin-america',
  fi: 'europe',
  fr: 'europe',
  fr_CH: 'europe',
  fr_SN: 'africa',
  hr: 'europe',
  hu: 'europe',
  id_ID: 'east-asia',
  it: 'europe',
  ku_kmr_latin: 'west-asia',
  lv: 'europe',
  nb_NO: 'europe',
  nl: 'europe',
  nl_BE: 'europe',
  pl: 'europe',
  pt_BR: 'latin-america',
  pt_PT: 'europe',
  ro: 'europe',
  ro_MD: 'europe',
  sk: 'europe',
  sl_SI: 'europe',
  sr_RS_latin: 'europe',
  sv: 'europe',
  tr: 'west-asia',
  uz_UZ_latin: 'west-asia',
  vi: 'east-asia',
  yo_NG: 'africa',
  zu_ZA: 'africa',
};

/** Per pool and list, keeps the shipped file small; combinations stay far above the 10,000 needed. */
const MAX_NAMES_PER_LIST = 250;
/** A pool needs at least this many entries on each side to be worth shipping. */
const MIN_NAMES_PER_LIST = 15;

type NameDefinition = readonly string[] | Readonly<Record<string, readonly string[] | undefined>> | undefined;

interface Pool {
  culture: string;
  region: Region;
  female: string[];
  male: string[];
  last: string[];
}

function namesOf(definition: NameDefinition, sex?: 'female' | 'male'): string[] {
  if (definition === undefined) return [];
  if (Array.isArray(definition)) return [...definition];
  const byKey = definition as Readonly<Record<string, readonly string[] | undefined>>;
  if (sex !== undefined) return [...(byKey[sex] ?? []), ...(byKey.generic ?? [])];
  return Object.values(byKey).flatMap((list) => list ?? []);
}

/**
 * Given names of one gender only: faker's `generic` names and any name on both lists (Jordan, Anh)
 * are left out, so a name never contradicts the face it is drawn for.
 */
function givenNamesOf(definition: NameDefinition, sex: 'female' | 'male', locale: string): string[] {
  if (definition === undefined || Array.isArray(definition)) return [];
  const byKey = definition as Readonly<Record<string, readonly string[] | undefined>>;
  const word = (name: string) => (locale === 'vi' ? (name.split(' ').at(-1) ?? name) : name);
  const listed = (s: 'female' | 'male') =>
    (byKey[s] ?? []).map(word).filter((name) => !(s === 'male' && WOMEN_LISTED_AS_MEN.has(name)));
  const other = new Set(listed(sex === 'female' ? 'male' : 'female'));
  return cleanNames(listed(sex).filter((name) => !other.has(name)));
}

/** Women's names that a faker locale lists among men's (seen on the faces contact sheet). */
const WOMEN_LISTED_AS_MEN = new Set(['Habiba']);

/** Names strongly tied to a notorious or divisive public figure. */
const NAME_EXCLUSIONS = new Set(['Öcalan', 'Erdoğan', 'Pavelić', 'Hitler', 'Stalin', 'Mussolini', 'Mengele']);

function cleanNames(list: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of list) {
    const name = raw.normalize('NFC').trim();
    if (isAllowedName(name) && !NAME_EXCLUSIONS.has(name)) seen.add(name);
  }
  return [...seen];
}

export function buildNamePools(): Pool[] {
  const pools: Pool[] = [];
  for (const [locale, region] of Object.entries(NAME_LOCALES)) {
    const person = (allLocales as Record<string, { person?: Record<string, unknown> }>)[locale]?.person;
    if (person === undefined) throw new Error(`faker locale ${locale} has no person data`);
    const first = person.first_name as NameDefinition;
    const last = person.last_name as NameDefinition;
    // Slavic, Baltic and Turkic family names change with sex (Novák / Nováková): one pool per sex.
    const gendered = last !== undefined && !Array.isArray(last) && ('female' in last || 'male' in last);
    const variants: readonly ('female' | 'male' | undefined)[] = gendered ? ['female', 'male'] : [undefined];
    for (const sex of variants) {
      const culture = sex === undefined ? locale : `${locale}-${sex}`;
      const female = sex === 'male' ? [] : givenNamesOf(first, 'female', locale);
      const male = sex === 'female' ? [] : givenNamesOf(first, 'male', locale);
      const lastNames = cleanNames(namesOf(last, sex));
      const given = [female, male].filter((list) => list.length > 0);
      if (given.some((list) => list.length < MIN_NAMES_PER_LIST) || lastNames.length < MIN_NAMES_PER_LIST) {
        console.warn(
          `names: skipping ${culture} (${female.length}/${male.length} given, ${lastNames.length} last)`,
        );
        continue;
      }
      pools.push({
        culture,
        region,
        female: sample(female, MAX_NAMES_PER_LIST, `${culture}/female/`),
        male: sample(male, MAX_NAMES_PER_LIST, `${culture}/male/`),
        last: sample(lastNames, MAX_NAMES_PER_LIST, `${culture}/last/`),
      });
    }
  }
  return pools;
}
