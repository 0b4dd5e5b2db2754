import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REACTION_TYPES, REPORT_REASONS } from "../contract/index.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a session may report. */
export const REPORTABLE = ["post", "comment", "feed_post", "feed_comment"] as const;

/**
 * A community profile (SPEC §3 customer_profiles): one per anonymous browser session, or one per
 * signed-in account. An account's profile is keyed by its member key (`user:<account id>`, which no
 * browser session id can be) in `sessionId`, and linked to the account by `userId`. The birthday
 * is kept so stores can send offers on it; empty optional fields are stored as null.
 */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The member key: the browser session id, or `user:<account id>` for an account's profile. */
    sessionId: text("session_id").notNull().unique(),
    /** The account whose profile this is; null for a browser's anonymous profile. */
    userId: uuid("user_id").unique(),
    displayName: text("display_name").notNull(),
    avatarUrl: text("avatar_url"),
    bio: text("bio"),
    city: text("city"),
    state: text("state"),
    birthday: date("birthday", { mode: "string" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("profiles_state_code", sql`${table.state} IS NULL OR ${table.state} ~ '^[A-Z]{2}$'`)],
);

/** The rotation of questions of the day (SPEC §3 community_questions); `position` orders it. */
export const questions = pgTable("questions", {
  id: uuid("id").primaryKey().defaultRandom(),
  questionText: text("question_text").notNull().unique(),
  position: integer("position").notNull().unique(),
  /** The question of the day: exactly one once the daily job has run. */
  isActive: boolean("is_active").notNull().default(false),
  /** When it last became the question of the day. */
  postedAt: at("posted_at"),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** Which question was asked on which day (the daily job writes one row a day, once). */
export const questionDays = pgTable("question_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  questionId: uuid("question_id")
    .notNull()
    .references(() => questions.id),
  createdAt: at("created_at").notNull().defaultNow(),
});

/**
 * A society post (SPEC §3 community_posts). Counts are kept in step with the reaction and comment
 * rows in the transaction that writes them. `hiddenAt` is set once enough sessions report it.
 */
export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id),
    questionId: uuid("question_id").references(() => questions.id),
    dispensaryId: uuid("dispensary_id"),
    brandName: text("brand_name"),
    productName: text("product_name"),
    postText: text("post_text").notNull(),
    imageUrl: text("image_url"),
    thumbnailUrl: text("thumbnail_url"),
    likesCount: integer("likes_count").notNull().default(0),
    lovesCount: integer("loves_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    reportsCount: integer("reports_count").notNull().default(0),
    hiddenAt: at("hidden_at"),
    /** When an operator last hid or restored it: reports up to then are reviewed and count no more. */
    reviewedAt: at("reviewed_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("posts_newest").on(table.createdAt.desc(), table.id.desc()),
    check("posts_counts", sql`${table.likesCount} >= 0 AND ${table.lovesCount} >= 0 AND ${table.commentsCount} >= 0`),
  ],
);

/**
 * A member's like or love on a post (SPEC §3 community_post_likes): by its member key (the browser
 * session, or `user:<account id>` when signed in), so a person reacts once whatever browser they
 * use. A toggle adds or removes the row; the primary key keeps it once under races.
 */
export const postReactions = pgTable(
  "post_reactions",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id),
    sessionId: text("session_id").notNull(),
    reactionType: text("reaction_type", { enum: REACTION_TYPES }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.sessionId, table.reactionType] })],
);

/** A comment on a society post (SPEC §3 community_post_comments). */
export const postComments = pgTable(
  "post_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id),
    commentText: text("comment_text").notNull(),
    reportsCount: integer("reports_count").notNull().default(0),
    hiddenAt: at("hidden_at"),
    /** When an operator last hid or restored it: reports up to then are reviewed and count no more. */
    reviewedAt: at("reviewed_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("post_comments_by_post").on(table.postId, table.createdAt)],
);

/** A post that names a store: by its dispensary id, or the store's name in its text or brand. */
export const mentions = pgTable(
  "mentions",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id),
    dispensaryId: uuid("dispensary_id").notNull(),
    matchedBy: text("matched_by", { enum: ["dispensary_id", "text", "brand"] }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.dispensaryId, table.postId] }),
    index("mentions_newest").on(table.dispensaryId, table.createdAt.desc()),
  ],
);

