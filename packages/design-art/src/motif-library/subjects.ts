/**
 * The icon a prompt's noun names in the motif library: the icon whose name is the noun ("bear"), a
 * synonym's icon ("joint" → "cigarette") or an icon whose name ends in the noun ("zombie" →
 * "man-zombie"). The reading (prompt-reading.ts) asks it for words its own lexicon does not know.
 */
import { singular } from "../procedural/prompt.ts";
import { type Icon, iconByName, icons } from "./icon-set.ts";

/** The domain's words for things the library draws under another name. */
const SYNONYMS: Record<string, string> = {
  joint: "cigarette",
  blunt: "cigarette",
  spliff: "cigarette",
  doobie: "cigarette",
  reefer: "cigarette",
  roach: "cigarette",
  cig: "cigarette",
  exhale: "face-exhaling",
  stoned: "face-exhaling",
  baked: "face-exhaling",
  lighter: "fire",
  flame: "fire",
  blaze: "fire",
  lit: "fire",
  moon: "crescent-moon",
  planet: "ringed-planet",
  saturn: "ringed-planet",
  earth: "globe-showing-americas",
  ufo: "flying-saucer",
  spaceship: "flying-saucer",
  wave: "water-wave",
  heart: "red-heart",
  kitten: "cat",
  kitty: "cat",
  puppy: "dog",
  doggo: "dog",
  pup: "dog",
  shroom: "mushroom",
  skeleton: "skull",
  diamond: "gem-stone",
  gem: "gem-stone",
  money: "money-bag",
  cash: "money-bag",
  devil: "smiling-face-with-horns",
  demon: "smiling-face-with-horns",
  eye: "eyes",
  wizard: "man-mage",
  mage: "man-mage",
  bee: "honeybee",
  dinosaur: "t-rex",
  dino: "t-rex",
  munchies: "pizza",
  palm: "palm-tree",
  tree: "evergreen-tree",
  pine: "evergreen-tree",
  plant: "potted-plant",
  star: "glowing-star",
  stars: "glowing-star",
  sunglasses: "smiling-face-with-sunglasses",
  crystal: "crystal-ball",
  potion: "test-tube",
};

/** Words that name a colour, a size or a mood: never a subject even where an icon shares the word. */
const NOT_SUBJECTS = new Set(
  "red orange yellow green blue purple pink black white brown gold golden silver grey gray dark light neon cute happy sad angry chill funny retro vintage classic high low hot cold old new".split(
    " ",
  ),
);

let byHeadNoun: Map<string, Icon> | undefined;

/** Icons by the last word of their name, the shortest name winning ("cat" → "cat", "zombie" → "man-zombie"). */
function headNouns(): Map<string, Icon> {
  if (byHeadNoun) return byHeadNoun;
  const map = new Map<string, Icon>();
  const sorted = [...icons().values()].sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name));
  for (const icon of sorted) {
    const head = icon.name.slice(icon.name.lastIndexOf("-") + 1);
    if (!map.has(head)) map.set(head, icon);
  }
  byHeadNoun = map;
  return map;
}

function iconFor(word: string): Icon | undefined {
  for (const candidate of [word, singular(word)]) {
    const synonym = SYNONYMS[candidate];
    const icon = (synonym && iconByName(synonym)) || iconByName(candidate) || headNouns().get(candidate);
    if (icon) return icon;
  }
  return undefined;
}

/** The icon a single word names (directly, by synonym or by an icon name's last word), if any. */
export function iconForWord(word: string): Icon | undefined {
  return NOT_SUBJECTS.has(word) ? undefined : iconFor(word);
}
