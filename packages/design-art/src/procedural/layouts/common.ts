/** Pieces several layouts share: outline recipes, pills, scattered stars, the centre motif. */
import { type FontName, fitSize, textWidth } from "../metrics.ts";
import { bud } from "../motifs/bud.ts";
import { leaf } from "../motifs/leaf.ts";
import { sparkleD, starD } from "../motifs/shapes.ts";
import { joint } from "../motifs/smoking.ts";
import { mix, type Palette } from "../palettes.ts";
import type { Rng } from "../random.ts";
import { keyline, rectD } from "../svg.ts";
import { centered, type OutlineLayer } from "../typography.ts";
import type { LayoutContext } from "./types.ts";

/** Outline layers for big type: light rim outside a dark rim (reads on any shirt). */
export function rims(pal: Palette, ink: number, paper: number): OutlineLayer[] {
  return [
    { color: pal.paper, width: 2 * (ink + paper) },
    { color: pal.ink, width: 2 * ink },
  ];
}

/** A rounded label: ink body, paper keyline, centred text. */
export function pill(
  pal: Palette,
  label: string,
  cx: number,
  cy: number,
  maxWidth: number,
  opts: { font?: FontName; size?: number; fill?: string; body?: string; spacing?: number; padX?: number; height?: number } = {},
): string {
  const font = opts.font ?? "DM Sans";
  const spacing = opts.spacing ?? 0.18;
  const padX = opts.padX ?? 34;
  const size = fitSize(label, font, maxWidth - padX * 2, opts.size ?? 40, spacing);
  const width = Math.min(maxWidth, textWidth(label, font, size, spacing) + padX * 2);
  const height = opts.height ?? size * 1.9;
  const d = rectD(cx - width / 2, cy - height / 2, width, height, height / 2);
  return (
    keyline(d, opts.body ?? pal.ink, pal.ink, pal.paper, { ink: 0, outer: 6 }) +
    centered(label, cx, cy, { font, size, fill: opts.fill ?? pal.paper, letterSpacing: spacing })
  );
}

/** Sparkles and little stars scattered in the given boxes, avoiding nothing in particular. */
export function scatterStars(
  pal: Palette,
  rng: Rng,
  boxes: Array<[number, number, number, number]>,
  count: number,
  fill = pal.secondary,
): string {
  let d = "";
  let dots = "";
  for (let i = 0; i < count; i++) {
    const [x, y, w, h] = boxes[i % boxes.length] as [number, number, number, number];
    const px = x + rng.next() * w;
    const py = y + rng.next() * h;
    if (rng.chance(0.6)) d += sparkleD(px, py, rng.range(14, 30));
    else dots += starD(px, py, rng.range(10, 18), undefined, 5, rng.range(0, 72));
  }
  return `<path d="${d}${dots}" fill="${fill}" stroke="${pal.ink}" stroke-width="5" stroke-linejoin="round" paint-order="stroke"/>`;
}

export type CenterMotif = "leaf" | "bud" | "joint" | "leaf-trio";

/** A centre illustration that fits a box `size` tall centred on (cx, cy). */
export function centerMotif(ctx: LayoutContext, motif: CenterMotif, cx: number, cy: number, size: number, ink = 7): string {
  const { pal, rng } = ctx;
  switch (motif) {
    case "leaf":
      return leaf(
        { x: cx, y: cy + size * 0.18, size: size * 0.58, leaflets: rng.pick([7, 9] as const) },
        {
          fill: pal.leaf,
          ink: pal.ink,
          inkWidth: ink * 2,
          paper: pal.paper,
          paperWidth: ink * 1.6,
          veins: pal.leafShade,
          veinWidth: size * 0.008,
        },
      );
    case "leaf-trio":
      return (
        leaf(
          { x: cx, y: cy + size * 0.3, size: size * 0.42, rotation: -38, leaflets: 7 },
          { fill: pal.leafShade, ink: pal.ink, inkWidth: ink * 2, veins: mix(pal.leafShade, pal.ink, 0.35) },
        ) +
        leaf(
          { x: cx, y: cy + size * 0.3, size: size * 0.42, rotation: 38, leaflets: 7 },
          { fill: pal.leafShade, ink: pal.ink, inkWidth: ink * 2, veins: mix(pal.leafShade, pal.ink, 0.35) },
        ) +
        leaf(
          { x: cx, y: cy + size * 0.24, size: size * 0.55, leaflets: 9 },
          { fill: pal.leaf, ink: pal.ink, inkWidth: ink * 2, veins: pal.leafShade },
        )
      );
    case "bud":
      return bud(
        cx,
        cy,
        size * 0.92,
        {
          light: pal.leaf,
          dark: pal.leafShade,
          pistil: pal.accent === pal.leaf ? pal.secondary : "#f08a24",
          ink: pal.ink,
          frost: pal.paper,
        },
        rng,
        ink * 0.8,
      );
    case "joint":
      return joint(
        cx - size * 0.45,
        cy + size * 0.18,
        size * 0.95,
        -22,
        { paper: pal.paper, filter: pal.secondary, ink: pal.ink, ember: "#f7722a", ash: "#9a9a9a" },
        ink,
      );
  }
}

export function pickCenter(ctx: LayoutContext): CenterMotif {
  const options: CenterMotif[] =
    ctx.text.kind === "smoke_shop" ? ["leaf", "joint", "leaf-trio", "bud"] : ["leaf", "bud", "leaf-trio", "leaf"];
  return options[ctx.variant % options.length] as CenterMotif;
}
