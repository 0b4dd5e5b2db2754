import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { type BrandKitFields, type DispensaryForm, FEE_ATTEMPT_STATUSES, FEE_KINDS, FEE_STATUSES } from "../contract/index.ts";

export const dispensaries = pgTable(
  "dispensaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The owner (an identity user id); one store per owner. */
    userId: uuid("user_id").notNull().unique(),
    businessType: text("business_type", { enum: ["dispensary", "smoke_shop"] })
      .notNull()
      .default("dispensary"),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    qrCodeUrl: text("qr_code_url"),
    /** Set once, when the owner first asks for designs; makes asking again harmless. */
    designsRequestedAt: timestamp("designs_requested_at", { withTimezone: true }),
    /** Whether the store's fee is paid (SPEC §9): only a paid store is listed and sells. */
    feeStatus: text("fee_status", { enum: FEE_STATUSES }).notNull().default("due"),
    /** When the year paid for ends: the yearly renewal is charged then. Null until the first payment. */
    renewsAt: timestamp("renews_at", { withTimezone: true }),
    /** The card the last fee was paid with, which the renewal charges. */
    feePaymentMethodId: text("fee_payment_method_id"),
    /** The customer at the card provider that card is saved to (Stripe's cus_…). */
    feeCustomerId: text("fee_customer_id"),
    /** The owner's brand kit (colours and slogans, checked by the contract): new designs carry it. */
    brandKit: jsonb("brand_kit").$type<BrandKitFields>(),
    /** The owner's logo, re-encoded as a PNG (never the file uploaded); new designs carry it. */
    logoKey: text("logo_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("dispensaries_state_idx").on(table.state),
    index("dispensaries_renewal_idx").on(table.renewsAt).where(sql`${table.feeStatus} = 'paid'`),
  ],
);

/**
 * Every fee a store paid: its receipts. One per store and period ("sign_on", or the renewal's
 * year by the day it began), so a period is never recorded, or charged, twice.
 */
export const dispensaryFeePayments = pgTable(
  "dispensary_fee_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dispensaryId: uuid("dispensary_id")
      .notNull()
      .references(() => dispensaries.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FEE_KINDS }).notNull(),
    period: text("period").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** stripe or offline, and the payment's id there (pi_…). */
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    /** When the year this payment bought ends. */
    renewsAt: timestamp("renews_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("dispensary_fee_payments_period").on(table.dispensaryId, table.period),
    index("dispensary_fee_payments_store_idx").on(table.dispensaryId, table.paidAt),
  ],
);

/**
 * Each try at charging a store's fee, written before the card provider is asked and completed
 * after, so no transaction stays open across the provider's call and a crash in between is
 * found and replayed. The provider is asked with a key made from the attempt's id (not the card),
 * so a replay gets the first answer back. One owner and period has at most one pending or paid
 * attempt: a second payment, with any card, waits for the first.
 */
export const dispensaryFeeAttempts = pgTable(
  "dispensary_fee_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id").notNull(),
    /** Null for the sign-on fee of a store being created: it is made when the fee is paid. */
    dispensaryId: uuid("dispensary_id").references(() => dispensaries.id, { onDelete: "cascade" }),
    /** The store form of a store being created, so a replayed payment can still create it. */
    storeInput: jsonb("store_input").$type<DispensaryForm>(),
    kind: text("kind", { enum: FEE_KINDS }).notNull(),
    period: text("period").notNull(),
    amountCents: integer("amount_cents").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    /** The customer's name at the provider (the store's name). */
    customerName: text("customer_name").notNull(),
    /** Set for the yearly job's charge of the saved card without the owner (off session). */
    customerId: text("customer_id"),
    /** The yearly job charged it: a decline makes the store past due. */
    scheduled: boolean("scheduled").notNull().default(false),
    /** When the year this payment buys ends, decided when it was started. */
    renewsAt: timestamp("renews_at", { withTimezone: true }).notNull(),
    /** What the provider is asked with: from the attempt's id, so a replay answers the first charge. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: FEE_ATTEMPT_STATUSES }).notNull().default("pending"),
    providerPaymentId: text("provider_payment_id"),
    /** The card charged, as the provider answered it. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** Why it was declined: the answer's code (PAYMENT_REQUIRED, BAD_USER_INPUT) and message. */
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** The request that started it, for the events its completion publishes. */
    traceId: text("trace_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Moved on each try: a pending attempt untouched for a while is taken over by the reconciliation. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("dispensary_fee_attempts_one_open")
      .on(table.ownerUserId, table.period)
      .where(sql`${table.status} in ('pending', 'paid', 'unresolved')`),
    index("dispensary_fee_attempts_pending_idx").on(table.updatedAt).where(sql`${table.status} = 'pending'`),
  ],
);

