/**
 * What the engine understood of a shopper's prompt, before anything is drawn or charged: the page
 * shows it beside a preview, the offline engine draws exactly it, and an image model (when one is
 * configured) is asked for its brief.
 */
import { iconForWord } from "./motif-library/subjects.ts";
import { singular } from "./procedural/prompt.ts";
import { AMBIGUOUS_COLOR_WORDS, colorsIn, contrast, DEFAULT_SHIRT, type FoundColor, NAMED_COLORS } from "./reading/colors.ts";
import { COMPOUNDS, lexiconEntry, type SubjectFamily } from "./reading/lexicon.ts";
import { STYLE_WORDS, type StyleId, styleById, styleIn } from "./reading/styles.ts";

export type SubjectRelation = "holding" | "inside" | "on" | "with" | "surrounded by";

export interface PromptReading {
  /** What will be drawn, in prompt order: the prompt's word and the motif that draws it. */
  subjects: Array<{
    word: string;
    drawnAs: string;
    /** The kind of thing: animal, person, plant, smoking, food, vehicle, space, music, sport, landmark, shape, thing. */
    family: SubjectFamily;
  }>;
  /** How the subjects stand to each other ("bear holding joint"). */
  relations: Array<{ subject: string; relation: SubjectRelation; object: string }>;
  /** The style the prompt asked for ("line art", "vintage poster", ...), if any. */
  style?: string;
  /** The look that will be drawn: the asked style's id, or "clean" when the prompt names none. */
  styleId: StyleId;
  /** Ink colours the prompt named, as the shopper wrote them and as hex. */
  inks: Array<{ name: string; hex: string }>;
  /** The shirt colour the prompt named ("on cream"), if any. */
  shirt?: { name: string; hex: string };
  /** The words to print, exactly; undefined when the prompt asks for none. */
  text?: string;
  /** The prompt said "no text": nothing at all is printed. */
  noText: boolean;
  /** Meaningful prompt words the engine could not draw. */
  notUnderstood: string[];
  /** The composition in one English paragraph: what an image model is asked to draw. */
  brief: string;
}

const MAX_TEXT = 60;
const MAX_SUBJECTS = 3;

/** Words that carry no drawable meaning of their own. */
const FILLER = new Set(
  (
    "a an the and or but with without of in on at to for from by into onto over under about above below around near next " +
    "my me i we our us you your it its this that these those is are be been being am was were who which while " +
    "want wanted wants would like love please make made making create draw drawn drawing design designs shirt shirts tshirt t " +
    "tee tees hoodie print printed graphic graphics logo image picture art artwork style styled themed theme look looking " +
    "featuring feature features show showing some any very really super cool nice awesome big small little large tiny huge giant " +
    "lots lot few one two three four five has have having get got can could should will just also plus vibe vibes " +
    "text saying says say reads reading words word written lettering letters font type typography caption title quote " +
    "ink inks color colors colour colours colored coloured background front back chest centered centred detailed detail " +
    "high quality simple clean bold thick thin only no none all his her their them they he she him it's that's " +
    "hand-drawn handdrawn illustrated cartoon cute sticker flat sign symbol shaped made"
  ).split(" "),
);

/** Music genres and moods: never drawn as a thing (a "rock poster" has no stone in it). */
const NOT_THINGS = new Set(
  "rock punk jazz reggae disco funk rap hiphop blues country soul trap techno house emo grunge high lifted chill vibes love".split(
    " ",
  ),
);

const SHIRT_WORDS = new Set([
  "shirt",
  "tee",
  "t-shirt",
  "tshirt",
  "hoodie",
  "sweatshirt",
  "crewneck",
  "tank",
  "garment",
  "fabric",
]);

