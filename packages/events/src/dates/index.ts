import { indexBy, requireContent, showsKey } from '../core/content.ts';
import { chunk } from '../core/format.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition, ScoredItem } from '../core/types.ts';

/** A fictional historic event: a 4-digit year 1000–2099 and its text. */
export interface DateRaw {
  readonly year: string;
  readonly text: string;
}

/** raw: memorize order; formatted: pages of dates_group_number; shuffle1: the texts in recall order. */
export type DatesData = EventData<DateRaw, DateRaw[], { readonly text: string }, never>;
/** Aligned with shuffle1: the typed year per event text; null or '' = blank. */
export type DatesAnswer = (string | null)[];

export const FIRST_YEAR = 1000;
export const LAST_YEAR = 2099;
/** WMSC historic dates: +1 right, −0.5 wrong, 0 blank; the total never goes below 0. */
export const DATE_RIGHT = 1;
export const DATE_WRONG = -0.5;

/** Dates: distinct texts, and distinct years while the 1,100 possible years last. */
export const dates: EventDefinition<DatesData, DatesAnswer> = {
  name: 'dates',
  displayName: 'Dates',
  prefetchMedia: false,
  headline: 'score',
  needsContent: true,

  generate({ amount, settings }, seed, content) {
    const pack = requireContent('dates', content);
    const rng = new Rng(seed);
    const texts = rng.distinctIndices(pack.dateEventCount, amount);
    const years = rng.distinctIndices(LAST_YEAR - FIRST_YEAR + 1, texts.length);
    const raw = texts.map((index, i) => ({
      year: String(FIRST_YEAR + (years[i] ?? 0)),
      text: pack.dateEventText(index),
    }));
    return {
      raw,
      formatted: chunk(raw, settings.dates_group_number),
      shuffle1: rng.shuffle(raw).map(({ text }) => ({ text })),
      shuffle2: [],
    };
  },

  score(data, answer) {
    const byText = indexBy(data.raw, (item) => item.text);
    const items: ScoredItem[] = data.shuffle1.map(({ text }, index) => {
      const years = (byText.get(text) ?? []).map((item) => item.year);
      const expected = years[0] ?? '';
      const given = Array.isArray(answer) ? answer[index] : undefined;
      if (typeof given !== 'string' || given.trim() === '') {
        return { index, verdict: 'empty', points: 0, expected, given: null };
      }
      const ok = years.includes(given.trim());
      return {
        index,
        verdict: ok ? 'right' : 'wrong',
        points: ok ? DATE_RIGHT : DATE_WRONG,
        expected,
        given,
      };
    });
    return resultOf(items, data.raw.length);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    const hide = ({ text }: DateRaw) => ({ year: '', text });
    return { ...data, raw: data.raw.map(hide), formatted: data.formatted.map((page) => page.map(hide)) };
  },

  perfectAnswer(data) {
    const byText = indexBy(data.raw, (item) => item.text);
    return data.shuffle1.map(({ text }) => byText.get(text)?.[0]?.year ?? '');
  },
};
