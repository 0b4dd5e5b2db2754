/**
 * How a store design sets its layout on the shirt: as drawn, under a headline of the store's place,
 * over it, tilted on a slab, or on a disc. The same layout in another composition reads as another
 * design (different masses, different silhouette), so stores that share a layout do not share a
 * look, and a store's later designs are new compositions of its earlier layouts.
 * The band and slab compositions have a spot for the brand kit's logo (the disc has no room).
 */
import type { Logo } from "./content.ts";
import { fitSize } from "./metrics.ts";
import { sparkleD } from "./motifs/shapes.ts";
import { mix, type Palette } from "./palettes.ts";
import { circleD, keyline, n, path, rectD } from "./svg.ts";
import { centered } from "./typography.ts";

export const COMPOSITIONS = ["full", "header", "footer", "slab", "disc"] as const;
export type Composition = (typeof COMPOSITIONS)[number];

/** The largest side of a logo on the 1200 px canvas (about 1.8 inches on the 12 inch print). */
export const LOGO_MAX = 170;

/** The logo, fitted into a `box` square centred on (cx, cy), keeping its aspect. */
export function logoImage(logo: Logo, cx: number, cy: number, box = LOGO_MAX): string {
  const side = Math.min(box, LOGO_MAX);
  const scale = side / Math.max(logo.width, logo.height);
  const w = logo.width * scale;
  const h = logo.height * scale;
  return `<image href="${logo.href}" x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" preserveAspectRatio="xMidYMid meet"/>`;
}

const scaled = (body: string, x: number, y: number, s: number, rotate = 0): string =>
  `<g transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)} ${n(600 * s)} ${n(600 * s)})` : ""} scale(${n(s)})">${body}</g>`;

/** A big line of the store's place with its logo (if any) beside it, centred on cy. */
function band(line: string, cy: number, pal: Palette, logo: Logo | undefined, font: "Anton" | "Permanent Marker"): string {
  const logoSide = logo ? 150 : 0;
  const width = 1000 - (logo ? logoSide + 30 : 0);
  const size = fitSize(line, font, width, font === "Anton" ? 150 : 120, font === "Anton" ? 0.04 : 0.02);
  const textCx = logo ? 100 + logoSide + 30 + width / 2 : 600;
  let out = "";
  if (logo) out += logoImage(logo, 100 + logoSide / 2, cy, logoSide);
  out += centered(line, textCx, cy, {
    font,
    size,
    fill: font === "Anton" ? pal.secondary : pal.paper,
    letterSpacing: font === "Anton" ? 0.04 : 0.02,
    stroke: pal.ink,
    strokeWidth: Math.max(10, size * 0.16),
  });
  return out;
}

/** Sets a layout's 1200 × 1200 drawing in a composition. */
export function composeOnShirt(
  composition: Composition,
  body: string,
  o: { pal: Palette; line: string; logo?: Logo; tilt: number },
): string {
  const { pal, line, logo } = o;
  switch (composition) {
    case "full":
      return body;
    case "header":
      return (
        band(line, 130, pal, logo, "Anton") +
        path(`M${n(160)} 232H${n(1040)}`, { stroke: pal.ink, "stroke-width": 14, "stroke-linecap": "round" }) +
        path(`M${n(160)} 232H${n(1040)}`, { stroke: pal.primary, "stroke-width": 6, "stroke-linecap": "round" }) +
        scaled(body, 165, 270, 0.725)
      );
    case "footer":
      return (
        scaled(body, 165, 20, 0.725) +
        path(sparkleD(95, 1060, 34) + sparkleD(1105, 1060, 34), { fill: pal.secondary, stroke: pal.ink, "stroke-width": 6 }) +
        band(line, 1065, pal, logo, "Permanent Marker")
      );
    case "slab": {
      // A tilted slab behind the layout, like a sticker slapped on a board. Dark, as the shirts the
      // layouts are drawn to read on, so a layout in the palette's own colours never washes out.
      const slab = rectD(150, 110, 900, 980, 60);
      let out = `<g transform="rotate(${n(o.tilt)} 600 600)">${keyline(slab, mix(pal.ink, pal.primary, 0.3), pal.ink, pal.paper, { ink: 8, outer: 12 })}</g>`;
      out += scaled(body, 96, 96, 0.84, -o.tilt * 0.6);
      if (logo) out += logoImage(logo, 1060, 1070, 150);
      return out;
    }
    case "disc": {
      let out = path(circleD(600, 600, 585), { fill: mix(pal.ink, pal.primary, 0.35), stroke: pal.ink, "stroke-width": 12 });
      out += path(circleD(600, 600, 555), { fill: "none", stroke: pal.paper, "stroke-width": 6 });
      return out + scaled(body, 132, 132, 0.78);
    }
  }
}
