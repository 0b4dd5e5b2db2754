/**
 * The fidelity suite: prompts shoppers write for this culture, each with what its design must show.
 * Every subject family, relation, style, ink and text case is here, with the three prompts that
 * once came back as sticker sheets.
 */

export interface FidelityCase {
  prompt: string;
  /** Motifs that must be drawn (by the drawn-as name in the composition). */
  subjects?: string[];
  relation?: "holding" | "inside" | "on" | "with" | "surrounded by";
  style?: string;
  /** Inks (hex) that must be present as significant pixel clusters in the artwork. */
  inks?: string[];
  /** The shirt colour (hex) the mockup must show. */
  shirt?: string;
  /** Words that must be printed, exactly; undefined: none at all. */
  text?: string;
}

const FOREST = "#1f5c3a";
const CREAM = "#f1e6c8";
const WHITE = "#f7f7f2";
const BLACK = "#111111";
const GREY = "#8a8d8f";

export const FIDELITY_CASES: readonly FidelityCase[] = [
  {
    prompt: "Minimalist line-art leaf inside a circle, forest green on cream",
    subjects: ["leaf", "circle"],
    relation: "inside",
    style: "line-art",
    inks: [FOREST],
    shirt: CREAM,
  },
  { prompt: 'cute bear holding a joint, "STAY LIFTED"', subjects: ["bear", "joint"], relation: "holding", text: "STAY LIFTED" },
  {
    prompt: "Skeleton playing electric guitar, vintage 70s rock poster",
    subjects: ["skeleton", "guitar"],
    relation: "holding",
    style: "vintage-poster",
  },
  { prompt: "a frog smoking a blunt on a lily pad, no text", subjects: ["frog", "blunt"], relation: "holding" },
  {
    prompt: 'alien holding a bong, neon green and purple, "TAKE ME HIGHER"',
    subjects: ["alien", "bong"],
    relation: "holding",
    inks: ["#39ff14", "#7a3fc0"],
    text: "TAKE ME HIGHER",
  },
  {
    prompt: "astronaut floating with a joint, black and white",
    subjects: ["astronaut", "joint"],
    relation: "with",
    inks: [BLACK, WHITE],
  },
  { prompt: "cat on a skateboard on a white shirt", subjects: ["cat", "skateboard"], relation: "on", shirt: WHITE },
  {
    prompt: "mushroom surrounded by stars, psychedelic, orange and purple",
    subjects: ["mushroom", "star"],
    relation: "surrounded by",
    style: "psychedelic",
    inks: ["#f26a1b", "#7a3fc0"],
  },
  {
    prompt: "gothic rose with 'Stay Wild' in blackletter, black and white",
    subjects: ["rose"],
    style: "gothic",
    inks: [BLACK, WHITE],
    text: "Stay Wild",
  },
  { prompt: 'varsity style weed leaf with "HIGH SCHOOL"', subjects: ["leaf"], style: "varsity", text: "HIGH SCHOOL" },
  { prompt: "graffiti style spray can skull with drips, neon pink", subjects: ["skull"], style: "graffiti", inks: ["#ff2fb3"] },
  { prompt: "tarot card of a wolf howling at the moon", subjects: ["wolf", "crescent-moon"], style: "tarot" },
  {
    prompt: "badge with a pine tree and mountains, forest green on a grey tee",
    subjects: ["evergreen-tree", "snow-capped-mountain"],
    style: "badge",
    inks: [FOREST],
    shirt: GREY,
  },
  { prompt: "a lighter and rolling papers, minimalist", subjects: ["lighter", "papers"], style: "line-art" },
  { prompt: "grinder with a bud, clean illustration", subjects: ["grinder", "bud"] },
  {
    prompt: "a glass pipe inside a hexagon, line art, teal",
    subjects: ["pipe", "hexagon"],
    relation: "inside",
    style: "line-art",
    inks: ["#138a8a"],
  },
  { prompt: "pizza slice with a joint, munchies, red and yellow", subjects: ["pizza", "joint"], inks: ["#d7263d", "#f6c90e"] },
  { prompt: 'taco riding a skateboard, "TACO TUESDAY"', subjects: ["taco", "skateboard"], relation: "on", text: "TACO TUESDAY" },
  { prompt: "donut and coffee, retro 70s", subjects: ["doughnut", "hot-beverage"], style: "vintage-poster" },
  {
    prompt: "a vintage van with a peace sign, orange and brown",
    subjects: ["minibus", "peace-symbol"],
    style: "vintage-poster",
    inks: ["#f26a1b", "#6b4226"],
  },
  { prompt: "lowrider car, graffiti, on a black tee", subjects: ["automobile"], style: "graffiti", shirt: BLACK },
  { prompt: "rocket ship blasting past saturn, no text", subjects: ["rocket", "ringed-planet"] },
  { prompt: "UFO abducting a cow, green on black shirt", subjects: ["flying-saucer", "cow"], inks: ["#2e9e4f"], shirt: BLACK },
  {
    prompt: "crescent moon and stars, line art, gold on navy shirt",
    subjects: ["crescent-moon", "star"],
    style: "line-art",
    inks: ["#d4a72c"],
    shirt: "#1b2a4a",
  },
  { prompt: "sun with sunglasses, psychedelic", subjects: ["sun", "sunglasses"], style: "psychedelic" },
  {
    prompt: 'headphones and a vinyl record, "GOOD VIBES ONLY"',
    subjects: ["headphone", "optical-disk"],
    text: "GOOD VIBES ONLY",
  },
  {
    prompt: "a microphone surrounded by music notes, black and white",
    subjects: ["studio-microphone", "musical-notes"],
    relation: "surrounded by",
    inks: [BLACK, WHITE],
  },
  {
    prompt: "saxophone, minimalist line art, white on black",
    subjects: ["saxophone"],
    style: "line-art",
    inks: [WHITE],
    shirt: BLACK,
  },
  {
    prompt: "basketball on fire, varsity, orange and black",
    subjects: ["basketball", "fire"],
    style: "varsity",
    inks: ["#f26a1b", BLACK],
  },
  {
    prompt: 'skeleton holding a basketball, "BALL IS LIFE"',
    subjects: ["skeleton", "basketball"],
    relation: "holding",
    text: "BALL IS LIFE",
  },
  {
    prompt: "surfer on a wave, retro sunset, orange and teal",
    subjects: ["person-surfing", "water-wave"],
    relation: "on",
    style: "vintage-poster",
    inks: ["#f26a1b", "#138a8a"],
  },
  {
    prompt: "golf ball and flag, clean, kelly green on white shirt",
    subjects: ["flag-in-hole"],
    inks: ["#2f9e44"],
    shirt: WHITE,
  },
  {
    prompt: "statue of liberty holding a joint instead of a torch",
    subjects: ["statue-of-liberty", "joint"],
    relation: "holding",
  },
  { prompt: "mount fuji with a sunset, vintage poster", subjects: ["mount-fuji", "sun"], style: "vintage-poster" },
  {
    prompt: "palm tree inside a circle, line art, black on a white shirt",
    subjects: ["palm-tree", "circle"],
    relation: "inside",
    style: "line-art",
    inks: [BLACK],
    shirt: WHITE,
  },
  { prompt: 'las vegas style dice and cash, "ROLL ONE UP"', subjects: ["game-die", "money-bag"], text: "ROLL ONE UP" },
  {
    prompt: "owl perched on a bong, tarot, purple and gold",
    subjects: ["owl", "bong"],
    relation: "on",
    style: "tarot",
    inks: ["#7a3fc0", "#d4a72c"],
  },
  { prompt: "snake wrapped around a skull, gothic, blood red", subjects: ["snake", "skull"], style: "gothic", inks: ["#8a0b12"] },
  { prompt: "dragon breathing fire, no words", subjects: ["dragon", "fire"] },
  {
    prompt: 'sloth holding a coffee, "SLOW MORNINGS"',
    subjects: ["sloth", "hot-beverage"],
    relation: "holding",
    text: "SLOW MORNINGS",
  },
  {
    prompt: "cactus with flowers, desert vibes, sage green and peach on cream",
    subjects: ["cactus", "blossom"],
    inks: ["#9cae8a", "#f7a97c"],
    shirt: CREAM,
  },
  { prompt: "sunflower, line art, mustard yellow", subjects: ["sunflower"], style: "line-art", inks: ["#d9a21b"] },
  {
    prompt: "monkey eating a banana, cute, on a yellow tee",
    subjects: ["monkey", "banana"],
    relation: "holding",
    shirt: "#f6c90e",
  },
  {
    prompt: "raccoon holding a slice of pizza, graffiti",
    subjects: ["raccoon", "pizza"],
    relation: "holding",
    style: "graffiti",
  },
  { prompt: 'a bee on a sunflower, "BEE KIND"', subjects: ["honeybee", "sunflower"], relation: "on", text: "BEE KIND" },
  {
    prompt: "cannabis leaf surrounded by a ring of flames, badge",
    subjects: ["leaf", "fire"],
    relation: "surrounded by",
    style: "badge",
  },
  {
    prompt: "bud inside a jar, vintage, green and cream",
    subjects: ["bud", "jar"],
    relation: "inside",
    style: "vintage-poster",
    inks: ["#2e9e4f", CREAM],
  },
  {
    prompt: "smoke clouds and a joint, minimalist, grey on black",
    subjects: ["smoke", "joint"],
    style: "line-art",
    inks: [GREY],
    shirt: BLACK,
  },
  { prompt: 'ghost smoking a joint, "BOO"', subjects: ["ghost", "joint"], relation: "holding", text: "BOO" },
  { prompt: "zombie hand holding a lighter, gothic", subjects: ["man-zombie", "lighter"], relation: "holding", style: "gothic" },
  {
    prompt: "wizard with a crystal ball, tarot card style",
    subjects: ["man-mage", "crystal-ball"],
    relation: "with",
    style: "tarot",
  },
  { prompt: 'a dog wearing sunglasses, "DOGGO"', subjects: ["dog", "sunglasses"], text: "DOGGO" },
  {
    prompt: "octopus playing drums, psychedelic, neon pink and electric blue",
    subjects: ["octopus", "drum"],
    relation: "holding",
    style: "psychedelic",
    inks: ["#ff2fb3", "#1f6bff"],
  },
  { prompt: "turtle inside a triangle, line art", subjects: ["turtle", "triangle"], relation: "inside", style: "line-art" },
  {
    prompt: "bicycle with flowers in the basket, pastel pink on white shirt",
    subjects: ["bicycle", "blossom"],
    inks: ["#f7c5d5"],
    shirt: WHITE,
  },
  {
    prompt: "eagle with american football, varsity, navy and red",
    subjects: ["eagle", "american-football"],
    style: "varsity",
    inks: ["#1b2a4a", "#d7263d"],
  },
  { prompt: 'peace sign made of leaves, "PEACE LOVE & WEED"', subjects: ["peace-symbol", "leaf"], text: "PEACE LOVE & WEED" },
  {
    prompt: "robot holding a flower, clean, on a light grey shirt",
    subjects: ["robot", "blossom"],
    relation: "holding",
    shirt: "#c4c6c8",
  },
  { prompt: "a lion with a crown, gold and black, no text", subjects: ["lion", "crown"], inks: ["#d4a72c", BLACK] },
  { prompt: "volcano erupting, retro badge", subjects: ["volcano"], style: "vintage-poster" },
  {
    prompt: 'chill panda with a bamboo joint, "KEEP IT CHILL", on a sky blue tee',
    subjects: ["panda", "joint"],
    text: "KEEP IT CHILL",
    shirt: "#6fb8ee",
  },
  { prompt: "a simple black heart on a white shirt", subjects: ["red-heart"], inks: [BLACK], shirt: WHITE },
];
