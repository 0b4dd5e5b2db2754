/** Draws a prompt's subjects as die-cut stickers in a square box: one hero, up to two companions. */
import { bud } from "../procedural/motifs/bud.ts";
import { leaf } from "../procedural/motifs/leaf.ts";
import type { Palette } from "../procedural/palettes.ts";
import type { Rng } from "../procedural/random.ts";
import { type Defs, n } from "../procedural/svg.ts";
import type { Icon } from "./icon-set.ts";
import type { Subject } from "./subjects.ts";

/** Gives an icon's own ids (gradients, clips) a prefix, so two icons in one SVG never collide. */
export function prefixIds(body: string, prefix: string): string {
  const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] as string);
  let out = body;
  for (const id of ids) {
    const safe = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out
      .replace(new RegExp(`\\bid="${safe}"`, "g"), `id="${prefix}-${id}"`)
      .replace(new RegExp(`url\\(#${safe}\\)`, "g"), `url(#${prefix}-${id})`)
      .replace(new RegExp(`href="#${safe}"`, "g"), `href="#${prefix}-${id}"`);
  }
  return out;
}

/** The icon in one flat colour: its outline, stroked wide under the real icon, makes the keyline. */
function silhouette(body: string, color: string): string {
  return body.replace(/\b(fill|stroke)="(?!none)[^"]*"/g, `$1="${color}"`);
}

/**
 * One icon centred on (cx, cy), `size` wide, with a light die-cut rim outside a dark ink line,
 * like the engine's own motifs. The icon's paths are kept as the library draws them.
 */
export function iconSticker(icon: Icon, cx: number, cy: number, size: number, pal: Palette, defs: Defs): string {
  const scale = size / icon.size;
  const rim = (width: number, color: string, label: string): string =>
    `<g fill="${color}" stroke="${color}" stroke-width="${n((width * 2) / scale)}" stroke-linejoin="round" stroke-linecap="round">` +
    `${silhouette(prefixIds(icon.body, defs.id(label)), color)}</g>`;
  const ink = Math.max(5, size * 0.024);
  const paper = Math.max(8, size * 0.04);
  return (
    `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${scale.toFixed(4)})" data-icon="${icon.name}">` +
    rim(ink + paper, pal.paper, "rim") +
    rim(ink, pal.ink, "ink") +
    prefixIds(icon.body, defs.id("icon")) +
    "</g>"
  );
}

function subjectArt(subject: Subject, cx: number, cy: number, size: number, pal: Palette, defs: Defs, rng: Rng): string {
  const inkWidth = Math.max(5, size * 0.02);
  if (subject.kind === "icon") return iconSticker(subject.icon, cx, cy, size, pal, defs);
  if (subject.kind === "leaf") {
    return leaf(
      { x: cx, y: cy + size * 0.32, size: size * 0.62, leaflets: 7 },
      {
        fill: pal.leaf,
        ink: pal.ink,
        inkWidth: inkWidth * 2,
        paper: pal.paper,
        paperWidth: inkWidth * 1.6,
        veins: pal.leafShade,
      },
    );
  }
  return bud(
    cx,
    cy,
    size * 0.9,
    { light: pal.leaf, dark: pal.leafShade, pistil: "#f08a24", ink: pal.ink, frost: pal.paper },
    rng,
    inkWidth,
  );
}

/**
 * The subjects in a box `size` wide centred on (cx, cy): the first is the hero; a second sits in
 * front at its lower right (a bear "holding" a joint); a third balances it at the lower left.
 */
export function drawSubjects(
  subjects: readonly Subject[],
  cx: number,
  cy: number,
  size: number,
  pal: Palette,
  defs: Defs,
  rng: Rng,
): string {
  const [hero, second, third] = subjects;
  if (!hero) return "";
  if (!second) return subjectArt(hero, cx, cy, size * 0.92, pal, defs, rng);
  if (!third) {
    return (
      subjectArt(hero, cx - size * 0.1, cy - size * 0.08, size * 0.74, pal, defs, rng) +
      subjectArt(second, cx + size * 0.26, cy + size * 0.24, size * 0.44, pal, defs, rng)
    );
  }
  return (
    subjectArt(hero, cx, cy - size * 0.1, size * 0.64, pal, defs, rng) +
    subjectArt(third, cx - size * 0.31, cy + size * 0.26, size * 0.38, pal, defs, rng) +
    subjectArt(second, cx + size * 0.31, cy + size * 0.26, size * 0.38, pal, defs, rng)
  );
}
