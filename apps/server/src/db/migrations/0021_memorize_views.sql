-- Which memorize item the player looked at, and when on the server's clock: pairs of
-- [epoch ms, item index] appended as the view changes arrive. Session history replays it and the
-- per-item analytics time each item from it. A constant default: no table rewrite.
ALTER TABLE "bmevents" ADD COLUMN "mem_views" jsonb DEFAULT '[]'::jsonb NOT NULL;
