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
