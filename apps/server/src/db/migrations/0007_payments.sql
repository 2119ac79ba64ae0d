-- Payments: webhook events already applied (idempotency by event id) and each user's customer at
-- the payment provider, so subscription events (which name the customer) find the user.
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL UNIQUE REFERENCES "users"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"subscription_id" text,
	"plan_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
