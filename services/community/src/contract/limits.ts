/** SPEC §9 and the community's own limits on what members send. */
export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 500;
export const CITY_MAX = 100;
export const BRAND_MAX = 100;
export const POST_TEXT_MAX = 2000;
export const COMMENT_MAX = 1000;
export const FEED_CONTENT_MAX = 5000;
/** SPEC §9: at most 4 images per feed post. */
export const FEED_IMAGES_MAX = 4;
/** SPEC §9: minimum age 21 (the profile's birthday must say so). */
export const MINIMUM_AGE = 21;
/** Uploads: bytes and pixels an image may have before it is re-encoded. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Page sizes of the lists. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
/** A page cursor is base64url text this long at most; anything else is not one the service made. */
export const CURSOR_MAX = 200;
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

/** At most `max` of one kind of write in any rolling window of `windowSeconds`. */
export interface WriteLimit {
  max: number;
  windowSeconds: number;
}

/**
 * How often the society's anonymous writes may happen: per session (or per signed-in account, for
 * the feed and for reports) and per client address. A session id costs nothing to make up, so the
 * per-address limit is what bounds one person; it is a few sessions' worth, as people sharing a
 * network (a store's wifi, a phone carrier) share an address.
 */
export const WRITE_LIMITS = {
  post: { perActor: { max: 5, windowSeconds: 10 * 60 }, perAddress: { max: 10, windowSeconds: 10 * 60 } },
  comment: { perActor: { max: 20, windowSeconds: 10 * 60 }, perAddress: { max: 40, windowSeconds: 10 * 60 } },
  reaction: { perActor: { max: 60, windowSeconds: 10 * 60 }, perAddress: { max: 120, windowSeconds: 10 * 60 } },
  /** Profile saves: each may carry an avatar to re-encode and store. */
  profile: { perActor: { max: 10, windowSeconds: 10 * 60 }, perAddress: { max: 30, windowSeconds: 10 * 60 } },
  report: { perActor: { max: 10, windowSeconds: 60 * 60 }, perAddress: { max: 20, windowSeconds: 60 * 60 } },
} as const satisfies Record<string, { perActor: WriteLimit; perAddress: WriteLimit }>;
export type LimitedWrite = keyof typeof WRITE_LIMITS;

/**
 * The report rule: reports hide a post or comment by themselves only when this many established
 * reporters, each from a different client address, reported it since an operator last reviewed
 * it. Established: a signed-in account registered, or a society session's profile created, at
 * least ESTABLISHED_REPORTER_HOURS before the report. Every other report only queues the content
 * for an operator's review.
 */
export const HIDING_REPORTERS = 3;
export const ESTABLISHED_REPORTER_HOURS = 24;
/** What a report may say is wrong (optional). */
export const REPORT_REASONS = ["spam", "harassment", "hate", "illegal_sale", "underage", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** An operator's reason for hiding or restoring content. */
export const MODERATION_REASON_MAX = 500;
/** Items the moderation queue answers at most, oldest report first (a page of the lists). */
export const MODERATION_QUEUE_MAX = 50;
