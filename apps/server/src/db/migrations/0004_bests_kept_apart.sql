-- Standard and practice bests kept apart. Until now a practice result (even a failed one) could
-- become the "best" shown beside the standard level; the standard best is what ranks, so it must
-- come from standard sessions only. The practice best gets its own columns, and every best records
-- when it was first reached (the leaderboard breaks ties by it).
ALTER TABLE "event_stats" ADD COLUMN "best_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_stats" ADD COLUMN "fastest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_stats" ADD COLUMN "practice_played" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_stats" ADD COLUMN "practice_best_score" double precision;--> statement-breakpoint
ALTER TABLE "event_stats" ADD COLUMN "practice_best_max" double precision;--> statement-breakpoint
ALTER TABLE "event_stats" ADD COLUMN "practice_fastest_speed" integer;--> statement-breakpoint
ALTER TABLE "event_stats" ADD COLUMN "last_played_at" timestamp with time zone;--> statement-breakpoint
-- Rebuild every summary from the stored results with the rules the result transaction now uses:
-- a best is the FIRST result with the highest score (an equal score later does not replace it);
-- a Blocktris speed counts only from a pass (80 % or more), lowest first, first reached.
INSERT INTO "event_stats" AS s ("user_id", "event", "trials", "standard_played", "practice_played",
	"best_score", "best_max", "best_at", "fastest_speed", "fastest_at",
	"practice_best_score", "practice_best_max", "practice_fastest_speed", "last_played_at")
SELECT c."user_id", c."event", c."trials", c."standard_played", c."practice_played",
	sb."score", sb."max", sb."created_at", sf."block_speed", sf."created_at",
	pb."score", pb."max", c."practice_fastest_speed", c."last_played_at"
FROM (
	SELECT "user_id", "event", count(*)::int AS "trials",
		(count(*) FILTER (WHERE "mode" = 'standard'))::int AS "standard_played",
		(count(*) FILTER (WHERE "mode" = 'practice'))::int AS "practice_played",
		min("block_speed") FILTER (WHERE "mode" = 'practice' AND "percent" >= 80) AS "practice_fastest_speed",
		max("created_at") AS "last_played_at"
	FROM "results" GROUP BY "user_id", "event"
) AS c
LEFT JOIN (
	SELECT DISTINCT ON ("user_id", "event") "user_id", "event", "score", "max", "created_at"
	FROM "results" WHERE "mode" = 'standard'
	ORDER BY "user_id", "event", "score" DESC, "created_at" ASC
) AS sb ON sb."user_id" = c."user_id" AND sb."event" = c."event"
LEFT JOIN (
	SELECT DISTINCT ON ("user_id", "event") "user_id", "event", "block_speed", "created_at"
	FROM "results" WHERE "mode" = 'standard' AND "percent" >= 80 AND "block_speed" IS NOT NULL
	ORDER BY "user_id", "event", "block_speed" ASC, "created_at" ASC
) AS sf ON sf."user_id" = c."user_id" AND sf."event" = c."event"
LEFT JOIN (
	SELECT DISTINCT ON ("user_id", "event") "user_id", "event", "score", "max"
	FROM "results" WHERE "mode" = 'practice'
	ORDER BY "user_id", "event", "score" DESC, "created_at" ASC
) AS pb ON pb."user_id" = c."user_id" AND pb."event" = c."event"
ON CONFLICT ("user_id", "event") DO UPDATE SET
	-- Trial numbers continue from the stored counter, never repeating one already handed out.
	"trials" = greatest(s."trials", excluded."trials"),
	"standard_played" = excluded."standard_played",
	"practice_played" = excluded."practice_played",
	"best_score" = excluded."best_score",
	"best_max" = excluded."best_max",
	"best_at" = excluded."best_at",
	"fastest_speed" = excluded."fastest_speed",
	"fastest_at" = excluded."fastest_at",
	"practice_best_score" = excluded."practice_best_score",
	"practice_best_max" = excluded."practice_best_max",
	"practice_fastest_speed" = excluded."practice_fastest_speed",
	"last_played_at" = excluded."last_played_at";--> statement-breakpoint
-- The user's `bests` map mirrors the standard best only (Blocktris: its fastest passed speed).
UPDATE "users" AS u SET "bests" = coalesce((
	SELECT jsonb_object_agg(s."event", CASE WHEN s."event" = 'tetris' THEN s."fastest_speed"::double precision ELSE s."best_score" END)
	FROM "event_stats" AS s
	WHERE s."user_id" = u."id"
		AND (CASE WHEN s."event" = 'tetris' THEN s."fastest_speed"::double precision ELSE s."best_score" END) IS NOT NULL
), '{}'::jsonb);--> statement-breakpoint
CREATE INDEX "event_stats_best_idx" ON "event_stats" USING btree ("event", "best_score" DESC, "best_at", "user_id") WHERE "event_stats"."best_score" is not null;--> statement-breakpoint
CREATE INDEX "event_stats_fastest_idx" ON "event_stats" USING btree ("event", "fastest_speed", "fastest_at", "user_id") WHERE "event_stats"."fastest_speed" is not null;
