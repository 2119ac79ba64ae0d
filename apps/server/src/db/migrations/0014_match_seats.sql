-- One open match per user, enforced by the database rather than by the code that pairs: a seat is
-- a user's place in a match that is not over. Triggers on matches keep the seats, so every way of
-- opening a match (pairing, rematch, challenge) is covered, and a second open match for a user
-- fails its insert with a unique violation (SQLSTATE 23505) whatever process or race made it.
CREATE TABLE "match_seats" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "match_id" text NOT NULL REFERENCES "matches"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "match_seats_match_idx" ON "match_seats" ("match_id");--> statement-breakpoint
CREATE FUNCTION "match_seats_take"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "match_seats" ("user_id", "match_id") VALUES (NEW."user_a", NEW."id"), (NEW."user_b", NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "match_seats_free"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "match_seats" WHERE "match_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "matches_seat_players" AFTER INSERT ON "matches"
  FOR EACH ROW WHEN (NEW."stage" <> 'over') EXECUTE FUNCTION "match_seats_take"();--> statement-breakpoint
CREATE TRIGGER "matches_free_seats" AFTER UPDATE OF "stage" ON "matches"
  FOR EACH ROW WHEN (NEW."stage" = 'over' AND OLD."stage" <> 'over') EXECUTE FUNCTION "match_seats_free"();--> statement-breakpoint
-- Matches already open get their seats; a user found in two (the race this table closes) keeps the
-- newer one, and the older is ended unplayed, as leaving it during the choice would.
UPDATE "matches" m SET "stage" = 'over', "ended_at" = now()
WHERE m."stage" <> 'over' AND EXISTS (
  SELECT 1 FROM "matches" n
  WHERE n."stage" <> 'over' AND n."id" <> m."id" AND n."created_at" > m."created_at"
    AND (n."user_a" IN (m."user_a", m."user_b") OR n."user_b" IN (m."user_a", m."user_b")));--> statement-breakpoint
INSERT INTO "match_seats" ("user_id", "match_id")
SELECT u, id FROM "matches", LATERAL (VALUES ("user_a"), ("user_b")) AS p(u) WHERE "stage" <> 'over'
ON CONFLICT DO NOTHING;
