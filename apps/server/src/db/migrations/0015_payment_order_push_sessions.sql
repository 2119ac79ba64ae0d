-- Payment events arrive in any order and may be redelivered days later: the customer row keeps the
-- subscription's last known status and the moment it describes, so an older event cannot undo a
-- newer one (a late "active" after "deleted" gives no premium back).
ALTER TABLE "payment_customers" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "status_at" timestamp with time zone;
--> statement-breakpoint
-- A device's push token belongs to the sign-in that registered it: signing out (or a password
-- reset signing every device out) deletes the session and with it the token, so a shared device
-- stops receiving the previous account's notifications.
ALTER TABLE "push_tokens" ADD COLUMN "session_hash" text REFERENCES "auth_sessions"("token_hash") ON DELETE CASCADE;
