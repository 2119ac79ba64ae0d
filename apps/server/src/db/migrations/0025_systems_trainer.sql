-- The systems trainer: one deck per user and kind, its items with the user's entry and FSRS card.
CREATE TABLE "system_decks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "system_decks_user_kind_idx" ON "system_decks" ("user_id", "kind");--> statement-breakpoint
-- The dashboard counts a user's due items (user_id, due); a deck's list pages by position.
CREATE TABLE "system_cards" (
	"deck_id" text NOT NULL REFERENCES "system_decks"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"item" text NOT NULL,
	"position" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"image" text,
	"filled" boolean DEFAULT false NOT NULL,
	"due" timestamp with time zone DEFAULT now() NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "system_cards_deck_id_item_pk" PRIMARY KEY("deck_id","item")
);--> statement-breakpoint
CREATE INDEX "system_cards_deck_position_idx" ON "system_cards" ("deck_id", "position");--> statement-breakpoint
CREATE INDEX "system_cards_user_due_idx" ON "system_cards" ("user_id", "due");
