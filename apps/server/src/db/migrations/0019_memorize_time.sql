-- Speed as a metric: how long the memorize stage took on the server's clock (ms), kept with each
-- result and with the standard best it set. At an equal best score the faster memorizer ranks
-- higher; a best from before this migration has no measured time and ranks after timed ones
-- (coalesce to the largest integer, the same order the Redis mirror encodes). Nullable columns
-- without defaults: no table rewrite.
ALTER TABLE "results" ADD COLUMN "mem_ms" integer;--> statement-breakpoint
ALTER TABLE "event_stats" ADD COLUMN "best_mem_ms" integer;--> statement-breakpoint
DROP INDEX IF EXISTS "event_stats_best_idx";--> statement-breakpoint
CREATE INDEX "event_stats_best_idx" ON "event_stats" USING btree ("event","best_score" DESC, coalesce("best_mem_ms", 2147483647), "best_at", "user_id") WHERE "event_stats"."best_score" is not null;
--> statement-breakpoint
-- The competition format a practice session was started in (its id, docs/formats.md), kept with
-- the session and its result: format bests and leaderboards are read from the results.
ALTER TABLE "bmevents" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "format" text;--> statement-breakpoint
CREATE INDEX "results_format_idx" ON "results" USING btree ("format","score" DESC,"mem_ms","created_at") WHERE "results"."format" is not null;
