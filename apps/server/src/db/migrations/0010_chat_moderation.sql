-- Chat moderation from the web: a user's role (moderators and admins may moderate chat; the admin
-- CLI grants it), and a moderator's dismissal of a report (kept, so the history of reports stays).
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL CHECK ("role" IN ('user', 'moderator', 'admin'));--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
-- The moderator view reads the open reports only.
CREATE INDEX "chat_reports_open_idx" ON "chat_reports" ("created_at" DESC) WHERE "dismissed_at" IS NULL;