const RELATION_WORDS: Array<{ words: string[]; relation: SubjectRelation }> = [
  { words: ["surrounded", "by", "a", "ring", "of"], relation: "surrounded by" },
  { words: ["surrounded", "by", "a", "circle", "of"], relation: "surrounded by" },
  { words: ["in", "a", "circle", "of"], relation: "surrounded by" },
  { words: ["ring", "of"], relation: "surrounded by" },
  { words: ["circle", "of"], relation: "surrounded by" },
  { words: ["surrounded", "by"], relation: "surrounded by" },
  { words: ["circled", "by"], relation: "surrounded by" },
  { words: ["ringed", "by"], relation: "surrounded by" },
  { words: ["framed", "by"], relation: "surrounded by" },
  { words: ["in", "a", "ring", "of"], relation: "surrounded by" },
  { words: ["inside", "of"], relation: "inside" },
  { words: ["inside"], relation: "inside" },
  { words: ["within"], relation: "inside" },
  { words: ["in"], relation: "inside" },
  { words: ["on", "top", "of"], relation: "on" },
  { words: ["sitting", "on"], relation: "on" },
  { words: ["standing", "on"], relation: "on" },
  { words: ["riding"], relation: "on" },
  { words: ["rides"], relation: "on" },
  { words: ["surfing"], relation: "on" },
  { words: ["on"], relation: "on" },
  { words: ["holding"], relation: "holding" },
  { words: ["holds"], relation: "holding" },
  { words: ["hold"], relation: "holding" },
  { words: ["playing"], relation: "holding" },
  { words: ["plays"], relation: "holding" },
  { words: ["smoking"], relation: "holding" },
  { words: ["smokes"], relation: "holding" },
  { words: ["hitting"], relation: "holding" },
  { words: ["rolling"], relation: "holding" },
  { words: ["lighting"], relation: "holding" },
  { words: ["eating"], relation: "holding" },
  { words: ["drinking"], relation: "holding" },
  { words: ["carrying"], relation: "holding" },
  { words: ["grabbing"], relation: "holding" },
  { words: ["with"], relation: "with" },
  { words: ["and"], relation: "with" },
  { words: ["next", "to"], relation: "with" },
  { words: ["beside"], relation: "with" },
];

const NO_TEXT =
  /\b(no|without|zero)\s+(text|words?|lettering|letters|typography|writing|slogans?|captions?)\b|\btext[- ]?free\b|\bwordless\b/i;

/** Text in double, curly or single quotes, as written (spaces tidied). */
function quotedText(prompt: string): { text: string; index: number; length: number } | undefined {
  const match = /"([^"]*[A-Za-z0-9][^"]*)"|“([^”]*[A-Za-z0-9][^”]*)”|(?:^|\s)'([^']*[A-Za-z0-9][^']*)'(?=$|[\s.,!?;:])/.exec(
    prompt,
  );
  if (!match) return undefined;
  const text = (match[1] ?? match[2] ?? match[3] ?? "").replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  return { text: byWords(text, MAX_TEXT), index: match.index, length: match[0].length };
}

/**
 * Two or more words in capitals in an otherwise lowercase prompt ("a skull with STAY LIFTED"): a
 * single capitalised word is too often an acronym (UFO, USA) to print.
 */
function capitalsText(prompt: string): { text: string; index: number; length: number } | undefined {
  if (!/[a-z]/.test(prompt)) return undefined;
  const run =
    /(?:^|[\s,])((?:[A-Z0-9][A-Z0-9'!&.?-]*[A-Z][A-Z0-9'!&.?-]*|[A-Z])(?:\s+(?:[A-Z0-9][A-Z0-9'!&.?-]*[A-Z][A-Z0-9'!&.?-]*|[A-Z0-9]+)){1,8})(?=$|[\s,.;:])/.exec(
      prompt,
    );
  if (!run?.[1]) return undefined;
  const text = run[1].trim();
  if (text.split(/\s+/).filter((word) => /[A-Z]{2}/.test(word)).length < 2) return undefined;
  return { text: byWords(text, MAX_TEXT), index: run.index, length: run[0].length };
}

