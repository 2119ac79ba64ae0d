import { EVENT_NAMES } from '@mnemoria/events';
import { z } from 'zod';

export const TOURNAMENT_STATUSES = ['created', 'started', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** One line of GET /api/tournaments. */
export interface TournamentSummary {
  id: string;
  name: string;
  event: string;
  /** A named format; null: the event's versus format. */
  format: string | null;
  status: TournamentStatus;
  startsAt: string;
  endsAt: string;
  /** Players who joined (withdrawn ones not counted). */
  players: number;
  visibility: 'public' | 'link';
  /** Null for the scheduled arenas. */
  createdBy: string | null;
  /** Once finished: the top of the standings, if anyone played. */
  winner: { userId: string; userName: string } | null;
}

export interface StandingRow {
  rank: number;
  userId: string;
  userName: string;
  points: number;
  games: number;
  wins: number;
  /** Wins in a row now: from two on, the next game scores double ('on fire'). */
  streak: number;
  status: 'active' | 'paused' | 'withdrawn';
}

/** The asking user's place in the arena. */
export interface TournamentMe {
  joined: boolean;
  status: 'active' | 'paused' | 'withdrawn' | null;
  /** Whether they may join (premium); the server checks again. */
  canJoin: boolean;
}

export interface TournamentDetail extends TournamentSummary {
  standings: StandingRow[];
  me: TournamentMe;
  /** The server's clock, so a countdown is right whatever the device's clock says. */
  serverNow: string;
}

/** Pushed to the arena's room (`arena-standings`) when the standings or the status change. */
export interface ArenaStandingsSignal {
  id: string;
  status: TournamentStatus;
  players: number;
  standings: StandingRow[];
  winner: TournamentSummary['winner'];
}

/** The standings are pushed and served up to this many rows (the rest are counted in `players`). */
export const STANDINGS_SHOWN = 100;

export const tournamentParamsSchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required').max(64, 'id is too long'),
});

export const CREATE_DURATIONS = [10, 20, 30, 45, 60, 90] as const;

/** POST /api/tournaments (premium): an arena of one event starting within a day. */
export const createTournamentSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(3, 'name must be at least 3 characters')
    .max(60, 'name must be at most 60 characters'),
  event: z.enum(EVENT_NAMES, { error: `event must be one of ${EVENT_NAMES.join(', ')}` }),
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int('minutes must be a whole number')
    .min(10, 'minutes must be at least 10')
    .max(90, 'minutes must be at most 90'),
  startsInMinutes: z
    .number({ error: 'startsInMinutes must be a number' })
    .int('startsInMinutes must be a whole number')
    .min(0, 'startsInMinutes must be at least 0')
    .max(24 * 60, 'startsInMinutes must be at most 1440')
    .default(5),
  visibility: z.enum(['public', 'link'], { error: 'visibility must be public or link' }).default('public'),
});
export type CreateTournament = z.input<typeof createTournamentSchema>;

/** Socket `arena-watch` / `arena-unwatch` (main channel): the arena whose room to join. */
export const arenaWatchSchema = z.string({ error: 'arena id is required' }).min(1).max(64);

/** An arena the user won (GET /api/tournaments/trophies): shown on their profile. */
export interface Trophy {
  id: string;
  name: string;
  event: string;
  endsAt: string;
}

/** A player of an arena game: `bmevent` is their session, watchable at /app/event/watch/{bmevent}. */
export const arenaGamePlayerSchema = z.object({
  userName: z.string(),
  bmevent: z.string().nullable(),
  left: z.boolean(),
  /** Only once the game is over: nothing of a running game's answers is shown. */
  score: z.number().nullable(),
});

/** One game an arena paired: in progress (`result` null) or over. */
export const arenaGameSchema = z.object({
  matchId: z.string(),
  event: z.string(),
  startedAt: z.string().nullable(),
  players: z.array(arenaGamePlayerSchema),
  result: z
    .object({
      /** The winner's name; null for a draw or an aborted game. */
      winner: z.string().nullable(),
      reason: z.enum(['score', 'forfeit', 'aborted']),
    })
    .nullable(),
});
export type ArenaGame = z.infer<typeof arenaGameSchema>;

/** GET /api/tournaments/{id}/games: the games in progress, then the latest finished ones. */
export const arenaGamesSchema = z.object({
  live: z.array(arenaGameSchema),
  finished: z.array(arenaGameSchema),
});
export type ArenaGames = z.infer<typeof arenaGamesSchema>;

/** How many finished games of an arena GET /api/tournaments/{id}/games lists (newest first). */
export const ARENA_FINISHED_GAMES_SHOWN = 50;