/** A feed post by a signed-in account (SPEC §3 consumer_posts): text and up to 4 images. */
export const feedPosts = pgTable(
  "feed_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    content: text("content").notNull().default(""),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    thumbnailUrls: text("thumbnail_urls").array().notNull().default(sql`'{}'::text[]`),
    likesCount: integer("likes_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    reportsCount: integer("reports_count").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    hiddenAt: at("hidden_at"),
    /** When an operator last hid or restored it: reports up to then are reviewed and count no more. */
    reviewedAt: at("reviewed_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("feed_posts_newest").on(table.createdAt.desc(), table.id.desc()),
    check("feed_posts_counts", sql`${table.likesCount} >= 0 AND ${table.commentsCount} >= 0`),
  ],
);

/** An account's like on a feed post (SPEC §3 consumer_post_likes). */
export const feedPostLikes = pgTable(
  "feed_post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => feedPosts.id),
    userId: uuid("user_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** A comment on a feed post (SPEC §3 consumer_post_comments). */
export const feedComments = pgTable(
  "feed_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => feedPosts.id),
    userId: uuid("user_id").notNull(),
    content: text("content").notNull(),
    reportsCount: integer("reports_count").notNull().default(0),
    hiddenAt: at("hidden_at"),
    /** When an operator last hid or restored it: reports up to then are reviewed and count no more. */
    reviewedAt: at("reviewed_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("feed_comments_by_post").on(table.postId, table.createdAt)],
);

/**
 * An uploaded image after it was checked and re-encoded (SPEC §3 consumer_images): where its
 * display and thumbnail copies are stored, and what it is attached to.
 */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The server-made object keys of the display copy and the thumbnail. */
  objectKey: text("object_key").notNull().unique(),
  thumbnailKey: text("thumbnail_key").notNull().unique(),
  imageUrl: text("image_url").notNull(),
  thumbnailUrl: text("thumbnail_url").notNull(),
  mimeType: text("mime_type").notNull(),
  fileSize: integer("file_size").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Who uploaded it: a session (society) or an account (feed). */
  sessionId: text("session_id"),
  userId: uuid("user_id"),
  /** What it belongs to: a profile's avatar, a society post or a feed post. */
  profileId: uuid("profile_id"),
  postId: uuid("post_id"),
  feedPostId: uuid("feed_post_id"),
  createdAt: at("created_at").notNull().defaultNow(),
});

/**
 * One report of a post or comment by one session or account (each may report a thing once), with
 * what the report rule weighs: whether the reporter was established when it reported, and the key
 * of the address it came from.
 */
export const reports = pgTable(
  "reports",
  {
    contentType: text("content_type", { enum: REPORTABLE }).notNull(),
    contentId: uuid("content_id").notNull(),
    reporter: text("reporter").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }),
    established: boolean("established").notNull().default(false),
    addressKey: text("address_key"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contentType, table.contentId, table.reporter] })],
);

/**
 * Recent writes by a session, an account or a client address (`address:<key>`), for the rate
 * limits (pruned as it goes).
 */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actor: text("actor").notNull(),
    action: text("action", { enum: ["post", "comment", "profile", "reaction", "report"] }).notNull(),
    at: at("at").notNull().defaultNow(),
  },
  (table) => [index("activity_recent").on(table.actor, table.action, table.at.desc())],
);

/** The stores a post may name, from catalog's DispensaryCreated: known ids and names to match. */
export const storeReplicas = pgTable("store_replicas", {
  dispensaryId: uuid("dispensary_id").primaryKey(),
  name: text("name").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/**
 * Whether a store is open, from catalog's fee events: closed from DispensaryCreated until its fee
 * is paid (DispensaryFeePaid), and again when a renewal fails (DispensaryFeeRenewalFailed). `asOf`
 * is the instant of the event it reflects: an older event arriving late changes nothing. A store
 * with no row (set up before fees were taken) is open. A closed store is hidden here as in the
 * catalog: a post may not name it and its name is not matched in posts.
 */
export const storeFeeStates = pgTable("store_fee_states", {
  dispensaryId: uuid("dispensary_id").primaryKey(),
  open: boolean("open").notNull(),
  asOf: at("as_of").notNull(),
});

/**
 * Accounts from identity's UserRegistered: the demo feed is seeded as them, and the report rule
 * reads an account's age from `registeredAt` (null for accounts replicated before it was kept).
 */
export const accountReplicas = pgTable("account_replicas", {
  userId: uuid("user_id").primaryKey(),
  username: text("username").notNull(),
  registeredAt: at("registered_at"),
});
