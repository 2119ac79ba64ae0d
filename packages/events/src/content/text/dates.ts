/**
 * Fictional historic events for the dates event: a pure, deterministic generator.
 *
 * Each template is a sentence with slots, each slot a hand-written list. An index in
 * [0, DATE_EVENT_COUNT) picks a template (templates are laid end to end) and then one entry of
 * every slot by mixed-radix decomposition of the offset inside the template, so distinct indexes
 * give distinct texts (the tests check the whole range). Texts are short (≤ 60 characters), fun,
 * harmless and never contain a year or any digit: the event engine chooses the years.
 */
import type { Template } from './dates-template.ts';
import { DATE_TEMPLATES_1 } from './dates-templates-1.ts';
import { DATE_TEMPLATES_2 } from './dates-templates-2.ts';

/** All templates in index order (see the note in dates-templates-1.ts). */
const TEMPLATES: readonly Template[] = [...DATE_TEMPLATES_1, ...DATE_TEMPLATES_2];

function sizeOf(template: Template): number {
  return template.slots.reduce((product, slot) => product * slot.length, 1);
}

const SIZES: readonly number[] = TEMPLATES.map(sizeOf);

/** Number of distinct texts `dateEventText` produces. */
export const DATE_EVENT_COUNT: number = SIZES.reduce((sum, size) => sum + size, 0);

/**
 * The fictional event text for `index` in [0, DATE_EVENT_COUNT): injective and pure.
 * Throws a RangeError outside that range or for a non-integer.
 */
export function dateEventText(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= DATE_EVENT_COUNT) {
    throw new RangeError(`date event index ${index} is outside [0, ${DATE_EVENT_COUNT})`);
  }
  let offset = index;
  for (let t = 0; t < TEMPLATES.length; t++) {
    const template = TEMPLATES[t];
    const size = SIZES[t] ?? 0;
    if (template === undefined) break;
    if (offset >= size) {
      offset -= size;
      continue;
    }
    // Mixed radix: the last slot varies fastest.
    const parts: string[] = new Array<string>(template.slots.length);
    for (let s = template.slots.length - 1; s >= 0; s--) {
      const slot = template.slots[s] ?? [];
      parts[s] = slot[offset % slot.length] ?? '';
      offset = Math.floor(offset / slot.length);
    }
    return template.render(parts);
  }
  /* c8 ignore next */
  throw new RangeError(`date event index ${index} not found`);
}
