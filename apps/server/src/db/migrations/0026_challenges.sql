-- Direct challenges of a named user (docs/versus.md). A match opened by an unrated challenge
-- rates nobody: the flag lives on the match, so every way of deciding it reads one column.
ALTER TABLE "matches" ADD COLUMN "rated" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "challenges" (
  "id" text PRIMARY KEY NOT NULL,
  "from_user" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "to_user" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "event" text NOT NULL,
  "rated" boolean NOT NULL,
  "status" text NOT NULL,
  "match_id" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone
);--> statement-breakpoint
-- One open challenge per pair, whoever sent it, whatever process wrote it.
CREATE UNIQUE INDEX "challenges_open_pair_idx" ON "challenges" (least("from_user", "to_user"), greatest("from_user", "to_user")) WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "challenges_open_to_idx" ON "challenges" ("to_user") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "challenges_open_from_idx" ON "challenges" ("from_user") WHERE "status" = 'open';
