/** Why a post counts as naming a store (the `mentions.matched_by` column). */
export type MatchedBy = "dispensary_id" | "text" | "brand";

/** A store a post may name: its id and its name as catalog announced it. */
export interface StoreName {
  dispensaryId: string;
  name: string;
}

export interface MentionMatch {
  dispensaryId: string;
  matchedBy: MatchedBy;
}

/** What of a post can name a store. */
export interface MentioningPost {
  dispensaryId: string | null;
  postText: string;
  brandName: string | null;
}

/** Shorter names ("Leaf", "420") would match ordinary talk; such stores are named only by their id. */
export const MENTION_NAME_MIN = 4;

/** Words that say what kind of place a store is rather than which one: "Greenleaf Dispensary" is "greenleaf". */
const GENERIC_TRAILING = new Set(["dispensary", "dispensaries", "co", "company", "shop", "smoke", "smokeshop", "store"]);

/**
 * Lower case, every run of characters other than a–z and 0–9 one space. Deliberately ASCII, so the
 * database can pre-select candidates with the same rule (`regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g')`).
 */
export const normalizeWords = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The words of a store's name that set it apart, normalized: a leading "the" and trailing kind
 * words dropped. Null when too little is left to be matched in text without silly false positives.
 */
export function distinctiveName(name: string): string | null {
  const words = normalizeWords(name).split(" ").filter(Boolean);
  if (words[0] === "the") words.shift();
  while (words.length > 0 && GENERIC_TRAILING.has(words.at(-1) as string)) words.pop();
  const core = words.join(" ");
  return core.replace(/ /g, "").length >= MENTION_NAME_MIN ? core : null;
}

/**
 * The first word a text must contain for the store to be a candidate: what the database's
 * pre-selection looks for (the distinctive name always starts with it).
 */
export function leadingWord(name: string): string | null {
  const words = normalizeWords(name).split(" ").filter(Boolean);
  if (words[0] === "the") words.shift();
  return words[0] ?? null;
}

/** Whether the normalized phrase occurs in the text as whole words ("greenleaf" is not in "greenleafy"). */
const containsWords = (text: string, phrase: string): boolean => ` ${normalizeWords(text)} `.includes(` ${phrase} `);

/**
 * The stores a post names, one match per store: the store it was bought at (by id), then stores
 * whose distinctive name appears as whole words, case-insensitively, in its brand or its text.
 */
export function matchMentions(post: MentioningPost, stores: readonly StoreName[]): MentionMatch[] {
  const matches = new Map<string, MatchedBy>();
  if (post.dispensaryId) {
    const bought = stores.find((store) => store.dispensaryId === post.dispensaryId);
    if (bought) matches.set(bought.dispensaryId, "dispensary_id");
  }
  for (const store of stores) {
    if (matches.has(store.dispensaryId)) continue;
    const core = distinctiveName(store.name);
    if (!core) continue;
    if (post.brandName && containsWords(post.brandName, core)) matches.set(store.dispensaryId, "brand");
    else if (containsWords(post.postText, core)) matches.set(store.dispensaryId, "text");
  }
  return [...matches].map(([dispensaryId, matchedBy]) => ({ dispensaryId, matchedBy }));
}
