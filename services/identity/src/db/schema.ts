import { ROLES } from "@highcotton/kit";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Usernames and emails are unique regardless of letter case. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * Set while `passwordHash` is an operator's one-time password: until then it only lets the
     * operator choose their own password. Null for every chosen password.
     */
    oneTimePasswordExpiresAt: timestamp("one_time_password_expires_at", { withTimezone: true }),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_username_unique").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
  ],
);

export const promoCodes = pgTable("promo_codes", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored upper-case; codes are matched case-insensitively. */
  code: text("code").notNull().unique(),
  description: text("description"),
  /** Null means unlimited. */
  usageLimit: integer("usage_limit"),
  usedCount: integer("used_count").notNull().default(0),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userPromoCodes = pgTable(
  "user_promo_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promoCodeId: uuid("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("user_promo_codes_once").on(table.userId, table.promoCodeId)],
);

/**
 * Recent sign-ups per client address (its `addressKey`), counted to limit how many accounts one
 * address makes. Rows older than the window are pruned as new sign-ups come in.
 */
export const recentRegistrations = pgTable(
  "recent_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientAddress: text("client_address").notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("recent_registrations_address_idx").on(table.clientAddress, table.registeredAt)],
);

/**
 * Recent failed sign-ins, counted per username and per client address to throttle guessing.
 * Rows older than the window are pruned as new failures come in.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    clientAddress: text("client_address"),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_failures_username_idx").on(sql`lower(${table.username})`, table.failedAt),
    index("login_failures_address_idx").on(table.clientAddress, table.failedAt),
  ],
);

/** What a sign-in session records about itself (SPEC §3 `sessions.sess`). */
export interface SessionData {
  userId: string;
  clientAddress: string | null;
  signedInAt: string;
}

/**
 * Server-side sign-in sessions (SPEC §3): one row per sign-in, whose id is the token's `sid`.
 * Signing out deletes the row (and tells every service to refuse the token); rows past `expire`
 * are pruned by a scheduled job.
 */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").$type<SessionData>().notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_expire_idx").on(table.expire)],
);
