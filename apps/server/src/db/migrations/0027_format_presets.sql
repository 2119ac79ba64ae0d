-- Saved presets: a user's practice settings kept as a named custom format (docs/formats.md), at
-- most a few per user (the route enforces the count), names unique per user.
CREATE TABLE "format_presets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"event" text NOT NULL,
	"amount" integer NOT NULL,
	"memorize" integer NOT NULL,
	"recall" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "format_presets_user_idx" ON "format_presets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "format_presets_user_name_idx" ON "format_presets" USING btree ("user_id","name");
