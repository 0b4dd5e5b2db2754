/** Hot Box: a leaf in flames, the name across a ribbon in front, the city below. */

import { fitSize } from "../metrics.ts";
import { bud } from "../motifs/bud.ts";
import { flame } from "../motifs/flame.ts";
import { leaf } from "../motifs/leaf.ts";
import { bannerD, sparkleD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import { keyline, path } from "../svg.ts";
import { centered, pathText } from "../typography.ts";
import { pill } from "./common.ts";
import { CX, type Layout } from "./types.ts";

export const hotbox: Layout = {
  id: "hotbox",
  noun: "Hot Box",
  render(ctx) {
    const { pal, rng, defs, text } = ctx;
    let out = "";
    const fireColors = {
      outer: pal.primary === "#e63946" ? "#c81d25" : "#e63946",
      middle: "#f7922a",
      inner: "#ffd25a",
      ink: pal.ink,
    };
    // Side flames then the big one, with a light die-cut rim.
    const rim = { color: pal.paper, width: 10 };
    out += flame(CX - 250, 820, 300, 420, fireColors, rng, 8, rim);
    out += flame(CX + 250, 820, 300, 440, fireColors, rng, 8, rim);
    out += flame(CX, 840, 600, 690, fireColors, rng, 9, rim);
    // A leaf (or a bud) in the fire.
    out +=
      ctx.variant % 2 === 0
        ? leaf(
            { x: CX, y: 700, size: 360, leaflets: 9 },
            { fill: pal.leaf, ink: pal.ink, inkWidth: 18, paper: pal.paper, paperWidth: 12, veins: pal.leafShade, veinWidth: 5 },
          )
        : bud(CX, 600, 420, { light: pal.leaf, dark: pal.leafShade, pistil: "#e8892b", ink: pal.ink, frost: pal.paper }, rng, 7);
    // Ribbon with the name.
    const banner = bannerD(CX, 880, 840, 150, Math.floor(ctx.variant / 2) % 2 === 0 ? 22 : -18, 100);
    out += keyline(banner.back, mix(pal.primary, pal.ink, 0.4), pal.ink, pal.paper, { ink: 8, outer: 8 });
    out += keyline(banner.front, pal.primary, pal.ink, pal.paper, { ink: 8, outer: 8 });
    out += pathText(defs, text.title.toUpperCase(), banner.textD, banner.textLength, {
      font: "Anton",
      size: 104,
      fill: pal.paper,
      letterSpacing: 0.04,
      stroke: pal.ink,
      strokeWidth: 10,
    }).svg;
    out += pill(pal, text.location, CX, 1060, 640, { size: 40, spacing: 0.24, fill: pal.secondary });
    // Tagline above the fire.
    const tag = text.kind === "smoke_shop" ? text.tagline : text.extra;
    out += centered(tag, CX, 100, {
      font: "Permanent Marker",
      size: fitSize(tag, "Permanent Marker", 820, 80),
      fill: pal.secondary,
      stroke: pal.ink,
      strokeWidth: 14,
    });
    out += path(sparkleD(170, 300, 28) + sparkleD(1030, 260, 22) + sparkleD(1060, 520, 16) + sparkleD(130, 560, 18), {
      fill: pal.secondary,
      stroke: pal.ink,
      "stroke-width": 6,
      "paint-order": "stroke",
    });
    return out;
  },
};
