/**
 * Hand-written romanised name pools for cultures whose faker locales use a non-Latin script.
 * Common given names and family names in the usual English-language spelling (Hepburn without
 * macrons for Japanese, Revised Romanization with a hyphen for Korean given names, pinyin without
 * tones for Chinese, common transliterations for Arabic and Russian). Russian family names change
 * with sex, so Russian has one pool per sex.
 */
import type { NamePool } from '../types.ts';
import { AR_NAME_POOL } from './names-extra-ar.ts';
import { JA_NAME_POOL } from './names-extra-ja.ts';
import { KO_NAME_POOL } from './names-extra-ko.ts';
import { RU_FEMALE_NAME_POOL, RU_MALE_NAME_POOL } from './names-extra-ru.ts';
import { ZH_NAME_POOL } from './names-extra-zh.ts';

export const HAND_WRITTEN_NAME_POOLS: readonly NamePool[] = [
  JA_NAME_POOL,
  KO_NAME_POOL,
  ZH_NAME_POOL,
  AR_NAME_POOL,
  RU_FEMALE_NAME_POOL,
  RU_MALE_NAME_POOL,
];
