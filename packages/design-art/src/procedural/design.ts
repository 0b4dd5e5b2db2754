/**
 * Composes one design: picks layout, palette and variant from the request, draws it and names it.
 *
 * Store designs: a brand-seeded shuffle of the layouts and one of the palettes; slot s takes layout
 * (s−1) mod L and palette (s−1) mod P. L and P are coprime, so the first L·P slots never repeat a
 * layout+palette pair (and product names, built from the pair, stay distinct). The brand is printed
 * on every design; the names come from the look ("Sunset Seal Tee"), not the store's name again.
 *
 * Custom designs: the prompt's reading (readPrompt: subjects, relations, style, inks, shirt, text)
 * drawn exactly by the custom composer, nothing added; see src/custom/compose-custom.ts.
 */
import type { DesignRequest } from "../brief.ts";
import { drawCustom } from "../custom/compose-custom.ts";
import { type Subject, subjectNames } from "../motif-library/subjects.ts";
import { readPrompt } from "../prompt-reading.ts";
import { brandText, type DesignText, type Theme } from "./content.ts";
import { LAYOUTS } from "./layouts/index.ts";
import type { Layout } from "./layouts/types.ts";
import { PALETTES, type Palette } from "./palettes.ts";
import { titleCase } from "./prompt.ts";
import { hashString, Rng } from "./random.ts";
import { Defs, escapeXml } from "./svg.ts";

export interface Design {
  name: string;
  svg: string;
  layout: string;
  palette: string;
  /** What a custom design drew from its prompt: icon names, or the engine's own motifs ("skeleton", "leaf"). */
  subjects: string[];
  /** The shirt colour a custom design is printed on ("#rrggbb"); store designs leave it to the mockup's default. */
  shirtColor?: string;
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
  /** A custom design's drawing, filled in when its layout renders. */
  custom?: { shirt?: string; drawn: string[]; style: string };
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

function planCustom(request: DesignRequest): Plan {
  const prompt = (request.prompt ?? "").trim();
  const rng = new Rng(`custom:${prompt}:${request.slot}:${request.seed}`);
  const reading = readPrompt(prompt);
  const custom: NonNullable<Plan["custom"]> = { drawn: [], style: reading.styleId };
  const layout: Layout = {
    id: `custom-${reading.styleId}`,
    noun: "Custom",
    render: (ctx) => {
      const art = drawCustom(reading, ctx.defs, ctx.rng);
      custom.shirt = art.shirt;
      custom.drawn = art.drawn;
      return art.body;
    },
  };
  const title = reading.text ?? reading.subjects.map((s) => s.word).join(" & ");
  const name = `Custom: ${titleCase(title || "Design")}`.slice(0, 80);
  const text: DesignText = { title: reading.text ?? "", location: "", tagline: "", extra: "", monogram: "", kind: "custom" };
  return { layout, pal: PALETTES[0] as Palette, variant: 0, text, themes: [], subjects: [], name, rng, custom };
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
  if (plan.custom) {
    const { drawn, shirt, style } = plan.custom;
    return { name: plan.name, svg, layout: plan.layout.id, palette: `custom-${style}`, subjects: drawn, shirtColor: shirt };
  }
  return { name: plan.name, svg, layout: plan.layout.id, palette: plan.pal.id, subjects: subjectNames(plan.subjects) };
}
