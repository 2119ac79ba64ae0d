-- Monthly versus seasons (docs/seasons.md): the seasons, who is enrolled in which division with
-- what points, and which matches were played for a season (a table of its own: matches keeps no
-- season column).
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"matches_per_player" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "season_enrolments" (
	"season_id" text NOT NULL REFERENCES "seasons"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"division" integer NOT NULL,
	"rating" integer NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_rank" integer,
	"zone" text,
	"next_division" integer,
	CONSTRAINT "season_enrolments_pk" PRIMARY KEY("season_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "season_enrolments_table_idx" ON "season_enrolments" ("season_id","division");
--> statement-breakpoint
CREATE INDEX "season_enrolments_user_idx" ON "season_enrolments" ("user_id","season_id");
--> statement-breakpoint
CREATE TABLE "season_games" (
	"match_id" text PRIMARY KEY NOT NULL REFERENCES "matches"("id") ON DELETE CASCADE,
	"season_id" text NOT NULL REFERENCES "seasons"("id") ON DELETE CASCADE,
	"division" integer NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "season_games_season_idx" ON "season_games" ("season_id");
