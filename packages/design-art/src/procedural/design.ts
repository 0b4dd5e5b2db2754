/**
 * Composes one design: picks layout, palette and variant from the request, draws it and names it.
 *
 * Store designs: a brand-seeded shuffle of the layouts and one of the palettes; slot s takes layout
 * (s−1) mod L and palette (s−1) mod P, so the first lcm(L, P) slots never repeat a layout+palette
 * pair. Each layout's variant is the store's own, and moves on each time the layout
 * comes round again. The brand is printed on every design; the names come from the store's place
 * and the look ("Mile High Seal Tee" in Denver), not the store's name again. A brand kit's colours
 * make the palette, its slogans the taglines and its logo sits where a layout has a spot for it.
 *
 * Custom designs: the prompt's reading (readPrompt: subjects, relations, style, inks, shirt, text)
 * drawn exactly by the custom composer, nothing added; see src/custom/compose-custom.ts.
 */
import type { BrandBrief, DesignRequest } from "../brief.ts";
import { drawCustom } from "../custom/compose-custom.ts";
import { readPrompt } from "../prompt-reading.ts";
import { brandText, type DesignText, type Logo, placeLines } from "./content.ts";
import { LAYOUTS } from "./layouts/index.ts";
import { postcard } from "./layouts/postcard.ts";
import type { Layout } from "./layouts/types.ts";
import { brandPalette, PALETTES, type Palette } from "./palettes.ts";
import { placeOf } from "./place.ts";
import { titleCase } from "./prompt.ts";
import { hashString, Rng } from "./random.ts";
import { COMPOSITIONS, type Composition, composeOnShirt } from "./store-composition.ts";
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
  name: string;
  rng: Rng;
  /** Store designs: how the layout sits on the shirt, with a line of the store's place. */
  setting?: { composition: Composition; line: string; tilt: number };
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

/** A logo larger than this is left off the designs (a design's SVG carries it in every file). */
export const MAX_LOGO_BYTES = 1_500_000;

/** The brand kit's logo as an embeddable image, when it is a PNG within the size cap. */
function logoOf(png: Uint8Array | undefined): Logo | undefined {
  if (!png || png.byteLength < 33 || png.byteLength > MAX_LOGO_BYTES) return undefined;
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.toString("latin1", 1, 4) !== "PNG" || bytes.toString("latin1", 12, 16) !== "IHDR") return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1) return undefined;
  return { href: `data:image/png;base64,${bytes.toString("base64")}`, width, height };
}

/** Store designs also have the layouts that draw a place ("Greetings from Denver"). */
const STORE_LAYOUTS: readonly Layout[] = [...LAYOUTS, postcard];

interface StoreOrder {
  key: string;
  layouts: Layout[];
  palettes: Palette[];
  /** Name heads from the store's place: its city's nicknames, its city, its state's words. */
  heads: string[];
}

function storeOrder(brand: BrandBrief): StoreOrder {
  const key = `${brand.storeName}|${brand.city}|${brand.state}`.trim().toLowerCase();
  const order = new Rng(`order:${key}`);
  const layouts = order.shuffle(STORE_LAYOUTS);
  const palettes = order.shuffle(PALETTES);
  const place = placeOf(brand.city, brand.state);
  const short = (words: string[]) => words.filter((w) => w.length >= 2 && w.length <= 16);
  const heads = [
    ...short(place.cityNicknames),
    place.city,
    ...short(place.stateNicknames.map((nickname) => nickname.replace(/ State$/, ""))),
    ...short(place.symbols),
    place.stateName,
  ].filter((head, i, all) => head && all.findIndex((other) => other.toLowerCase() === head.toLowerCase()) === i);
  return { key, layouts, palettes, heads };
}

/** Slot index i's layout and palette: distinct pairs for the first lcm(L, P) slots (84 for 14 and 12). */
function storePick(order: StoreOrder, index: number): { layout: Layout; pal: Palette } {
  return {
    layout: order.layouts[index % order.layouts.length] as Layout,
    pal: order.palettes[index % order.palettes.length] as Palette,
  };
}

