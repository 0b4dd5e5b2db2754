import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_COLOR, SHIRT_COLOR_IDS, SHIRT_SIZES } from "../contract/index.ts";

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What commerce keeps of catalog's designs, from DesignsGenerated and CustomDesignGenerated: enough
 * to sell a design and to tell a print merchant what to print. Never read from catalog's tables.
 */
export const designReplicas = pgTable("design_replicas", {
  id: uuid("id").primaryKey(),
  /** The store whose brand it carries; null for a shopper's custom design. */
  dispensaryId: uuid("dispensary_id"),
  name: text("name").notNull(),
  frontImageUrl: text("front_image_url").notNull(),
  printFileUrl: text("print_file_url").notNull(),
  isCustom: boolean("is_custom").notNull().default(false),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/**
 * Whether a store's owner hid a design, from catalog's DesignVisibilityChanged: a hidden design is
 * not added to carts. Kept apart from the design's replica so the two events may arrive in any
 * order; `asOf` is the change's instant, and an older event changes nothing. No row: visible.
 */
export const designVisibilities = pgTable("design_visibilities", {
  designId: uuid("design_id").primaryKey(),
  hidden: boolean("hidden").notNull(),
  asOf: at("as_of").notNull(),
});

/** What commerce keeps of catalog's stores, from DispensaryCreated: who may see a store's money. */
export const storeReplicas = pgTable("store_replicas", {
  id: uuid("id").primaryKey(),
  ownerUserId: uuid("owner_user_id").notNull(),
  name: text("name").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/**
 * Whether a store may sell, from catalog's fee events: closed from DispensaryCreated until its fee
 * is paid (DispensaryFeePaid), and again when a renewal fails (DispensaryFeeRenewalFailed). `asOf`
 * is the instant of the event it reflects: events may arrive out of order, and an older one
 * changes nothing. A store with no row (opened before fees were taken) sells.
 */
export const storeSalesStates = pgTable("store_sales_states", {
  dispensaryId: uuid("dispensary_id").primaryKey(),
  open: boolean("open").notNull(),
  asOf: at("as_of").notNull(),
});

/**
 * Wallet orders started in their rolling window, per browser session and per client address
 * (`session:…`, `address:…`): each is an order at the wallet provider, so they are limited.
 */
export const walletOrderRequests = pgTable(
  "wallet_order_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: at("at").notNull(),
  },
  (table) => [uniqueIndex("wallet_order_requests_key_at_idx").on(table.key, table.at, table.id)],
);

/** A browser session's cart: one row per design, size and shirt colour. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    designId: uuid("design_id").notNull(),
    quantity: integer("quantity").notNull().default(1),
    size: text("size", { enum: SHIRT_SIZES }).notNull().default("M"),
    color: text("color", { enum: SHIRT_COLOR_IDS }).notNull().default(DEFAULT_COLOR),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    unique("cart_items_session_design_size_color").on(table.sessionId, table.designId, table.size, table.color),
    check("cart_items_quantity_range", sql`${table.quantity} between 1 and 99`),
  ],
);

/**
 * A payment commerce asked a provider for: a card PaymentIntent or a wallet order, always for the
 * server-computed total of a cart. `checkout` keeps the cart lines when it was asked for and, once
 * the shopper submits the order, their shipping form: reconciliation places the order from it when
 * the browser could not.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    /** card or wallet. */
    method: text("method", { enum: ["card", "wallet"] }).notNull(),
    /** stripe | offline_card | paypal | offline_wallet. */
    provider: text("provider", { enum: ["stripe", "offline_card", "paypal", "offline_wallet"] }).notNull(),
    /** The provider's id: a PaymentIntent id (pi_…) or a wallet order id. */
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: ["pending", "succeeded", "failed", "refunded"] })
      .notNull()
      .default("pending"),
    failureMessage: text("failure_message"),
    /** { lines, form? } — see application/checkout.ts. */
    checkout: jsonb("checkout").notNull(),
    /** The one order this payment paid for. */
    orderId: uuid("order_id").unique(),
    createdAt: at("created_at").notNull().defaultNow(),
    succeededAt: at("succeeded_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("payments_amount_positive", sql`${table.amountCents} > 0`),
    // Reconciliation's scan: paid, no order yet.
    index("payments_unplaced_idx")
      .on(table.createdAt)
      .where(sql`${table.orderId} is null and ${table.status} in ('pending', 'succeeded')`),
  ],
);

/**
 * The offline providers' side of a payment (they behave like Stripe test mode and a PayPal
 * sandbox): what a real provider would keep on its own servers.
 */
