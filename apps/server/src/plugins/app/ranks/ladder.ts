import { EVENT_NAMES } from '@mnemoria/events';

/**
 * The rank ladder. An event rank follows the athlete's standard level in that event; the overall
 * rank follows the mean level over all 13 events, so it rewards breadth. Thresholds widen as they
 * climb, like chess titles: the first ranks come within a week, Legend takes years.
 */
export const RANKS = [
  { id: 'novice', name: 'Novice', minLevel: 1, color: '#8a94a6', stars: 0 },
  { id: 'apprentice', name: 'Apprentice', minLevel: 5, color: '#b87333', stars: 1 },
  { id: 'adept', name: 'Adept', minLevel: 10, color: '#9fb3c8', stars: 2 },
  { id: 'expert', name: 'Expert', minLevel: 20, color: '#d4a017', stars: 3 },
  { id: 'master', name: 'Master', minLevel: 35, color: '#2e9e6b', stars: 3 },
  { id: 'grandmaster', name: 'Grandmaster', minLevel: 55, color: '#4a5fd0', stars: 4 },
  { id: 'legend', name: 'Legend', minLevel: 80, color: '#c0392b', stars: 5 },
] as const;

export type RankDef = (typeof RANKS)[number];

export interface HeldRank {
  name: string;
  imageUrl: string;
}

export const rankImageUrl = (id: string) => `/media/ranks/${id}.svg`;

export function rankForLevel(level: number): RankDef {
  let found: RankDef = RANKS[0];
  for (const rank of RANKS) if (level >= rank.minLevel) found = rank;
  return found;
}

export function held(rank: RankDef): HeldRank {
  return { name: rank.name, imageUrl: rankImageUrl(rank.id) };
}

/** Mean standard level over every event (unplayed events count as level 1). */
export function overallLevel(levels: Partial<Record<string, number>>): number {
  const sum = EVENT_NAMES.reduce((s, name) => s + (levels[name] ?? 1), 0);
  return Math.floor(sum / EVENT_NAMES.length);
}

/** eventsRanks: one rank per event plus 'overall'. */
export function ranksFor(levels: Partial<Record<string, number>>): Record<string, HeldRank> {
  const out: Record<string, HeldRank> = {};
  for (const name of EVENT_NAMES) out[name] = held(rankForLevel(levels[name] ?? 1));
  out.overall = held(rankForLevel(overallLevel(levels)));
  return out;
}
