import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Payment webhooks already applied, by the provider's event id: providers deliver an event at
 * least once (and anyone holding a captured request could replay it), so an id seen before
 * changes nothing. Written in the same transaction as the membership change it caused.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The provider's customer (and subscription) for a user: subscription events name the customer,
 * not our user, and the plan-management page is opened for the customer. The foreign key to
 * users (cascade) is declared in migration 0007 so this file and schema.ts do not import each other.
 */
export const paymentCustomers = pgTable('payment_customers', {
  customerId: text('customer_id').primaryKey(),
  userId: text('user_id').notNull().unique(),
  provider: text('provider').notNull(),
  subscriptionId: text('subscription_id'),
  planId: text('plan_id'),
  /** The subscription's last applied status (`active`, `past_due`, `canceled`, …) and its moment. */
  status: text('status'),
  statusAt: timestamp('status_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