function byWords(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const word of text.split(" ")) {
    if ((out ? out.length + 1 : 0) + word.length > max) break;
    out = out ? `${out} ${word}` : word;
  }
  return out || text.slice(0, max);
}

function tokens(prompt: string): string[] {
  const words = (
    prompt
      .toLowerCase()
      .replace(/\bt-shirt/g, "tshirt")
      .match(/[a-z0-9][a-z0-9']*/g) ?? []
  ).map((w) => w.replace(/'+$/, "").replace(/'s$/, ""));
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const three = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    const two = `${words[i]} ${words[i + 1]}`;
    if (COMPOUNDS[three]) {
      out.push(COMPOUNDS[three] as string);
      i += 2;
    } else if (COMPOUNDS[two]) {
      out.push(COMPOUNDS[two] as string);
      i += 1;
    } else out.push(words[i] as string);
  }
  return out;
}

const ARTICLES = new Set(["a", "an", "the"]);

/** "on cream", "on a white shirt", "black tee": the shirt colour, and the words it used. */
function shirtIn(words: readonly string[], colors: readonly FoundColor[]): FoundColor | undefined {
  for (const color of colors) {
    const after = words[color.at + color.words];
    if (after && SHIRT_WORDS.has(after)) return color;
    let before = color.at - 1;
    if (before >= 0 && ARTICLES.has(words[before] as string)) before -= 1;
    if (words[before] === "on" && (after === undefined || after === "background" || /^[.,;]/.test(after))) return color;
  }
  return undefined;
}

function isColorHere(words: readonly string[], color: FoundColor, colors: readonly FoundColor[]): boolean {
  if (color.words > 1 || !AMBIGUOUS_COLOR_WORDS.has(color.name)) {
    // "orange" alone is a fruit only when nothing colour-like is around it.
    if (color.name !== "orange") return true;
  }
  const next = words[color.at + 1];
  const prev = words[color.at - 1];
  const neighbourColor = colors.some((c) => c !== color && Math.abs(c.at - color.at) <= 2);
  if (neighbourColor) return true;
  if (next && (SHIRT_WORDS.has(next) || next === "ink" || next === "inks" || next === "on")) return true;
  if (prev === "on" || prev === "in") return true;
  return Boolean(next && lexiconEntry(next));
}

interface Found {
  word: string;
  at: number;
  drawnAs: string;
  family: SubjectFamily;
}

function subjectAt(word: string): { drawnAs: string; family: SubjectFamily } | undefined {
  if (NOT_THINGS.has(word)) return undefined;
  const entry = lexiconEntry(word);
  if (entry) return { drawnAs: entry.target.replace(/^(own|shape):/, ""), family: entry.family };
  if (word.length < 3 || /^\d+$/.test(word)) return undefined;
  const icon = iconForWord(word);
  return icon ? { drawnAs: icon.name, family: "thing" } : undefined;
}

/** The target (icon, own motif or frame) a reading's subject is drawn with. */
export function subjectTarget(word: string): string | undefined {
  const entry = lexiconEntry(word);
  if (entry) return entry.target;
  const icon = word.length >= 3 ? iconForWord(word) : undefined;
  return icon?.name;
}

/** Reads a prompt into what will be drawn. Pure and fast: no rendering. */
export function readPrompt(prompt: string): PromptReading {
  const noText = NO_TEXT.test(prompt);
  const printed = noText ? undefined : (quotedText(prompt) ?? capitalsText(prompt));
  // The printed words are not read as things to draw.
  const rest = printed ? `${prompt.slice(0, printed.index)} , ${prompt.slice(printed.index + printed.length)}` : prompt;
  const words = tokens(rest.replace(NO_TEXT, " , "));
  const used = new Set<number>();
  const mark = (at: number, count = 1) => {
    for (let k = 0; k < count; k++) used.add(at + k);
  };

  const colors = colorsIn(words);
  const shirtColor = shirtIn(words, colors);
  if (shirtColor) {
    mark(shirtColor.at, shirtColor.words);
    const after = words[shirtColor.at + shirtColor.words];
    if (after && SHIRT_WORDS.has(after)) mark(shirtColor.at + shirtColor.words);
  }
  const inks: Array<{ name: string; hex: string }> = [];
  for (const color of colors) {
    if (color === shirtColor || !isColorHere(words, color, colors)) continue;
    mark(color.at, color.words);
    if (!inks.some((ink) => ink.hex === color.hex)) inks.push({ name: color.name, hex: color.hex });
  }

  const styleMatch = styleIn(words);
  if (styleMatch) mark(styleMatch.at, styleMatch.words);
  for (let i = 0; i < words.length; i++)
    if (STYLE_WORDS.has(words[i] as string) && styleMatch && !lexiconEntry(words[i] as string)) mark(i);

  // Relation phrases, where they stand.
  const relationAt = new Map<number, { relation: SubjectRelation; words: number }>();
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const match = RELATION_WORDS.find((r) => r.words.every((w, k) => words[i + k] === w));
    if (match) relationAt.set(i, { relation: match.relation, words: match.words.length });
  }

  const found: Found[] = [];
  const surplus: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (used.has(i) || relationAt.has(i) || FILLER.has(word) || SHIRT_WORDS.has(word)) continue;
    const subject = subjectAt(word);
    if (!subject) continue;
    mark(i);
    if (found.some((f) => f.drawnAs === subject.drawnAs)) continue;
    if (found.length >= MAX_SUBJECTS) {
      surplus.push(word);
      continue;
    }
    found.push({ word: singular(word) === word ? word : word, at: i, ...subject });
  }

  const relations: PromptReading["relations"] = [];
  for (const [at, { relation, words: span }] of relationAt) {
    const before = [...found].reverse().find((f) => f.at < at);
    const after = found.find((f) => f.at >= at + span);
    if (!before || !after) continue;
    // "and" / "with" join only neighbours; a relation already linking this pair wins.
    if (relations.some((r) => r.subject === before.word && r.object === after.word)) continue;
    if (
      relation === "inside" &&
      after.family !== "shape" &&
      !["jar", "crystal-ball", "flying-saucer", "rocket"].includes(after.drawnAs) &&
      words[at] === "in"
    )
      continue;
    relations.push({ subject: before.word, relation, object: after.word });
    mark(at, span);
  }
  // Relation words that linked nothing still said what they mean; they are not subjects either.
  for (const [at, { words: span }] of relationAt) if (["and", "with", "in", "on"].includes(words[at] as string)) mark(at, span);

  const notUnderstood: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (used.has(i) || FILLER.has(word) || SHIRT_WORDS.has(word) || word.length < 2 || /^\d$/.test(word)) continue;
    if (relationAt.has(i)) continue;
    if (!notUnderstood.includes(word)) notUnderstood.push(word);
  }
  notUnderstood.push(...surplus.filter((w) => !notUnderstood.includes(w)));

  // Nothing to draw and nothing to print: the culture's own leaf, rather than an empty shirt.
  if (found.length === 0 && !printed) found.push({ word: "leaf", at: -1, drawnAs: "leaf", family: "plant" });
  const styleId: StyleId = styleMatch?.style.id ?? "clean";
  const reading: PromptReading = {
    subjects: found.map(({ word, drawnAs, family }) => ({ word, drawnAs, family })),
    relations,
    style: styleMatch?.style.label,
    styleId,
    inks,
    shirt: shirtColor ? { name: shirtColor.name, hex: shirtColor.hex } : undefined,
    text: printed?.text,
    noText,
    notUnderstood,
    brief: "",
  };
  reading.brief = briefOf(reading);
  return reading;
}