/**
 * Slot index i's product name: the store's place or the look, and the layout ("Mile High Seal Tee",
 * "Purple Haze Tarot Tee"). Each slot takes the first candidate no earlier slot of the store took,
 * so a store's names never repeat.
 */
function storeName(order: StoreOrder, index: number, kitColors: boolean): string {
  const used = new Set<string>();
  let name = "";
  for (let i = 0; i <= index; i++) {
    const { layout, pal } = storePick(order, i);
    // A brand kit's colours replace the palette's, so its name would describe a look not printed.
    const look = kitColors ? "Signature" : pal.name;
    const rotated = order.heads.map((_, k) => order.heads[(i + k) % order.heads.length] as string);
    const heads = i % 3 === 2 ? [look, ...rotated] : [...rotated, look];
    const candidates = [...heads, ...rotated.map((head) => `${head} ${look}`)].map((head) => `${head} ${layout.noun} Tee`);
    name = candidates.find((candidate) => !used.has(candidate)) ?? "";
    for (let round = 2; !name; round++) {
      const numbered = `${candidates[0]} ${roman(round)}`;
      if (!used.has(numbered)) name = numbered;
    }
    used.add(name);
  }
  return name;
}

function planStore(request: DesignRequest): Plan {
  const brand = request.brand!;
  const order = storeOrder(brand);
  const index = Math.max(0, Math.floor(request.slot) - 1);
  const { layout, pal: basePal } = storePick(order, index);
  const pal = brand.kit?.colors.length ? brandPalette(brand.kit.colors, basePal) : basePal;
  const rng = new Rng(`store:${order.key}:${request.slot}:${request.seed}`);
  const text = brandText(brand, rng.fork("text"), logoOf(brand.kit?.logoPng));
  // Variant: per store and layout, then the next one each time the layout comes round again, so two
  // stores draw a layout differently and a store's later slots are new compositions.
  const round = Math.floor(index / order.layouts.length);
  const variant = (hashString(`${order.key}|${layout.id}`) % 997) + round;
  const composition = COMPOSITIONS[(hashString(`${order.key}|setting|${layout.id}`) + round) % COMPOSITIONS.length]!;
  // The band's line walks the store's place lines slot by slot (so a batch does not repeat one),
  // skipping the lines the layout already prints.
  const local = placeLines(text.place!, brand.businessType);
  const line =
    local.map((_, k) => local[(index + k) % local.length] as string).find((l) => l !== text.tagline && l !== text.extra) ??
    text.location;
  const setting = { composition, line, tilt: rng.fork("tilt").range(-6, 6) };
  return { layout, pal, variant, text, name: storeName(order, index, pal !== basePal), rng, setting };
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
  return { layout, pal: PALETTES[0] as Palette, variant: 0, text, name, rng, custom };
}

export function composeDesign(request: DesignRequest): Design {
  const plan = request.brand ? planStore(request) : planCustom(request);
  const prefix = `hc${(hashString(`${request.seed}|${request.slot}|${plan.name}`) % 2176782336).toString(36)}`;
  const defs = new Defs(prefix);
  const drawn = plan.layout.render({
    rng: plan.rng.fork("draw"),
    pal: plan.pal,
    text: plan.text,
    defs,
    variant: plan.variant,
  });
  const body = plan.setting
    ? composeOnShirt(plan.setting.composition, drawn, { ...plan.setting, pal: plan.pal, logo: plan.text.logo })
    : drawn;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200" width="1200" height="1200">` +
    `<title>${escapeXml(plan.name)}</title>${defs.toString()}${body}</svg>`;
  if (plan.custom) {
    const { drawn: drawnSubjects, shirt, style } = plan.custom;
    return {
      name: plan.name,
      svg,
      layout: plan.layout.id,
      palette: `custom-${style}`,
      subjects: drawnSubjects,
      shirtColor: shirt,
    };
  }
  return { name: plan.name, svg, layout: plan.layout.id, palette: plan.pal.id, subjects: [] };
}
