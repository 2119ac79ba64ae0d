/** Name pools for names.gen.ts: first/last names per culture from the @faker-js/faker locales. */
import { allLocales } from '@faker-js/faker';
import { isAllowedName } from '../../packages/events/src/content/text/charset.ts';
import { sample } from './build-text-util.ts';

/**
 * Faker locales used for names, with the culture tag each pool gets. Locales that merely repeat
 * another one (de_AT = de, fr_BE mixes in the en lists) or use a non-Latin script (ar, el, fa, he,
 * hy, ja, ka, ko, mk, ru, th, uk, ur, zh, …) are left out, and so is Esperanto (invented names).
 * Romanised Japanese, Korean, Chinese, Arabic and Russian pools are hand-written in
 * `names-extra.ts`. Vietnamese given names are two syllables ('Anh Vũ'); we keep the last one,
 * the name a person is called by, so that every name is a single word.
 */
const NAME_LOCALES = [
  'af_ZA',
  'az',
  'cs_CZ',
  'da',
  'de',
  'de_CH',
  'en',
  'en_AU',
  'en_GH',
  'en_IN',
  'en_NG',
  'en_NP',
  'es',
  'es_MX',
  'fi',
  'fr',
  'fr_CH',
  'fr_SN',
  'hr',
  'hu',
  'id_ID',
  'it',
  'ku_kmr_latin',
  'lv',
  'nb_NO',
  'nl',
  'nl_BE',
  'pl',
  'pt_BR',
  'pt_PT',
  'ro',
  'ro_MD',
  'sk',
  'sl_SI',
  'sr_RS_latin',
  'sv',
  'tr',
  'uz_UZ_latin',
  'vi',
  'yo_NG',
  'zu_ZA',
] as const;

/** Per pool and list, keeps the shipped file small; combinations stay far above the 10,000 needed. */
const MAX_NAMES_PER_LIST = 250;
/** A pool needs at least this many entries on each side to be worth shipping. */
const MIN_NAMES_PER_LIST = 15;

type NameDefinition = readonly string[] | Readonly<Record<string, readonly string[] | undefined>> | undefined;

interface Pool {
  culture: string;
  first: string[];
  last: string[];
}

function namesOf(definition: NameDefinition, sex?: 'female' | 'male'): string[] {
  if (definition === undefined) return [];
  if (Array.isArray(definition)) return [...definition];
  const byKey = definition as Readonly<Record<string, readonly string[] | undefined>>;
  if (sex !== undefined) return [...(byKey[sex] ?? []), ...(byKey.generic ?? [])];
  return Object.values(byKey).flatMap((list) => list ?? []);
}

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
  for (const locale of NAME_LOCALES) {
    const person = (allLocales as Record<string, { person?: Record<string, unknown> }>)[locale]?.person;
    if (person === undefined) throw new Error(`faker locale ${locale} has no person data`);
    const first = person.first_name as NameDefinition;
    const last = person.last_name as NameDefinition;
    // Slavic, Baltic and Turkic family names change with sex (Novák / Nováková): one pool per sex.
    const gendered = last !== undefined && !Array.isArray(last) && ('female' in last || 'male' in last);
    const variants: readonly ('female' | 'male' | undefined)[] = gendered ? ['female', 'male'] : [undefined];
    for (const sex of variants) {
      const culture = sex === undefined ? locale : `${locale}-${sex}`;
      const firstRaw = namesOf(first, sex);
      const firstNames = cleanNames(
        locale === 'vi' ? firstRaw.map((name) => name.split(' ').at(-1) ?? name) : firstRaw,
      );
      const lastNames = cleanNames(namesOf(last, sex));
      if (firstNames.length < MIN_NAMES_PER_LIST || lastNames.length < MIN_NAMES_PER_LIST) {
        console.warn(`names: skipping ${culture} (${firstNames.length} first, ${lastNames.length} last)`);
        continue;
      }
      pools.push({
        culture,
        first: sample(firstNames, MAX_NAMES_PER_LIST, `${culture}/first/`),
        last: sample(lastNames, MAX_NAMES_PER_LIST, `${culture}/last/`),
      });
    }
  }
  return pools;
}
