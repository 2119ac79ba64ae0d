import type { ContentPack } from '../content/types.ts';
import type { EventName } from '../names.ts';

/** Content events cannot run without a pack; say which event asked so a wiring bug is obvious. */
export function requireContent(event: EventName, content: ContentPack | undefined): ContentPack {
  if (!content) throw new Error(`event ${event} needs a content pack to generate`);
  return content;
}

/** Stages in which a client sees the answer key (memorize view and result screen). */
export function showsKey(stage: string): boolean {
  return stage === 'mem' || stage === 'res';
}

/**
 * Recall-order scoring for events whose recall shows items in a shuffled order keyed by a picture
 * (names, animals, echopic, biography): the answers acceptable for a key. A key only maps to several
 * values when the session outgrew its pool and a picture came round again; either is accepted.
 */
export function indexBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
