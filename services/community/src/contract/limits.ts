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
