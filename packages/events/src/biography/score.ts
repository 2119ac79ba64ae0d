import { resultOf } from '../core/result.ts';
import { normalizeName } from '../core/text.ts';
import type { ScoredItem, ScoreResult, Verdict } from '../core/types.ts';

/** The person behind one biography card. */
export interface Person {
  readonly face: string;
  readonly name: string;
  readonly country: string;
  /** 10 digits. */
  readonly phone: string;
  /** 3 distinct hobbies. */
  readonly hobbies: readonly string[];
}

/** What the athlete typed for one face; every part optional so a half-filled card still scores. */
export interface BiographyEntry {
  readonly name?: string | null;
  readonly country?: string | null;
  /** The 10 single-digit inputs. */
  readonly phone?: readonly (string | null)[] | null;
  readonly hobbies?: readonly (string | null)[] | null;
}

/** Scored fields per person: name, country, 10 phone digits, 3 hobbies (15 in all, as `contentSize` counts). */
export const FIELDS_PER_PERSON = 15;

const blank = (value: unknown): value is null | undefined => typeof value !== 'string' || value.trim() === '';

function item(
  index: number,
  group: number,
  field: string,
  expected: string,
  given: unknown,
  ok: boolean,
): ScoredItem {
  if (blank(given)) return { index, group, field, verdict: 'empty', points: 0, expected, given: null };
  const verdict: Verdict = ok ? 'right' : 'wrong';
  return { index, group, field, verdict, points: ok ? 1 : 0, expected, given: String(given) };
}

/** One point per field. Hobbies may be typed in any order; each typed hobby matches at most one. */
export function scorePerson(
  person: Person,
  entry: BiographyEntry | null | undefined,
  group: number,
): ScoredItem[] {
  const base = group * FIELDS_PER_PERSON;
  const same = (a: unknown, b: string) => typeof a === 'string' && normalizeName(a) === normalizeName(b);
  const out: ScoredItem[] = [
    item(base, group, 'name', person.name, entry?.name, same(entry?.name, person.name)),
    item(base + 1, group, 'country', person.country, entry?.country, same(entry?.country, person.country)),
  ];
  const phone = Array.isArray(entry?.phone) ? entry.phone : [];
  for (let d = 0; d < 10; d++) {
    const want = person.phone[d] ?? '';
    const given = phone[d];
    out.push(
      item(
        base + 2 + d,
        group,
        `phone${d + 1}`,
        want,
        given,
        typeof given === 'string' && given.trim() === want,
      ),
    );
  }
  const typed = Array.isArray(entry?.hobbies) ? entry.hobbies : [];
  const matchOf = matchHobbies(person.hobbies, typed);
  // A typed hobby that matched nothing is shown beside a hobby left unmatched, in typing order, so
  // the result shows every value the athlete typed exactly once (scores are decided by matchOf alone).
  const taken = new Set(matchOf.filter((at) => at >= 0));
  const leftover = typed.flatMap((h, at) => (taken.has(at) || blank(h) ? [] : [h]));
  person.hobbies.forEach((hobby, h) => {
    const at = matchOf[h] ?? -1;
    const given = at >= 0 ? typed[at] : leftover.shift();
    out.push(item(base + 12 + h, group, `hobby${h + 1}`, hobby, given, at >= 0));
  });
  return out;
}

/**
 * For each hobby of the person, the slot of the typed hobby that matches it, or -1. Hobbies may be
 * typed in any order; each typed hobby matches at most one.
 */
function matchHobbies(hobbies: readonly string[], typed: readonly unknown[]): number[] {
  const unused = typed.map((h) => (typeof h === 'string' ? normalizeName(h) : ''));
  return hobbies.map((hobby) => {
    const key = normalizeName(hobby);
    const at = key === '' ? -1 : unused.indexOf(key);
    if (at >= 0) unused[at] = '\u0000';
    return at;
  });
}

export function scoreBiography(
  people: readonly Person[],
  order: readonly { readonly face: string }[],
  answer: readonly (BiographyEntry | null)[] | null | undefined,
): ScoreResult {
  const byFace = new Map<string, Person>();
  for (const person of people) if (!byFace.has(person.face)) byFace.set(person.face, person);
  const items = order.flatMap(({ face }, group) => {
    const person = byFace.get(face);
    const entry = Array.isArray(answer) ? answer[group] : undefined;
    return person ? scorePerson(person, entry, group) : [];
  });
  return resultOf(items, people.length * FIELDS_PER_PERSON);
}
