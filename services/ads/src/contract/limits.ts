/** SPEC §5's advertiser form: the company's details. */
export const COMPANY_NAME_MAX = 100;
export const PHONE_MAX = 30;
/** An email address has at most 254 characters (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
/** Longer links are not a company's website. */
export const WEBSITE_MAX = 2048;
/** An operator's reason for rejecting an application, as the applicant reads it. */
export const REJECTION_REASON_MAX = 500;
/** An ad's words. */
export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 280;
/** A flyer or a video's poster: at most 8 MB. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** A video: at most 40 MB. */
export const VIDEO_MAX_BYTES = 40 * 1024 * 1024;
/** At most this many events per batch: a page sends what it saw since its last batch. */
export const MAX_EVENTS_PER_BATCH = 50;
/** Event and page view ids are made by the browser: short, URL-safe and log-safe. */
export const BROWSER_TOKEN = /^[A-Za-z0-9_-]{8,64}$/;
/** The advertiser dashboard charts the last 30 days; a caller may ask for 1 to 90. */
export const STATS_DAYS = { min: 1, max: 90, default: 30 } as const;

/**
 * Ad events one browser session, and one client address (many sessions behind one network), may
 * send in a rolling minute. Up to `valid` they can count; beyond it they are answered as usual but
 * counted as invalid traffic (per_address_cap); beyond `max` a batch is refused (429, Retry-After).
 * A page view sends an impression and perhaps a click: 60 a minute is more than a person browses,
 * 600 leaves room for an office or campus behind one address.
 */
export const AD_EVENT_LIMITS = {
  session: { valid: 60, max: 600, windowSeconds: 60 },
  address: { valid: 600, max: 3000, windowSeconds: 60 },
} as const;

/**
 * How long an impression token stays good after the ad was served: the impression, and the click
 * after it, must come within it. Long enough for a visitor to scroll to the slot and read.
 */
export const IMPRESSION_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * The soonest a click can follow the serve: the shortest viewable time (a flyer's second) plus the
 * quickest human reaction. A click sooner than this was not made by a person looking at the ad.
 */
export const MIN_CLICK_AFTER_SERVE_MS = 1000 + 200;

/** An impression token as the server makes it: ad id, placement, page view, times, signature. */
export const IMPRESSION_TOKEN_MAX_LENGTH = 256;

/** How long browsers and proxies may keep the list of advertising plans (it changes with a deploy). */
export const PLANS_MAX_AGE_SECONDS = 300;
