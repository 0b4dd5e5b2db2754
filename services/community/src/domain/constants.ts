// The community's own tuning. The limits members are told of (SPEC §9) are in the contract.
/** Longest side of the stored copies. */
export const IMAGE_DISPLAY_PX = 1600;
export const IMAGE_THUMBNAIL_PX = 800;
/** Reports from different sessions after which a post or comment is hidden pending review. */
export const HIDE_AFTER_REPORTS = 3;
/** Comments a post's list returns, and comments shown under a feed post. */
export const COMMENTS_MAX = 200;
export const FEED_COMMENTS_SHOWN = 50;
/** Rate limits per session (society) or account (feed), over a rolling window. */
export const POST_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;
export const COMMENT_LIMIT = { max: 20, windowSeconds: 10 * 60 } as const;
/** Profile saves per session: each may carry an avatar to re-encode and store. */
export const PROFILE_SAVE_LIMIT = { max: 10, windowSeconds: 10 * 60 } as const;
