-- Arenas (docs/tournaments.md): the tournaments, their players with running scores, and the versus
-- matches each arena paired. The matches table is untouched: a match belongs to an arena through
-- arena_games. The schedule slot is unique so that every process may try to open the hourly arena
-- and only one row results.
CREATE TABLE "tournaments" (
  "id" text PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "event" text NOT NULL,
  "format" text,
  "status" text NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "created_by" text REFERENCES "users"("id") ON DELETE SET NULL,
  "visibility" text DEFAULT 'public' NOT NULL,
  "schedule_slot" text,
  "winner_id" text REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_schedule_slot_idx" ON "tournaments" ("schedule_slot");--> statement-breakpoint
CREATE INDEX "tournaments_open_idx" ON "tournaments" ("status", "starts_at") WHERE "status" <> 'finished';--> statement-breakpoint
CREATE INDEX "tournaments_ends_idx" ON "tournaments" ("ends_at" DESC);--> statement-breakpoint
CREATE TABLE "tournament_players" (
  "tournament_id" text NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text DEFAULT 'active' NOT NULL,
  "points" integer DEFAULT 0 NOT NULL,
  "streak" integer DEFAULT 0 NOT NULL,
  "games" integer DEFAULT 0 NOT NULL,
  "wins" integer DEFAULT 0 NOT NULL,
  "last_opponent" text,
  "reached_at" timestamp with time zone,
  "waiting_since" timestamp with time zone DEFAULT now() NOT NULL,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "tournament_players_pk" PRIMARY KEY ("tournament_id", "user_id")
);--> statement-breakpoint
CREATE INDEX "tournament_players_user_idx" ON "tournament_players" ("user_id");--> statement-breakpoint
CREATE TABLE "arena_games" (
  "match_id" text PRIMARY KEY NOT NULL REFERENCES "matches"("id") ON DELETE CASCADE,
  "tournament_id" text NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "scored_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "arena_games_unscored_idx" ON "arena_games" ("tournament_id") WHERE "scored_at" is null;
