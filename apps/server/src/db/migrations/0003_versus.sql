-- Versus: a match row owns the pairing, the choices and the shared clock; each player's session row
-- points at it; Glicko-2 ratings per user and event (and 'overall').
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"stage" text NOT NULL,
	"seed" text NOT NULL,
	"event" text,
	"user_a" text NOT NULL,
	"user_b" text NOT NULL,
	"players" jsonb NOT NULL,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"halved_at" timestamp with time zone,
	"outcome" jsonb
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_open_a_idx" ON "matches" USING btree ("user_a") WHERE "matches"."stage" <> 'over';--> statement-breakpoint
CREATE INDEX "matches_open_b_idx" ON "matches" USING btree ("user_b") WHERE "matches"."stage" <> 'over';--> statement-breakpoint
CREATE INDEX "matches_loading_idx" ON "matches" USING btree ("deadline") WHERE "matches"."stage" = 'loading';--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" text NOT NULL,
	"event" text NOT NULL,
	"rating" double precision NOT NULL,
	"deviation" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bmevents" ADD COLUMN "match_id" text;--> statement-breakpoint
ALTER TABLE "bmevents" ADD CONSTRAINT "bmevents_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bmevents_match_idx" ON "bmevents" USING btree ("match_id") WHERE "bmevents"."match_id" is not null;
