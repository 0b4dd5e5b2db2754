/** Reading a shopper's prompt: its words, the text it asks to print, and a short headline. */

const STOPWORDS = new Set(
  (
    "a an the and or but with without of in on at to for from by into onto over under about above below " +
    "my me i we our us you your it its this that these those is are be been being am was were " +
    "want wanted wants would like love please make made making create draw drawing design designs shirt shirts tshirt " +
    "t tee tees print printed graphic graphics logo image picture art artwork style styled themed theme " +
    "featuring feature features show showing some any very really super cool nice awesome big small little " +
    "lots lot few one two three has have having get got can could should will just also plus vibe vibes " +
    "text saying says say reads reading words word written"
  ).split(" "),
);

/** Lowercase words of a prompt, apostrophes kept inside words ("jerry's"). */
export function promptWords(prompt: string): string[] {
  return (prompt.toLowerCase().match(/[a-z0-9][a-z0-9']*/g) ?? []).map((w) => w.replace(/'+$/, ""));
}

/** Plural-s stem used for theme and palette keywords ("planets" → "planet"). */
export function stem(word: string): string {
  return word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

const IRREGULAR_PLURALS: Record<string, string> = {
  leaves: "leaf",
  wolves: "wolf",
  knives: "knife",
  mice: "mouse",
  geese: "goose",
  teeth: "tooth",
  feet: "foot",
  people: "person",
  men: "man",
  women: "woman",
  children: "child",
  cacti: "cactus",
  fungi: "fungus",
  octopi: "octopus",
};

/** A noun's singular, good enough for matching motif names ("puppies" → "puppy", "foxes" → "fox"). */
export function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The prompt's words that carry meaning (no filler, no single letters). */
export function keyWords(prompt: string): string[] {
  return promptWords(prompt).filter((w) => !STOPWORDS.has(w) && w.length > 1);
}

const MAX_PRINTED = 40;

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Whole words of `text` up to `max` characters: a long quote is shortened at a word, never mid-word. */
function byWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.split(" ");
  let out = words[0] ?? "";
  for (const word of words.slice(1)) {
    if (out.length + 1 + word.length > max) break;
    out += ` ${word}`;
  }
  return out.slice(0, max);
}

/**
 * The words the shopper asked to see printed: text in double or curly quotes (or single quotes
 * around a phrase), else a run of words in CAPITALS ("a skull with STAY LIFTED"). Undefined when
 * the prompt asks for none.
 */
export function printedText(prompt: string): string | undefined {
  const quoted = /"([^"]*[A-Za-z0-9][^"]*)"|“([^”]*[A-Za-z0-9][^”]*)”|(?:^|\s)'([^']*[A-Za-z0-9][^']*)'(?=$|[\s.,!?;:])/.exec(
    prompt,
  );
  if (quoted) {
    const text = tidy(quoted[1] ?? quoted[2] ?? quoted[3] ?? "");
    if (text) return byWords(text.toUpperCase(), MAX_PRINTED);
  }
  // A run of capitalised words: each has two or more capitals and no lowercase letter ("I" and "A" alone do not count).
  const runs = prompt.match(/(?:\b[A-Z0-9][A-Z0-9'!&.-]*[A-Z][A-Z0-9'!&.-]*\b[\s,]*)+/g) ?? [];
  const best = runs.map(tidy).filter((run) => run.replace(/[^A-Z]/g, "").length >= 2)[0];
  return best ? byWords(best.replace(/[,\s]+$/, ""), MAX_PRINTED) : undefined;
}

/** A short, uppercased headline from a prompt's first key words (when it names no subject). */
export function headlineFromPrompt(prompt: string): string {
  const words = keyWords(prompt).filter((w) => !/(ing|ed)$/.test(w) || w.length <= 4);
  if (words.length === 0) return "STAY ELEVATED";
  const out: string[] = [];
  let length = 0;
  for (const word of words) {
    const w = word.length > 14 ? word.slice(0, 14) : word;
    if (out.length >= 3) break;
    if (out.length > 0 && length + 1 + w.length > 20) break;
    out.push(w);
    length += (out.length > 1 ? 1 : 0) + w.length;
  }
  return out.join(" ").toUpperCase();
}

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}
