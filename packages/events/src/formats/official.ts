import { percentOf } from '../core/result.ts';
import type { ScoredItem, ScoreResult } from '../core/types.ts';
import type { Format } from './catalog.ts';
import {
  type Given,
  type OfficialScore,
  scoreNames,
  scoreRows,
  scoreSpeedCards,
  scoreToFirstMistake,
  soundsAlike,
} from './scoring.ts';

/**
 * A session's score under its format's official rule, from the event's own per-item verdicts
 * (the event decides whether one item is right; the format decides how rows, decks and mistakes
 * count). `memorizeMs` times a speed-cards deck.
 */
export function scoreInFormat(format: Format, own: ScoreResult, memorizeMs: number | null): ScoreResult {
  const items = [...own.items].sort((a, b) => a.index - b.index);
  // Verdicts as strings the rules compare: every expected item is 'R', a right answer 'R'.
  const expected = items.map(() => 'R');
  const given: Given = items.map((i) => (i.verdict === 'right' ? 'R' : i.verdict === 'empty' ? null : 'W'));
  const out = (s: OfficialScore & { seconds?: number }): ScoreResult => ({
    score: s.score,
    max: s.max,
    percent: percentOf(s.score, s.max),
    items: own.items,
    ...(s.rows && { rows: s.rows.map((r) => ({ ...r })) }),
    ...(s.seconds !== undefined && { seconds: s.seconds }),
  });
  switch (format.scoring) {
    case 'rows-40':
      return out(scoreRows(expected, given, 40));
    case 'rows-30':
      return out(scoreRows(expected, given, 30));
    case 'decks-52':
      return out(scoreRows(expected, given, 52));
    case 'columns-20':
      return out(scoreRows(expected, given, 20));
    case 'spoken': {
      const s = scoreToFirstMistake(expected, given);
      return out({ ...s, rows: prefixRows(items, s.score) });
    }
    case 'speed-cards':
      return out(scoreSpeedCards(expected, given, memorizeMs ?? format.memorize * 1000));
    case 'image-rows':
      // The images event already scores rows of five by this rule (and places the picture order
      // within a row, which per-slot verdicts alone cannot tell apart from a gap).
      return own;
    case 'names-exact':
    case 'names-phonetic':
      return out(namesScore(items, format.scoring === 'names-phonetic'));
    default:
      return own;
  }
}

/**
 * First name and surname scored apart: the expected full name and the written one, split at the
 * first space. A single written word is the first name unless it is the surname (or, under the
 * phonetic rule, only sounds like the surname): a surname written alone earns its point.
 */
function namesScore(items: ScoredItem[], phonetic: boolean): OfficialScore {
  const split = (s: string | null) => {
    const t = (s ?? '').trim();
    const at = t.indexOf(' ');
    return at < 0 ? [t, ''] : [t.slice(0, at), t.slice(at + 1).trim()];
  };
  const expected: string[] = [];
  const given: string[] = [];
  for (const item of items) {
    const [first = '', last = ''] = split(item.expected);
    const [word = '', rest = ''] = split(item.given);
    expected.push(first, last);
    given.push(...(rest === '' && isSurname(word, first, last, phonetic) ? ['', word] : [word, rest]));
  }
  return scoreNames(expected, given, { phonetic });
}

function isSurname(word: string, first: string, last: string, phonetic: boolean): boolean {
  const is = (a: string, b: string) => a !== '' && a.toLowerCase() === b.toLowerCase();
  if (word === '' || is(word, first)) return false;
  if (is(word, last)) return true;
  return phonetic && !soundsAlike(word, first) && soundsAlike(word, last);
}

/**
 * Rows for a first-mistake rule, so the result screen's rows add up to the score: each of the
 * event's rows holds the points of its items before the first mistake (`counted` items in all).
 */
function prefixRows(items: ScoredItem[], counted: number) {
  const rows = new Map<number, { index: number; points: number; max: number; errors: number }>();
  items.forEach((item, at) => {
    const group = item.group ?? 0;
    const row = rows.get(group) ?? { index: group, points: 0, max: 0, errors: 0 };
    row.max++;
    if (at < counted) row.points++;
    else row.errors++;
    rows.set(group, row);
  });
  return [...rows.values()].sort((a, b) => a.index - b.index);
}
