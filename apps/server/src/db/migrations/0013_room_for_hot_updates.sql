-- Answers, stage moves and view fields rewrite a session row many times a minute, and a match row
-- changes at every step of its choice. With full pages each rewrite had to go to another page and
-- into every index; room left in each page lets PostgreSQL keep the new version beside the old
-- one and skip the indexes (a HOT update), since none of those columns is indexed. Only pages
-- written from now on get the room.
ALTER TABLE "bmevents" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "matches" SET (fillfactor = 70);
