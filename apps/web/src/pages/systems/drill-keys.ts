import type { SystemRating } from '@mnemoria/protocol';

/** What a key press does in the drill: show the entry, or grade the card once it is shown. */
export type DrillAction = { type: 'reveal' } | { type: 'grade'; rating: SystemRating } | null;

export const RATING_LABELS: Record<SystemRating, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

/**
 * Space or Enter shows the entry; 1–4 grade it (Again, Hard, Good, Easy) and only once it is shown,
 * so a stray digit never grades a card the athlete has not checked. Keys typed into a field or
 * with a modifier are not the drill's.
 */
export function drillAction(
  key: string,
  revealed: boolean,
  mods: { ctrl?: boolean; alt?: boolean; meta?: boolean } = {},
): DrillAction {
  if (mods.ctrl || mods.alt || mods.meta) return null;
  if (!revealed) return key === ' ' || key === 'Enter' ? { type: 'reveal' } : null;
  if (key === '1' || key === '2' || key === '3' || key === '4') {
    return { type: 'grade', rating: Number(key) as SystemRating };
  }
  return null;
}

/** '3 min', '2 h', '4 days': how long until the next review, for the grade's confirmation. */
export function formatWait(ms: number): string {
  const min = Math.max(1, Math.round(ms / 60_000));
  if (min < 60) return `${min} min`;
  const hours = Math.round(min / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
