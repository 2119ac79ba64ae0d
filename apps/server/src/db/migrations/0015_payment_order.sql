-- Payment events arrive in any order and may be redelivered days later: the customer row keeps the
-- subscription's last known status and the moment it describes, so an older event cannot undo a
-- newer one (a late "active" after "deleted" gives no premium back).
ALTER TABLE "payment_customers" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "status_at" timestamp with time zone;
