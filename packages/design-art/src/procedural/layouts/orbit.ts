/** Orbit: a ringed planet wearing a leaf, a starfield, the name in big outlined type. */
import { capHeight, fitSize } from "../metrics.ts";
import { leaf } from "../motifs/leaf.ts";
import { planetBandsD, planetRingD } from "../motifs/scenery.ts";
import { crescentD, sparkleD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import { circleD, keyline, n, path } from "../svg.ts";
import { centered, drawBlock, fitBlock } from "../typography.ts";
import { rims } from "./common.ts";
import { CX, type Layout } from "./types.ts";

export const orbit: Layout = {
  id: "orbit",
  noun: "Orbit",
  render(ctx) {
    const { pal, rng, defs, text } = ctx;
    let out = "";
    // Even variants: planet above the name. Odd: name on top, planet rising below it.
    const titleFirst = ctx.variant % 2 === 1;
    const cy = titleFirst ? 790 : 450;
    const r = 250;
    const tilt = ctx.variant % 2 === 0 ? -16 : 14;
    const ring = planetRingD(CX, cy, 470, 110, 56);
    const ringFill = pal.secondary;
    // Stars.
    let stars = "";
    let dots = "";
    for (let i = 0; i < 16; i++) {
      const x = rng.range(60, 1140);
      const y = titleFirst ? rng.range(420, 1160) : rng.range(40, 820);
      if (Math.hypot(x - CX, y - cy) < r + 60) continue;
      if (i % 3 === 0) stars += sparkleD(x, y, rng.range(16, 30));
      else dots += circleD(x, y, rng.range(4, 8));
    }
    out += path(stars, { fill: pal.paper, stroke: pal.ink, "stroke-width": 6, "paint-order": "stroke" });
    out += path(dots, { fill: pal.secondary });
    // Moon.
    out += keyline(crescentD(titleFirst ? 170 : 1000, titleFirst ? 1060 : 150, 70, 250), pal.paper, pal.ink, pal.paper, {
      ink: 6,
    });
    // Ring back half, planet, ring front half.
    const ringKey = (d: string): string => keyline(d, ringFill, pal.ink, pal.paper, { ink: 7, outer: 6 });
    out += `<g transform="rotate(${tilt} ${CX} ${cy})">${ringKey(ring.back)}</g>`;
    out += keyline(circleD(CX, cy, r), pal.primary, pal.ink, pal.paper, { ink: 9, outer: 10 });
    const clip = defs.clip(`<path d="${circleD(CX, cy, r)}"/>`);
    out += `<g clip-path="${clip}">${path(planetBandsD(CX, cy, r, rng), { fill: mix(pal.primary, pal.paper, 0.22) })}${path(circleD(CX + r * 0.35, cy + r * 0.3, r), { fill: mix(pal.primary, pal.ink, 0.3), opacity: 0.55 })}</g>`;
    out += leaf(
      { x: CX, y: cy + 70, size: 220, leaflets: 7 },
      { fill: pal.leaf, ink: pal.ink, inkWidth: 12, veins: pal.leafShade, veinWidth: 4 },
    );
    out += `<g transform="rotate(${tilt} ${CX} ${cy})">${ringKey(ring.front)}</g>`;
    // Title.
    const block = fitBlock(text.title.toUpperCase(), "Anton", 1040, 230, 190, 2, 0.03, 1.02);
    const titleCy = (titleFirst ? 70 : 800) + block.height / 2;
    out += drawBlock(block, CX, titleCy, { font: "Anton", fill: pal.secondary, letterSpacing: 0.03 }, rims(pal, 11, 8));
    const after = titleCy + block.height / 2;
    const cap = capHeight("DM Sans");
    const loc = text.location;
    const size = fitSize(loc, "DM Sans", 800, 44, 0.3);
    out += centered(loc, CX, Math.min(1140, after + 40 + (cap * size) / 2), {
      font: "DM Sans",
      size,
      fill: pal.paper,
      letterSpacing: 0.3,
      stroke: pal.ink,
      strokeWidth: 12,
    });
    out += path(
      `M${n(CX - 520)} ${n(Math.min(1140, after + 40 + (cap * size) / 2))}h120M${n(CX + 400)} ${n(Math.min(1140, after + 40 + (cap * size) / 2))}h120`,
      { stroke: pal.secondary, "stroke-width": 5 },
    );
    return out;
  },
};
