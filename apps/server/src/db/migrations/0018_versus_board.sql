-- The versus leaderboard pages an event's ratings from the top, and counts the ratings above a
-- player for their rank: without this, each page sorted every rating of the event.
CREATE INDEX "ratings_event_rating_idx" ON "ratings" ("event", "rating" DESC, "user_id");
