/**
 * Composes one design: picks layout, palette and variant from the request, draws it and names it.
 *
 * Store designs: a brand-seeded shuffle of the layouts and one of the palettes; slot s takes layout
 * (s−1) mod L and palette (s−1) mod P. L and P are coprime, so the first L·P slots never repeat a
 * layout+palette pair (and product names, built from the pair, stay distinct). The brand is printed
 * on every design; the names come from the look ("Sunset Seal Tee"), not the store's name again.
 *
 * Custom designs: the prompt's subjects (motif library icons matched to its nouns) drawn as the
 * hero of a layout that has one, its quoted or capitalised words as the headline.
 */
import type { DesignRequest } from "../brief.ts";
import { type Subject, subjectNames, subjectsOf } from "../motif-library/subjects.ts";
import { brandText, type DesignText, isThemeWord, paletteForPrompt, type Theme, themesOf } from "./content.ts";
import { customName, customText } from "./custom-text.ts";
import { LAYOUTS, THEME_LAYOUT } from "./layouts/index.ts";
import type { Layout } from "./layouts/types.ts";
import { PALETTES, type Palette, paletteById } from "./palettes.ts";
import { hashString, Rng } from "./random.ts";
import { Defs, escapeXml } from "./svg.ts";

export interface Design {
  name: string;
  svg: string;
  layout: string;
  palette: string;
  /** What a custom design drew from its prompt: icon names, or "leaf" / "bud". */
  subjects: string[];
}

interface Plan {
  layout: Layout;
  pal: Palette;
  variant: number;
  text: DesignText;
  theme?: Theme;
  themes: Theme[];
  subjects: Subject[];
  name: string;
  rng: Rng;
}

function roman(value: number): string {
  const table: Array<[number, string]> = [
    [1000, "M"],
    [900, "CM"],
    [500, "D"],
    [400, "CD"],
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  let rest = Math.max(1, Math.floor(value));
  for (const [v, s] of table) {
    while (rest >= v) {
      out += s;
      rest -= v;
    }
  }
  return out;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function planStore(request: DesignRequest): Plan {
  const brand = request.brand!;
  const brandKey = `${brand.storeName}|${brand.city}|${brand.state}`.trim().toLowerCase();
  const order = new Rng(`order:${brandKey}`);
  const layouts = order.shuffle(LAYOUTS);
  const palettes = order.shuffle(PALETTES);
  const index = Math.max(0, Math.floor(request.slot) - 1);
  const layout = layouts[index % layouts.length]!;
  const pal = palettes[index % palettes.length]!;
  const rng = new Rng(`store:${brandKey}:${request.slot}:${request.seed}`);
  const text = brandText(brand, rng.fork("text"));
  const period = (layouts.length * palettes.length) / gcd(layouts.length, palettes.length);
  const cycle = Math.floor(index / period);
  const name = `${pal.name} ${layout.noun} Tee${cycle > 0 ? ` ${roman(cycle + 1)}` : ""}`;
  // Variant: cycles through a layout's options as its slots come round again, offset per brand.
  const variant = Math.floor(index / layouts.length) + (hashString(brandKey) % 7);
  return { layout, pal, variant, text, themes: [], subjects: [], name, rng };
}

/** Layouts with a hero spot, for prompts that name subjects. */
const HERO_LAYOUTS = LAYOUTS.filter((layout) => layout.drawsSubjects);

function planCustom(request: DesignRequest): Plan {
  const prompt = (request.prompt ?? "").trim();
  const rng = new Rng(`custom:${prompt}:${request.slot}:${request.seed}`);
  const themes = themesOf(prompt);
  const theme = themes[0];
  // Scenery and style words (a summit's mountains, an orbit's moon, a "badge") are drawn by the
  // layout the theme picks, not as heroes; smoking and plant words stay subjects (a joint, a leaf).
  const sceneThemes = themes.filter((t) => t !== "smoke" && t !== "botanical");
  const subjects = subjectsOf(prompt).filter((subject) => !sceneThemes.some((t) => isThemeWord(t, subject.word)));
  const paletteId = paletteForPrompt(prompt);
  const pal = paletteId ? paletteById(paletteId) : rng.fork("palette").pick(PALETTES);
  const choices = subjects.some((subject) => subject.kind === "icon") ? HERO_LAYOUTS : LAYOUTS;
  const themed = theme ? choices.find((layout) => layout.id === THEME_LAYOUT[theme]) : undefined;
  const layout = themed ?? rng.fork("layout").pick(choices);
  const text = customText(prompt, subjects, theme, rng.fork("text"));
  const variant = rng.fork("variant").int(0, 11);
  return { layout, pal, variant, text, theme, themes, subjects, name: customName(prompt, subjects), rng };
}

export function composeDesign(request: DesignRequest): Design {
  const plan = request.brand ? planStore(request) : planCustom(request);
  const prefix = `hc${(hashString(`${request.seed}|${request.slot}|${plan.name}`) % 2176782336).toString(36)}`;
  const defs = new Defs(prefix);
  const body = plan.layout.render({
    rng: plan.rng.fork("draw"),
    pal: plan.pal,
    text: plan.text,
    defs,
    theme: plan.theme,
    themes: plan.themes,
    variant: plan.variant,
    subjects: plan.subjects,
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200" width="1200" height="1200">` +
    `<title>${escapeXml(plan.name)}</title>${defs.toString()}${body}</svg>`;
  return { name: plan.name, svg, layout: plan.layout.id, palette: plan.pal.id, subjects: subjectNames(plan.subjects) };
}
