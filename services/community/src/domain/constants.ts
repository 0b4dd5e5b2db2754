/** SPEC §9 and the community's own limits. */
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
/** Longest side of the stored copies. */
export const IMAGE_DISPLAY_PX = 1600;
export const IMAGE_THUMBNAIL_PX = 800;
/** Reports from different sessions after which a post or comment is hidden pending review. */
export const HIDE_AFTER_REPORTS = 3;
/** Page sizes of the lists. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
export const COMMENTS_MAX = 200;
export const FEED_COMMENTS_SHOWN = 50;
/** Rate limits per session (society) or account (feed), over a rolling window. */
export const POST_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;
export const COMMENT_LIMIT = { max: 20, windowSeconds: 10 * 60 } as const;
/** Profile saves per session: each may carry an avatar to re-encode and store. */
export const PROFILE_SAVE_LIMIT = { max: 10, windowSeconds: 10 * 60 } as const;
