import { SUBSCRIPTION_STATUSES } from "@highcotton/billing/tables";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AD_EVENT_KINDS, ADVERTISEMENT_KINDS, INVALID_TRAFFIC_REASONS, PLAN_VALUES } from "../contract/index.ts";

export {
  cardAttemptFailures,
  offlinePaymentMethods,
  offlineSubscriptions,
  stripeWebhookEvents,
} from "@highcotton/billing/tables";

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** An advertiser application: pending until an operator approves or rejects it (with a reason). */
export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
/**
 * Where an advertiser's plan stands: `unpaid` from approval until the first month is paid, then
 * the card provider's subscription statuses.
 */
export const ADVERTISER_SUBSCRIPTION_STATUSES = ["unpaid", ...SUBSCRIPTION_STATUSES] as const;
/** pending (uploaded, waiting for payment) → active (paid and checked: served). */
export const ADVERTISEMENT_STATUSES = ["pending", "active"] as const;

/**
 * The advertiser signup (SPEC §2 "Advertiser signup", §5's fields): what a signed-in person asked
 * for. One open (pending) application per user.
 */
export const advertiserApplications = pgTable(
  "advertiser_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    companyName: text("company_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    website: text("website"),
    plan: text("plan", { enum: PLAN_VALUES }).notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    createdAt: at("created_at").notNull().defaultNow(),
    decidedAt: at("decided_at"),
    /** Why an operator rejected it, shown to the applicant. */
    rejectionReason: text("rejection_reason"),
  },
  (table) => [uniqueIndex("advertiser_applications_open_idx").on(table.userId).where(sql`${table.status} = 'pending'`)],
);

/**
 * An approved advertiser (SPEC §3 advertisers): one per user, made from its application. Its plan
 * is billed monthly by the card provider; `paidThrough` is when the paid month ends.
 */
export const advertisers = pgTable("advertisers", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().unique(),
  applicationId: uuid("application_id")
    .notNull()
    .unique()
    .references(() => advertiserApplications.id),
  companyName: text("company_name").notNull(),
  contactEmail: text("contact_email").notNull(),
  contactPhone: text("contact_phone"),
  /** Where a click on one of its ads leads; null: its ads are not clickable. */
  website: text("website"),
  /** Which card provider bills the plan (stripe or offline); null until the first payment. */
  provider: text("provider", { enum: ["stripe", "offline"] }),
  providerCustomerId: text("provider_customer_id"),
  providerSubscriptionId: text("provider_subscription_id").unique(),
  subscriptionStatus: text("subscription_status", { enum: ADVERTISER_SUBSCRIPTION_STATUSES }).notNull().default("unpaid"),
  /** The plan (SPEC's subscriptionTier): flyer_50, short_100, medium_250 or long_500. */
  subscriptionTier: text("subscription_tier", { enum: PLAN_VALUES }).notNull(),
  monthlyFee: money("monthly_fee").notNull(),
  paidThrough: at("paid_through"),
  /** The advertiser canceled: the plan ends with the paid month, uncharged. */
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** The card paying the plan (visa…, its last 4 digits), when the provider said. */
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * An advertisement (SPEC §3 advertisements): a flyer image, or a video with its poster image.
 * `mediaUrl` is the flyer or the video (SPEC's videoUrl); `thumbnailUrl` the flyer or the poster.
 * The storage keys let a refused or replaced upload be removed.
 */
export const advertisements = pgTable(
  "advertisements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    advertiserId: uuid("advertiser_id")
      .notNull()
      .references(() => advertisers.id),
    kind: text("kind", { enum: ADVERTISEMENT_KINDS }).notNull(),
    title: text("title").notNull(),
    description: text("description"),
    mediaUrl: text("media_url").notNull(),
    mediaKey: text("media_key").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The video's length in seconds, read from the file itself; null for a flyer. */
    durationSeconds: doublePrecision("duration_seconds"),
    status: text("status", { enum: ADVERTISEMENT_STATUSES }).notNull().default("pending"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: at("created_at").notNull().defaultNow(),
    activatedAt: at("activated_at"),
  },
  (table) => [
    index("advertisements_advertiser_idx").on(table.advertiserId, table.createdAt),
    index("advertisements_served_idx").on(table.advertiserId).where(sql`${table.status} = 'active' AND ${table.isActive}`),
    check("advertisements_duration", sql`(${table.kind} = 'flyer') = (${table.durationSeconds} IS NULL)`),
  ],
);

/**
 * Viewable impressions and clicks that counted, one row each: the row is the spent impression
 * token (its page view, made by the server at the serve), so a token counts one impression and then
 * one click, across replicas and restarts, however often and concurrently it is sent.
 */
export const adEvents = pgTable(
  "ad_events",
  {
    eventId: text("event_id").primaryKey(),
    advertisementId: uuid("advertisement_id")
      .notNull()
      .references(() => advertisements.id),
    kind: text("kind", { enum: AD_EVENT_KINDS }).notNull(),
    pageViewId: text("page_view_id").notNull(),
    sessionId: text("session_id"),
    /** When the server recorded it (the browser's clock is not trusted). */
    recordedAt: at("recorded_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("ad_events_once_per_page_view_idx").on(table.advertisementId, table.pageViewId, table.kind)],
);

/**
 * Per ad and UTC day, the counts the advertiser dashboard charts: kept in step with ad_events in
 * the transaction that records them, so reading a month is 30 rows per ad.
 */
export const adDailyStats = pgTable(
  "ad_daily_stats",
  {
    advertisementId: uuid("advertisement_id")
      .notNull()
      .references(() => advertisements.id),
    day: date("day", { mode: "string" }).notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.advertisementId, table.day] })],
);

/**
 * Per ad, UTC day, event kind and reason, the events answered but not counted (invalid traffic,
 * see INVALID_TRAFFIC_REASONS): kept in the transaction that judges them, for operators to read.
 */
export const adInvalidTraffic = pgTable(
  "ad_invalid_traffic",
  {
    advertisementId: uuid("advertisement_id")
      .notNull()
      .references(() => advertisements.id),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: AD_EVENT_KINDS }).notNull(),
    reason: text("reason", { enum: INVALID_TRAFFIC_REASONS }).notNull(),
    events: integer("events").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.advertisementId, table.day, table.kind, table.reason] }),
    index("ad_invalid_traffic_day_idx").on(table.day),
  ],
);

/** Accounts from identity's UserRegistered: who a user id is (the demo advertiser's seed finds it here). */
export const accountReplicas = pgTable("account_replicas", {
  userId: uuid("user_id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});
