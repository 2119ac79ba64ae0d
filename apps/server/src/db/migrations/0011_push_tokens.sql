-- Devices that receive push notifications: one row per user and device token (FCM registration
-- token or APNs device token), refreshed when the app sends it again.
CREATE TABLE "push_tokens" (
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token" text NOT NULL,
	"platform" text NOT NULL CHECK ("platform" IN ('android', 'ios', 'web')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_tokens_pk" PRIMARY KEY ("user_id", "token")
);
