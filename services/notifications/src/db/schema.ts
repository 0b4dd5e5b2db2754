import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What notifications keeps of each order (commerce's OrderPlaced): enough to address its mails. */
export const orderReplicas = pgTable(
  "order_replicas",
  {
    orderId: uuid("order_id").primaryKey(),
    /** The receipt's path under the public origin (/orders/{token}). */
    receiptPath: text("receipt_path").notNull(),
    /** As typed at checkout. */
    customerEmail: text("customer_email").notNull(),
    /** Trimmed and lower-cased: what a lookup matches. */
    mailboxKey: text("mailbox_key").notNull(),
    customerName: text("customer_name").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingState: text("shipping_state").notNull(),
    shirts: integer("shirts").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** What a print merchant earns for it ($16 a shirt), shown in lead digests. */
    merchantEarningsCents: integer("merchant_earnings_cents").notNull(),
    placedAt: at("placed_at").notNull(),
  },
  (table) => [index("order_replicas_mailbox_key_idx").on(table.mailboxKey, table.placedAt)],
);

/** Each account's email (identity's UserRegistered), to address mails to a user id. */
export const accountReplicas = pgTable("account_replicas", {
  userId: uuid("user_id").primaryKey(),
  email: text("email").notNull(),
  username: text("username").notNull(),
});

/** Print merchants and whether they are paid up (fulfillment's subscription events): who gets lead digests. */
export const merchantReplicas = pgTable(
  "merchant_replicas",
  {
    merchantId: uuid("merchant_id").primaryKey(),
    userId: uuid("user_id").notNull(),
    businessName: text("business_name").notNull(),
    state: text("state").notNull(),
    active: boolean("active").notNull(),
    /** When the latest subscription event happened: an older one arriving late changes nothing. */
    changedAt: at("changed_at").notNull(),
  },
  (table) => [index("merchant_replicas_state_idx").on(table.state)],
);

/** Each store's owner (catalog's DispensaryCreated): who hears about the store's payouts. */
export const storeOwners = pgTable("store_owners", {
  dispensaryId: uuid("dispensary_id").primaryKey(),
  ownerUserId: uuid("owner_user_id").notNull(),
  name: text("name").notNull(),
});

/**
 * Every mail to send, once: the dedupe key names what it is about (`order-confirmation:{order}`),
 * so an event handled twice, or by two paths, writes one row. The sender claims a row, sends it
 * and marks it sent; a claim whose sender died expires and the mail is sent again with the same
 * Message-ID, which receiving servers use to drop the copy.
 */
export const mails = pgTable(
  "mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    /** The template that wrote it (order-confirmation, order-shipped…). */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: at("created_at").notNull(),
    /** When it may be tried (again). */
    nextAttemptAt: at("next_attempt_at").notNull(),
    /** A sender holds the mail until then; after it, another may take it over. */
    claimedUntil: at("claimed_until"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    /** The Message-ID it was sent with (the transport's answer for SMTP). */
    messageId: text("message_id"),
    /** Set when it was given up on after the last attempt. */
    failedAt: at("failed_at"),
  },
  (table) => [
    index("mails_pending_idx").on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

/** The development mailbox: what the local transport delivered, one copy per mail. */
export const mailboxMessages = pgTable(
  "mailbox_messages",
  {
    mailId: uuid("mail_id").primaryKey(),
    to: text("to").notNull(),
    /** Lower-cased, for reading one address's mail. */
    mailboxKey: text("mailbox_key").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    messageId: text("message_id").notNull(),
    deliveredAt: at("delivered_at").notNull(),
  },
  (table) => [index("mailbox_messages_to_idx").on(table.mailboxKey, table.deliveredAt)],
);

/** New leads waiting for their merchant's next digest; `digestId` is set when one listed them. */
export const pendingLeads = pgTable(
  "pending_leads",
  {
    merchantId: uuid("merchant_id").notNull(),
    orderId: uuid("order_id").notNull(),
    queuedAt: at("queued_at").notNull(),
    digestId: uuid("digest_id"),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.orderId] }),
    index("pending_leads_undigested_idx").on(table.merchantId).where(sql`${table.digestId} is null`),
  ],
);

/**
 * Orders no merchant can take any more (fulfillment's OrderAccepted and OrderLeadExpired): a digest
 * leaves them out, also when the event arrives before the order's own.
 */
export const closedLeads = pgTable("closed_leads", {
  orderId: uuid("order_id").primaryKey(),
  closedAt: at("closed_at").notNull(),
});

/** Each merchant's latest lead digest: the next one waits until 15 minutes after it. */
export const leadDigests = pgTable("lead_digests", {
  merchantId: uuid("merchant_id").primaryKey(),
  lastDigestAt: at("last_digest_at").notNull(),
  digests: integer("digests").notNull(),
});

/**
 * "Find my order" requests waiting to be answered by mail: written with the lookup's rate-limit
 * rows, so the request does the same work whether or not the email has orders; the lookup worker
 * reads the orders, writes the mail (when there are any) and removes the row, in one transaction.
 */
export const orderLookups = pgTable(
  "order_lookups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, as `order_replicas.mailbox_key`. */
    mailboxKey: text("mailbox_key").notNull(),
    requestedAt: at("requested_at").notNull(),
  },
  (table) => [index("order_lookups_requested_at_idx").on(table.requestedAt)],
);

/** Order lookups in their rolling window, per email and per client address (`email:…`, `address:…`). */
export const lookupRequests = pgTable(
  "lookup_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: at("at").notNull(),
  },
  (table) => [uniqueIndex("lookup_requests_key_at_idx").on(table.key, table.at, table.id)],
);