export const designs = pgTable(
  "designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dispensaryId: uuid("dispensary_id").references(() => dispensaries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Shirt mockup, WebP, at most 600 px. */
    frontImageUrl: text("front_image_url").notNull(),
    backImageUrl: text("back_image_url"),
    /** The artwork alone, WebP, 400 px. */
    thumbnailUrl: text("thumbnail_url").notNull(),
    /** The artwork alone, transparent WebP, 1200 px; null for designs made before it (the thumbnail stands in). */
    artworkUrl: text("artwork_url"),
    /** The shirt colour the artwork was drawn for ("#rrggbb"), where its prompt named or needed one. */
    shirtColor: text("shirt_color"),
    /** The 3600 x 3600 print PNG; its key carries a random token, and only the owner is shown it. */
    printFileUrl: text("print_file_url").notNull(),
    /**
     * The artwork the print file is drawn from, while it waits for the design's first order (SVG or
     * the image model's PNG); null once the print file is in storage.
     */
    printSourceKey: text("print_source_key"),
    /** When the print file is next to be drawn: set by the design's first order, pushed back after a failed try. */
    printDueAt: timestamp("print_due_at", { withTimezone: true }),
    isCustom: boolean("is_custom").notNull().default(false),
    customSessionId: text("custom_session_id"),
    /** Where a custom design was asked from: its abuse limit counts per address as well as per session. */
    customClientAddress: text("custom_client_address"),
    price: numeric("price", { precision: 10, scale: 2 }).notNull().default("20.00"),
    views: integer("views").notNull().default(0),
    /** "initial", "monthly-YYYY-MM" or "custom". */
    batch: text("batch").notNull(),
    /** Position within the batch; with the store and batch it makes generation idempotent. */
    slot: integer("slot").notNull(),
    /** Hidden by its owner (or replaced by a regeneration): off the store page and the marketplace, not sold. */
    hidden: boolean("hidden").notNull().default(false),
    /** The design a regeneration drew in its place. */
    replacedById: uuid("replaced_by_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("designs_store_batch_slot").on(table.dispensaryId, table.batch, table.slot),
    index("designs_custom_session_idx").on(table.customSessionId, table.createdAt).where(sql`${table.isCustom}`),
    index("designs_custom_address_idx").on(table.customClientAddress, table.createdAt).where(sql`${table.isCustom}`),
    // GET /api/designs pages store designs newest first by (createdAt, id): a backward scan of this.
    index("designs_store_page_idx").on(table.createdAt, table.id).where(sql`not ${table.isCustom}`),
    // The print files orders are waiting for, soonest first.
    index("designs_print_due_idx").on(table.printDueAt).where(sql`${table.printSourceKey} is not null`),
  ],
);

/**
 * A batch of designs to make for a store. Created once per store and batch, in the transaction of
 * the owner's request or of the monthly schedule; the generation worker fills its slots and
 * completes it.
 */
export const generationJobs = pgTable(
  "design_generation_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dispensaryId: uuid("dispensary_id")
      .notNull()
      .references(() => dispensaries.id, { onDelete: "cascade" }),
    batch: text("batch").notNull(),
    designCount: integer("design_count").notNull(),
    /** A regeneration's job: the design its one new design replaces (once per design). */
    replacesDesignId: uuid("replaces_design_id").unique(),
    status: text("status", { enum: ["pending", "completed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** After a failure the job waits until then, so one failing job does not starve the others. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [unique("generation_jobs_store_batch").on(table.dispensaryId, table.batch)],
);

/** One reaction per design, browser session and type (SPEC §3 reactions). */
export const reactions = pgTable(
  "reactions",
  {
    designId: uuid("design_id")
      .notNull()
      .references(() => designs.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    type: text("type", { enum: ["heart", "thumbs_up"] }).notNull(),
    /** Where the reaction came from, for the per-address limits (none for reactions older than them). */
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.designId, table.sessionId, table.type] }),
    index("reactions_session_idx").on(table.sessionId, table.createdAt),
    index("reactions_address_idx").on(table.clientAddress, table.createdAt),
  ],
);

/** Store page views and other analytics events (SPEC §3 analytics_events). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dispensaryId: uuid("dispensary_id")
      .notNull()
      .references(() => dispensaries.id, { onDelete: "cascade" }),
    designId: uuid("design_id"),
    eventType: text("event_type").notNull(),
    sessionId: text("session_id"),
    /** Where the event came from, for the per-address limits (none for events older than them). */
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("analytics_events_store_idx").on(table.dispensaryId, table.eventType),
    index("analytics_events_session_idx").on(table.sessionId, table.createdAt),
    index("analytics_events_address_idx").on(table.clientAddress, table.createdAt),
  ],
);

/**
 * Previews of custom designs asked for, one row per session key and per address key each, for
 * their rate limits only: a preview stores no design. Rows that left the window are pruned.
 */
export const customDesignPreviews = pgTable(
  "custom_design_previews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("custom_design_previews_key_at_idx").on(table.key, table.at, table.id)],
);

/** The card provider's side of the fee when the offline provider takes cards, and card attempts. */
export { cardAttemptFailures, offlineCharges, offlinePaymentMethods } from "@highcotton/billing/tables";
