-- A match that both players left was stored as 'abandoned'; the rule is now lichess's abort (no
-- answer from either player, or both gone) and its one name is 'aborted': unrated either way, and
-- its sessions show 'aborted' instead of the 'lose' both players were given.
UPDATE "bmevents" SET "evaluation" = 'aborted'
FROM "matches"
WHERE "bmevents"."match_id" = "matches"."id"
  AND "matches"."outcome" ->> 'reason' = 'abandoned'
  AND "bmevents"."evaluation" IS NOT NULL;
--> statement-breakpoint
UPDATE "matches" SET "outcome" = jsonb_set("outcome", '{reason}', '"aborted"')
WHERE "outcome" ->> 'reason' = 'abandoned';
