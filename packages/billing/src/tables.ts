import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Where a subscription stands at the card provider (Stripe's subscription statuses that matter here). */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled"] as const;

/*
 * The tables every service that bills a monthly subscription keeps in its own database; its
 * db/schema.ts re-exports them so its migrations create them.
 */

/**
 * The offline card provider's side of subscriptions, what Stripe keeps on its own servers:
 * payment methods made from test cards, and subscriptions it renews each month.
 */
export const offlinePaymentMethods = pgTable("offline_payment_methods", {
  /** pm_offline_… (or one of Stripe's test ids such as pm_card_visa, kept as given). */
  id: text("id").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  /** Set when the card declines charges: the provider's message ("Your card was declined."). */
  declineMessage: text("decline_message"),
  createdAt: at("created_at").notNull().defaultNow(),
});

/**
 * The offline provider's one-time charges, by the idempotency key they were asked with, as Stripe
 * keeps a key's answer: asking again with the key answers the first charge (or its decline)
 * without charging the card again.
 */
export const offlineCharges = pgTable("offline_charges", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  /** pi_offline_… */
  paymentId: text("payment_id").notNull(),
  /** cus_offline_…: the customer the card is saved to. */
  customerId: text("customer_id").notNull(),
  paymentMethodId: text("payment_method_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  /** Set when the card was declined: the provider's message. Nothing was charged then. */
  declineMessage: text("decline_message"),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const offlineSubscriptions = pgTable(
  "offline_subscriptions",
  {
    /** sub_offline_… */
    id: text("id").primaryKey(),
    /** cus_offline_… */
    customerId: text("customer_id").notNull(),
    paymentMethodId: text("payment_method_id")
      .notNull()
      .references(() => offlinePaymentMethods.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: at("current_period_end").notNull(),
    /** Set to end with the paid month (Stripe's cancel_at_period_end): its renewal ends it, uncharged. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("offline_subscriptions_due_idx").on(table.currentPeriodEnd)],
);

/** Stripe webhook events already handled: a redelivery has no second effect. */
export const stripeWebhookEvents = pgTable("stripe_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/**
 * Card attempts the provider declined or refused as invalid, per account, to stop card testing.
 * Rows older than a day are deleted as new failures come in.
 */
export const cardAttemptFailures = pgTable(
  "card_attempt_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    failedAt: at("failed_at").notNull(),
  },
  (table) => [index("card_attempt_failures_user_idx").on(table.userId, table.failedAt)],
);
