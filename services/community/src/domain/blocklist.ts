/**
 * Words and phrases refused in the community before anything is stored: spam and scam come-ons
 * and hard-drug sales, which have no place on a marketplace for legal cannabis. COMMUNITY_BLOCKED_WORDS
 * adds to it (a team's own list of slurs and insults belongs in configuration, not in code).
 */
export const BUILT_IN_BLOCKED_WORDS: readonly string[] = [
  "buy followers",
  "free followers",
  "crypto giveaway",
  "double your bitcoin",
  "dm me on telegram",
  "message me on whatsapp",
  "cash app me",
  "onlyfans.com",
  "fentanyl",
  "heroin for sale",
  "meth for sale",
  "cocaine for sale",
  "pills for sale",
];

/** Lower case, accents and punctuation folded, leetspeak digits read as letters. */
function fold(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[0134@$5]/g, (char) => ({ "0": "o", "1": "i", "3": "e", "4": "a", "@": "a", $: "s", "5": "s" })[char] ?? char)
      .replace(/[^\p{L}\p{N}.]+/gu, " ")
      // A dot counts only inside a word ("onlyfans.com"); elsewhere it is punctuation.
      .replace(/\.(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\./gu, " ")
      .replace(/ +/g, " ")
      .trim()
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The first blocked word or phrase any of the texts contains as whole words (so "classic" does not
 * match "ass"), or null. Case, accents, punctuation between words and leetspeak do not hide one.
 */
export function findBlockedWord(texts: ReadonlyArray<string | null | undefined>, words: readonly string[]): string | null {
  const haystack = ` ${texts
    .filter(Boolean)
    .map((text) => fold(text as string))
    .join(" ")} `;
  for (const word of words) {
    const folded = fold(word);
    if (!folded) continue;
    if (new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(folded)}(?![\\p{L}\\p{N}])`, "u").test(haystack)) return word;
  }
  return null;
}