export const offlinePayments = pgTable("offline_payments", {
  /** pi_offline_… for cards, WALLET-… for wallet orders. */
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["card", "wallet"] }).notNull(),
  /** Cards only: what the browser confirms with. */
  clientSecret: text("client_secret").unique(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull().default("usd"),
  /**
   * Cards: requires_payment_method → succeeded (or stays, with last_error, when declined) → refunded.
   * Wallet: CREATED → APPROVED → COMPLETED (or VOIDED when the shopper cancels) → REFUNDED.
   */
  status: text("status").notNull(),
  lastError: text("last_error"),
  /**
   * The refund, named after the idempotency key it was made under: the same key answers it again,
   * another key is told the payment was already refunded (as Stripe and PayPal answer).
   */
  refundId: text("refund_id"),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Stripe webhook events already handled: a redelivery has no second effect. */
export const stripeWebhookEvents = pgTable("stripe_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The unguessable part of the receipt link (/orders/{token}). */
    receiptToken: text("receipt_token").notNull().unique(),
    /** The store of the first line (SPEC); null when every line is a custom design. */
    dispensaryId: uuid("dispensary_id"),
    /** The print merchant who accepted it (from fulfillment's OrderAccepted). */
    merchantId: uuid("merchant_id"),
    sessionId: text("session_id").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingState: text("shipping_state").notNull(),
    shippingZip: text("shipping_zip").notNull(),
    totalAmount: money("total_amount").notNull(),
    /** What the stores earn from the order ($4 a shirt of theirs). */
    dispensaryRevenue: money("dispensary_revenue").notNull().default("0.00"),
    /** What the print merchant earns ($16 a shirt). */
    merchantRevenue: money("merchant_revenue").notNull().default("0.00"),
    /** stripe (card) or paypal (wallet), as SPEC's client sends it. */
    paymentMethod: text("payment_method", { enum: ["stripe", "paypal"] }).notNull(),
    paymentStatus: text("payment_status", { enum: ["pending", "paid", "refunded"] })
      .notNull()
      .default("pending"),
    /** The provider's payment id (PaymentIntent or wallet order). */
    paymentIntentId: text("payment_intent_id").notNull().unique(),
    paymentId: uuid("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id),
    fulfillmentStatus: text("fulfillment_status", { enum: ["pending", "assigned", "fulfilled"] })
      .notNull()
      .default("pending"),
    createdAt: at("created_at").notNull().defaultNow(),
    acceptedAt: at("accepted_at"),
    fulfilledAt: at("fulfilled_at"),
    /** How it shipped, from fulfillment's OrderFulfilled: null when the merchant gave no tracking. */
    shippingCarrier: text("shipping_carrier"),
    trackingNumber: text("tracking_number"),
    /** The carrier's tracking page; null when the carrier has none. */
    trackingUrl: text("tracking_url"),
    /**
     * When fulfillment withdrew the order's lead (OrderLeadExpired: nobody accepted it, or nobody
     * printed it in time), and why; the refund job then gives the shopper the money back.
     */
    /**
     * When fulfillment last gave the order's lead back to the pool (OrderLeadReturned: its merchant
     * did not print it in time): an acceptance from before then, heard late, no longer assigns it.
     */
    leadReturnedAt: at("lead_returned_at"),
    leadExpiredAt: at("lead_expired_at"),
    leadExpiryReason: text("lead_expiry_reason", { enum: ["unaccepted", "unfulfilled"] }),
  },
  (table) => [
    index("orders_dispensary_idx").on(table.dispensaryId, table.createdAt),
    // The refund job's scan: withdrawn by fulfillment, not refunded yet.
    index("orders_expired_unrefunded_idx")
      .on(table.leadExpiredAt)
      .where(sql`${table.leadExpiredAt} is not null and ${table.paymentStatus} = 'paid'`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    designId: uuid("design_id").notNull(),
    /** The design's store at the time of sale; null for a custom design. */
    dispensaryId: uuid("dispensary_id"),
    designName: text("design_name").notNull(),
    frontImageUrl: text("front_image_url").notNull(),
    printFileUrl: text("print_file_url").notNull(),
    quantity: integer("quantity").notNull().default(1),
    size: text("size", { enum: SHIRT_SIZES }).notNull(),
    /** The shirt's colour; orders from before shoppers chose one were black. */
    color: text("color", { enum: SHIRT_COLOR_IDS }).notNull().default(DEFAULT_COLOR),
    /** The unit price charged. */
    price: money("price").notNull(),
  },
  (table) => [index("order_items_order_idx").on(table.orderId)],
);

/**
 * The stores' revenue ledger: one credit per paid order line of a store's design ($4 a shirt).
 * A credit can be withdrawn from `eligibleAt` (the sale + 90 days) once its order is fulfilled;
 * a withdrawal claims it. A refunded order's credits are reversed (kept, with `reversedAt`); one a
 * withdrawal had taken is taken back from the next withdrawal (`recoveredBy`).
 */
export const earnings = pgTable(
  "store_earnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dispensaryId: uuid("dispensary_id").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid("order_item_id")
      .notNull()
      .unique()
      .references(() => orderItems.id),
    amount: money("amount").notNull(),
    earnedAt: at("earned_at").notNull(),
    eligibleAt: at("eligible_at").notNull(),
    /** Set when a withdrawal takes this credit; never taken twice. */
    withdrawalId: uuid("withdrawal_id"),
    /** When the order was refunded: the credit no longer counts, and no withdrawal may take it. */
    reversedAt: at("reversed_at"),
    /**
     * For a credit reversed after a withdrawal took it: the later withdrawal that paid that much
     * less. Null while the store still owes it back; set once, so it is taken back once.
     */
    recoveredBy: uuid("recovered_by"),
  },
  (table) => [
    index("store_earnings_dispensary_idx").on(table.dispensaryId, table.eligibleAt),
    check("store_earnings_amount_positive", sql`${table.amount} > 0`),
  ],
);

export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dispensaryId: uuid("dispensary_id").notNull(),
    amount: money("amount").notNull(),
    /** pending until the payout job pays it; failed keeps its credits claimed for a retry. */
    status: text("status", { enum: ["pending", "completed", "failed"] })
      .notNull()
      .default("pending"),
    requestedAt: at("requested_at").notNull().defaultNow(),
    /** When the last of its credits became withdrawable. */
    eligibleAt: at("eligible_at").notNull(),
    processedAt: at("processed_at"),
    /** Where to pay: e.g. { stripeAccountId } for a Stripe Connect transfer. */
    bankingDetails: jsonb("banking_details"),
    payoutReference: text("payout_reference"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (table) => [
    index("withdrawals_dispensary_idx").on(table.dispensaryId, table.requestedAt),
    index("withdrawals_pending_idx").on(table.requestedAt).where(sql`${table.status} = 'pending'`),
    check("withdrawals_amount_positive", sql`${table.amount} > 0`),
  ],
);
