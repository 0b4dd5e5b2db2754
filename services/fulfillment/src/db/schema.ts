import { SUBSCRIPTION_STATUSES } from "@highcotton/billing/tables";
import { DEFAULT_COLOR, SHIRT_COLOR_IDS, SHIRT_SIZES } from "@highcotton/commerce/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CARRIERS } from "../contract/index.ts";

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

export { SUBSCRIPTION_STATUSES };

/** Where a lead stands (see `leads`). */
export const LEAD_STATUSES = ["pending", "assigned", "fulfilled", "expired"] as const;

/**
 * A print shop (T-shirt printer, embroidery or screen-printing shop) that pays $5 a month for
 * leads; one per user. SPEC §3's fields; the money columns are SPEC's decimals, kept in step with
 * the earnings ledger in the transaction that writes it.
 */
export const merchants = pgTable(
  "merchants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull().unique(),
    businessName: text("business_name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    /** Two-letter US state code: leads in this state come first. */
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    /** Which card provider bills the subscription: stripe or offline. */
    provider: text("provider", { enum: ["stripe", "offline"] }).notNull(),
    /** The customer and subscription ids at that provider (cus_…, sub_…). */
    providerCustomerId: text("provider_customer_id").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("active"),
    /** When the paid month ends. */
    currentPeriodEnd: at("current_period_end").notNull(),
    /** The merchant canceled: the subscription ends with the paid month, uncharged. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The card paying the subscription (visa…, its last 4 digits), when the provider said. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    monthlyFee: money("monthly_fee").notNull().default("5.00"),
    totalRevenue: money("total_revenue").notNull().default("0.00"),
    availableBalance: money("available_balance").notNull().default("0.00"),
    /** Active while the subscription is paid: only an active merchant sees and accepts leads. */
    isActive: boolean("is_active").notNull().default(true),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("merchants_state_code", sql`${table.state} ~ '^[A-Z]{2}$'`)],
);

/**
 * A paid order offered to print merchants, from commerce's OrderPlaced (its id is the order's).
 * pending → assigned (one merchant accepted it) → fulfilled; a merchant who misses the fulfilment
 * deadline loses it once (assigned → pending, returnedAt set), and an order nobody accepts or
 * prints in time is withdrawn (→ expired, final: commerce refunds the shopper).
 */
export const leads = pgTable(
  "leads",
  {
    orderId: uuid("order_id").primaryKey(),
    dispensaryId: uuid("dispensary_id"),
    customerName: text("customer_name").notNull(),
    /** Street address, zip and email: only the merchant who accepted the lead sees them. */
    customerEmail: text("customer_email").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingState: text("shipping_state").notNull(),
    shippingZip: text("shipping_zip").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** What the merchant earns when it is fulfilled: $16 a shirt. */
    merchantEarningsCents: integer("merchant_earnings_cents").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("pending"),
    merchantId: uuid("merchant_id").references(() => merchants.id),
    placedAt: at("placed_at").notNull(),
    acceptedAt: at("accepted_at"),
    fulfilledAt: at("fulfilled_at"),
    /** How it shipped (usps, ups, fedex, dhl, other) and its tracking number, when the merchant gave them. */
    carrier: text("carrier", { enum: CARRIERS }),
    trackingNumber: text("tracking_number"),
    /** When a merchant who missed the fulfilment deadline lost it (it happens once per lead). */
    returnedAt: at("returned_at"),
    /** The merchant who lost it so: the lead is offered to every merchant but that one. */
    returnedBy: uuid("returned_by").references(() => merchants.id),
    /** When it was withdrawn, and why: nobody accepted it, or nobody printed it in time. */
    expiredAt: at("expired_at"),
    expiryReason: text("expiry_reason", { enum: ["unaccepted", "unfulfilled"] }),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (table) => [
    index("leads_pending_idx").on(table.placedAt).where(sql`${table.status} = 'pending'`),
    index("leads_merchant_idx").on(table.merchantId, table.status),
    // The deadline job's scan of accepted leads.
    index("leads_assigned_idx").on(table.acceptedAt).where(sql`${table.status} = 'assigned'`),
    check("leads_merchant_when_taken", sql`(${table.status} in ('pending', 'expired')) = (${table.merchantId} is null)`),
  ],
);

/** One line of a lead: what to print, in which size and shirt colour, how many. */
export const leadItems = pgTable(
  "lead_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => leads.orderId, { onDelete: "cascade" }),
    /** The line's place in the order. */
    position: integer("position").notNull(),
    designId: uuid("design_id").notNull(),
    designName: text("design_name").notNull(),
    frontImageUrl: text("front_image_url").notNull(),
    /** The 3600 x 3600 px print PNG: only the merchant who accepted the lead gets it. */
    printFileUrl: text("print_file_url").notNull(),
    size: text("size", { enum: SHIRT_SIZES }).notNull(),
    /** The shirt colour; leads from before shoppers chose one were black. */
    color: text("color", { enum: SHIRT_COLOR_IDS }).notNull().default(DEFAULT_COLOR),
    quantity: integer("quantity").notNull(),
  },
  (table) => [index("lead_items_order_idx").on(table.orderId, table.position)],
);

/**
 * What a merchant earned, one row per fulfilled order: an order never pays twice. A withdrawal
 * claims the rows it pays out, so no earning is withdrawn twice.
 */
export const merchantEarnings = pgTable(
  "merchant_earnings",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => leads.orderId),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    amountCents: integer("amount_cents").notNull(),
    earnedAt: at("earned_at").notNull(),
    /** Set when a withdrawal takes this earning; never taken twice. */
    withdrawalId: uuid("withdrawal_id"),
  },
  (table) => [index("merchant_earnings_unclaimed_idx").on(table.merchantId).where(sql`${table.withdrawalId} is null`)],
);

/**
 * A merchant's request to be paid its whole available balance: pending until the payout job pays
 * it (failed keeps its earnings claimed for the next attempt), then completed.
 */
export const merchantWithdrawals = pgTable(
  "merchant_withdrawals",
  {
    id: uuid("id").primaryKey(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id),
    userId: uuid("user_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["pending", "completed", "failed"] })
      .notNull()
      .default("pending"),
    /** Where Stripe Connect pays it: { stripeAccountId: "acct_…" }; null for the offline provider. */
    bankingDetails: jsonb("banking_details"),
    requestedAt: at("requested_at").notNull(),
    processedAt: at("processed_at"),
    /** The payout provider's transfer (tr_… or po_offline_…). */
    payoutReference: text("payout_reference"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (table) => [
    index("merchant_withdrawals_merchant_idx").on(table.merchantId, table.requestedAt),
    index("merchant_withdrawals_unpaid_idx").on(table.requestedAt).where(sql`${table.status} <> 'completed'`),
    check("merchant_withdrawals_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/** What fulfillment keeps of identity's accounts (UserRegistered): a merchant's contact email. */
export const accountReplicas = pgTable("account_replicas", {
  userId: uuid("user_id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

export {
  cardAttemptFailures,
  offlinePaymentMethods,
  offlineSubscriptions,
  stripeWebhookEvents,
} from "@highcotton/billing/tables";
