-- How many users hold each standard best, per event: the leaderboard's order statistic. A rank is
-- the users of every better best (a sum over this table, whose size is the number of distinct
-- bests — a few hundred to a few thousand per event — not the number of users) plus the users
-- tied on the same best who reached it earlier (a short range of event_stats_best_idx /
-- event_stats_fastest_idx). A page finds the best its first row holds here and reads on from
-- there. The trigger keeps it in the same transaction as every change of a best, so it is exact.
-- The ranked best of a row is best_score, or fastest_speed for Blocktris (event 'tetris').
CREATE TABLE "leaderboard_counts" (
	"event" text NOT NULL,
	"value" double precision NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "leaderboard_counts_pk" PRIMARY KEY ("event", "value")
-- Each result moving a best rewrites two small rows: half-empty pages keep those updates
-- heap-only (no new index entries), and vacuum runs after every 500 dead rows rather than after
-- 20 % of the table, so the table and its index stay a few pages however many results arrive.
) WITH (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500);--> statement-breakpoint
CREATE FUNCTION leaderboard_counts_add(ev text, v double precision, d integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_counts (event, value, users) VALUES (ev, v, d)
  ON CONFLICT (event, value) DO UPDATE SET users = leaderboard_counts.users + d;
  DELETE FROM leaderboard_counts WHERE event = ev AND value = v AND users <= 0;
END;
$$;--> statement-breakpoint
CREATE FUNCTION event_stats_leaderboard_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_v double precision;
  new_v double precision;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_v := CASE WHEN OLD.event = 'tetris' THEN OLD.fastest_speed ELSE OLD.best_score END;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_v := CASE WHEN NEW.event = 'tetris' THEN NEW.fastest_speed ELSE NEW.best_score END;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.event = NEW.event AND old_v IS NOT DISTINCT FROM new_v THEN
    RETURN NULL;
  END IF;
  -- Both rows are touched in value order, so two results moving the other way cannot deadlock.
  IF old_v IS NOT NULL AND new_v IS NOT NULL AND new_v < old_v THEN
    PERFORM leaderboard_counts_add(NEW.event, new_v, 1);
    PERFORM leaderboard_counts_add(OLD.event, old_v, -1);
    RETURN NULL;
  END IF;
  IF old_v IS NOT NULL THEN PERFORM leaderboard_counts_add(OLD.event, old_v, -1); END IF;
  IF new_v IS NOT NULL THEN PERFORM leaderboard_counts_add(NEW.event, new_v, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "event_stats_leaderboard_counts"
AFTER INSERT OR DELETE OR UPDATE OF "event", "best_score", "fastest_speed" ON "event_stats"
FOR EACH ROW EXECUTE FUNCTION event_stats_leaderboard_counts();--> statement-breakpoint
INSERT INTO "leaderboard_counts" ("event", "value", "users")
SELECT "event", CASE WHEN "event" = 'tetris' THEN "fastest_speed" ELSE "best_score" END AS v, count(*)
FROM "event_stats"
WHERE (CASE WHEN "event" = 'tetris' THEN "fastest_speed" ELSE "best_score" END) IS NOT NULL
GROUP BY 1, 2;