function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The composition as one English paragraph, for an image model. */
export function briefOf(reading: Omit<PromptReading, "brief">): string {
  // What each word stands for, as an image model should read it ("leaf" is the cannabis leaf).
  const nouns = new Map(
    reading.subjects.map((s) => [s.word, s.drawnAs === "leaf" || s.drawnAs === "bud" ? `cannabis ${s.drawnAs}` : s.word]),
  );
  const noun = (word: string) => nouns.get(word) ?? word;
  const article = (word: string) => {
    const said = noun(word);
    return /^[aeiou]/.test(said) && !/^u(fo|ni)/.test(said) ? `an ${said}` : `a ${said}`;
  };
  const described = new Set<string>();
  const parts: string[] = [];
  for (const r of reading.relations) {
    const phrase =
      r.relation === "holding"
        ? `${article(r.subject)} holding ${article(r.object)} in its hands, the ${noun(r.object)} overlapping its front`
        : r.relation === "inside"
          ? `${article(r.subject)} inside ${article(r.object)} drawn as a frame around it`
          : r.relation === "on"
            ? `${article(r.subject)} standing on ${article(r.object)}`
            : r.relation === "surrounded by"
              ? `${article(r.subject)} surrounded by a ring of small ${noun(r.object).replace(/s$/, "")}s`
              : `${article(r.subject)} together with ${article(r.object)}`;
    parts.push(phrase);
    described.add(r.subject);
    described.add(r.object);
  }
  for (const s of reading.subjects) if (!described.has(s.word)) parts.push(article(s.word));
  const subjects = parts.length > 0 ? listed(parts) : "nothing but the text";
  const style = styleById(reading.styleId);
  const look =
    reading.styleId === "clean"
      ? "a clean, bold illustration with plenty of empty space (not a sticker sheet)"
      : `a ${style.label} style`;
  const shirt = reading.shirt ?? DEFAULT_SHIRT;
  const inks =
    reading.inks.length > 0
      ? `Use only these ink colours: ${listed(reading.inks.map((ink) => `${ink.name} (${ink.hex})`))}, each clearly visible against the ${shirt.name} shirt.`
      : `Use inks that contrast with a ${shirt.name} shirt.`;
  const text = reading.text
    ? `Print exactly the text "${reading.text}" once, large and legible, with high contrast; no other words.`
    : "No text, letters, numbers or logos anywhere.";
  return `A print-ready t-shirt graphic of ${subjects}, in ${look}. ${inks} It will be printed on a ${shirt.name} (${shirt.hex}) shirt. ${text} Centred composition on a transparent background, no shirt mockup.`;
}

