-- Palaces users build themselves: ordered locations in one JSON array (ids stay through reorders),
-- an optional uploaded walk-through video (file name only; the file lives under DATA_DIR).
CREATE TABLE "user_palaces" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" text,
	"video_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "user_palaces_user_idx" ON "user_palaces" ("user_id", "created_at");--> statement-breakpoint
-- Walks: the review schedule reads the newest ones per palace.
CREATE TABLE "palace_walks" (
	"id" text PRIMARY KEY NOT NULL,
	"palace_id" text NOT NULL REFERENCES "user_palaces"("id") ON DELETE CASCADE,
	"walked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forgotten" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remembered" jsonb DEFAULT '[]'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "palace_walks_palace_idx" ON "palace_walks" ("palace_id", "walked_at");--> statement-breakpoint
-- Sessions that used a palace as their journey, with the location order they started with.
CREATE TABLE "palace_sessions" (
	"session_id" text PRIMARY KEY NOT NULL REFERENCES "bmevents"("id") ON DELETE CASCADE,
	"palace_id" text NOT NULL REFERENCES "user_palaces"("id") ON DELETE CASCADE,
	"locations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "palace_sessions_palace_idx" ON "palace_sessions" ("palace_id", "created_at");
