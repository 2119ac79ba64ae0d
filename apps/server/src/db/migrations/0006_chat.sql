-- Chat: every room's messages in one table. A history page reads one room backwards by seq from
-- the partial index (deleted messages are left out of it), so paging costs the page, not the room.
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"room" text NOT NULL,
	"user_id" text REFERENCES "users"("id") ON DELETE CASCADE,
	"type" text NOT NULL CHECK ("type" IN ('text', 'system')),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "chat_messages_room_seq_idx" ON "chat_messages" ("room", "seq" DESC) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL REFERENCES "chat_messages"("id") ON DELETE CASCADE,
	"reporter_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_message_reporter_idx" ON "chat_reports" ("message_id", "reporter_id");--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
