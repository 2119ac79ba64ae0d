CREATE TABLE "bmevents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"seed" text NOT NULL,
	"level" integer,
	"amount" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"stage" text NOT NULL,
	"staged_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"running" boolean DEFAULT true NOT NULL,
	"exited" boolean DEFAULT false NOT NULL,
	"mem_time" integer NOT NULL,
	"rec_time" integer NOT NULL,
	"cdr_time" integer NOT NULL,
	"mem_started_at" timestamp with time zone,
	"mem_ended_at" timestamp with time zone,
	"rec_started_at" timestamp with time zone,
	"rec_ended_at" timestamp with time zone,
	"answer" jsonb,
	"answer_seq" integer DEFAULT -1 NOT NULL,
	"view" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"score" double precision,
	"percent" double precision,
	"evaluation" text,
	"block_speed" integer,
	"rank_change" jsonb,
	"rank_seen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bmevent_id" text NOT NULL,
	"event" text NOT NULL,
	"mode" text NOT NULL,
	"level" integer,
	"amount" integer NOT NULL,
	"score" double precision NOT NULL,
	"max" double precision NOT NULL,
	"percent" double precision NOT NULL,
	"block_speed" integer,
	"trial_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bmevents" ADD CONSTRAINT "bmevents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_bmevent_id_bmevents_id_fk" FOREIGN KEY ("bmevent_id") REFERENCES "public"."bmevents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bmevents_user_idx" ON "bmevents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bmevents_deadline_idx" ON "bmevents" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "results_user_event_idx" ON "results" USING btree ("user_id","event","created_at");