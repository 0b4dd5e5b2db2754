import { WRITE_LIMITS } from "../contract/limits.ts";

// The community's own tuning. The limits members are told of (SPEC §9) and the write limits are in the contract.
/** Longest side of the stored copies. */
export const IMAGE_DISPLAY_PX = 1600;
export const IMAGE_THUMBNAIL_PX = 800;
/** Comments a post's list returns, and comments shown under a feed post. */
export const COMMENTS_MAX = 200;
export const FEED_COMMENTS_SHOWN = 50;
/** The per-session (society) or per-account (feed) limits, by the names the rules use. */
export const POST_LIMIT = WRITE_LIMITS.post.perActor;
export const COMMENT_LIMIT = WRITE_LIMITS.comment.perActor;
export const PROFILE_SAVE_LIMIT = WRITE_LIMITS.profile.perActor;