/** The tees the shop stocks, for a design whose prompt names inks but no shirt. */
const STOCK_SHIRTS = ["white", "cream", "heather grey", "black"].map((name) => NAMED_COLORS[name] as string);

/** Inks for the design: the prompt's, else the style's for this shirt; each reads on the shirt. */
export function inksFor(reading: PromptReading): { inks: string[]; shirt: string } {
  const named = reading.inks.map((ink) => ink.hex);
  let shirt = reading.shirt?.hex;
  if (!shirt) {
    // No shirt named: the charcoal tee, unless a named ink would vanish on it; then the stock tee
    // on which the faintest ink reads best ("black and white" goes on heather grey).
    const faintest = (tee: string) => Math.min(...named.map((hex) => contrast(hex, tee)));
    shirt = DEFAULT_SHIRT.hex;
    if (named.length > 0 && faintest(DEFAULT_SHIRT.hex) < 1.8) {
      shirt = STOCK_SHIRTS.reduce((best, tee) => (faintest(tee) > faintest(best) ? tee : best), DEFAULT_SHIRT.hex);
    }
  }
  if (named.length > 0) return { inks: named, shirt };
  const style = styleById(reading.styleId);
  const dark = contrast("#f7f7f2", shirt) > contrast("#111111", shirt);
  return { inks: dark ? style.dark : style.light, shirt };
}
