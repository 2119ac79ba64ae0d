CREATE TABLE "event_stats" (
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"trials" integer DEFAULT 0 NOT NULL,
	"standard_played" integer DEFAULT 0 NOT NULL,
	"best_score" double precision,
	"best_max" double precision,
	"fastest_speed" integer,
	CONSTRAINT "event_stats_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
DROP INDEX "bmevents_deadline_idx";--> statement-breakpoint
-- When the sweep must move a session on: its deadline, plus the 2 s answer lag in recall. Adding
-- whole seconds does not depend on the time zone, so the function is truly immutable (PostgreSQL
-- only marks timestamptz + interval 'stable' for day and month intervals).
CREATE FUNCTION "bmevents_due_at"(deadline timestamptz, stage text, running boolean) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT CASE WHEN running THEN deadline + CASE WHEN stage = 'rec' THEN interval '2 seconds' ELSE interval '0 seconds' END END $$;--> statement-breakpoint
ALTER TABLE "bmevents" ADD COLUMN "due_at" timestamp with time zone GENERATED ALWAYS AS (bmevents_due_at(deadline, stage, running)) STORED;--> statement-breakpoint
ALTER TABLE "event_stats" ADD CONSTRAINT "event_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A user may already hold several running sessions: keep the newest, end the others (exited,
-- unscored, as an abandoned session was before), so the unique index below can be built.
UPDATE "bmevents" AS b SET "running" = false, "exited" = true, "deadline" = NULL
WHERE b."running" AND EXISTS (
	SELECT 1 FROM "bmevents" AS n
	WHERE n."user_id" = b."user_id" AND n."running" AND (n."created_at", n."id") > (b."created_at", b."id")
);--> statement-breakpoint
-- The per-user summary starts from the results already stored.
INSERT INTO "event_stats" ("user_id", "event", "trials", "standard_played", "best_score", "best_max", "fastest_speed")
SELECT c."user_id", c."event", c."trials", c."standard_played", b."score", b."max", c."fastest_speed"
FROM (
	SELECT "user_id", "event", count(*)::int AS "trials",
		(count(*) FILTER (WHERE "mode" = 'standard'))::int AS "standard_played",
		min("block_speed") FILTER (WHERE "mode" = 'standard' AND "percent" >= 80) AS "fastest_speed"
	FROM "results" GROUP BY "user_id", "event"
) AS c
LEFT JOIN (
	SELECT DISTINCT ON ("user_id", "event") "user_id", "event", "score", "max"
	FROM "results" WHERE "mode" = 'standard'
	ORDER BY "user_id", "event", "score" DESC, "max" ASC
) AS b ON b."user_id" = c."user_id" AND b."event" = c."event";--> statement-breakpoint
CREATE UNIQUE INDEX "bmevents_one_running_idx" ON "bmevents" USING btree ("user_id") WHERE "bmevents"."running";--> statement-breakpoint
CREATE INDEX "bmevents_due_idx" ON "bmevents" USING btree ("due_at") WHERE "bmevents"."running";