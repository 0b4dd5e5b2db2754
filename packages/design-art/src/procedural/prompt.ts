/** Word helpers the prompt reading and design names share. */

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

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}
