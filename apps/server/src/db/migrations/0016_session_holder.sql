-- The page (tab id) holding a running session: answers and commands from another page of the
-- same player are refused, so two tabs cannot overwrite each other's recall. A nullable column
-- without a default: no table rewrite.
ALTER TABLE "bmevents" ADD COLUMN "holder" text;
