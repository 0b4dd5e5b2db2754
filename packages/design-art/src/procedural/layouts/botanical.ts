/** Botanical: a vintage scientific plate — a whole plant with fan leaves and colas in an arched frame, name plaque below. */

import { fitSize } from "../metrics.ts";
import { bud } from "../motifs/bud.ts";
import { leaf } from "../motifs/leaf.ts";
import { archD, sparkleD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import { keyline, n, path, rectD } from "../svg.ts";
import { centered, drawBlock, fitBlock } from "../typography.ts";
import { CX, type Layout } from "./types.ts";

export const botanical: Layout = {
  id: "botanical",
  noun: "Botanical",
  render(ctx) {
    const { pal, text, rng } = ctx;
    let out = "";
    const frameTop = 60;
    const frameH = 900;
    const frameW = 800;
    // Paper plate with an ink border and a fine inner rule.
    if (ctx.variant % 2 === 0) {
      out += keyline(archD(CX, frameTop, frameW, frameH), pal.paper, pal.ink, pal.paper, { ink: 6, outer: 0 });
      out += path(archD(CX, frameTop + 22, frameW - 44, frameH - 44), { fill: "none", stroke: pal.ink, "stroke-width": 3 });
    } else {
      // A framed specimen card with corner marks.
      const x0 = CX - frameW / 2;
      out += keyline(rectD(x0, frameTop + 60, frameW, frameH - 60, 10), pal.paper, pal.ink, pal.paper, { ink: 6, outer: 0 });
      out += path(rectD(x0 + 20, frameTop + 80, frameW - 40, frameH - 100, 4), {
        fill: "none",
        stroke: pal.ink,
        "stroke-width": 3,
      });
      for (const [cx, cy] of [
        [x0 + 20, frameTop + 80],
        [x0 + frameW - 20, frameTop + 80],
      ] as const) {
        out += path(sparkleD(cx, cy, 22), { fill: pal.primary, stroke: pal.ink, "stroke-width": 3 });
      }
      const plate = `PL. ${["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"][ctx.variant % 10]}`;
      out += centered(plate, x0 + 60, frameTop + 122, {
        font: "DM Sans",
        size: 22,
        fill: pal.ink,
        letterSpacing: 0.3,
        anchor: "start",
      });
    }
    // The plant.
    const baseY = 880;
    const topY = 270;
    const sway = rng.range(-30, 30);
    const stem = `M${n(CX)} ${n(baseY)}C${n(CX + sway)} ${n(baseY - 200)} ${n(CX - sway)} ${n(topY + 250)} ${n(CX)} ${n(topY)}`;
    const stemAt = (t: number): number => CX + sway * 0.75 * Math.sin(Math.PI * t) * (t < 0.5 ? 1 : -1) * 0.5;
    const ink = 6;
    let leaves = "";
    let petioles = "";
    const tiers: Array<[number, number, number]> = [
      // [height fraction, leaf size, angle]
      [0.16, 250, 62],
      [0.4, 215, 50],
      [0.62, 170, 40],
    ];
    tiers.forEach(([t, size, angle], i) => {
      const y = baseY - (baseY - topY) * t;
      const x = stemAt(t);
      for (const side of [-1, 1]) {
        const a = side * (angle + rng.range(-5, 5));
        const len = size * 0.35;
        const bx = x + Math.sin((a * Math.PI) / 180) * len;
        const by = y - Math.cos((a * Math.PI) / 180) * len;
        petioles += `M${n(x)} ${n(y)}L${n(bx)} ${n(by)}`;
        leaves += leaf(
          { x: bx, y: by, size, rotation: a, leaflets: i === 2 ? 5 : 7, stem: false },
          {
            fill: (i + (side > 0 ? 1 : 0)) % 2 === 0 ? pal.leaf : mix(pal.leaf, pal.leafShade, 0.45),
            ink: pal.ink,
            inkWidth: ink,
            veins: pal.leafShade,
            veinWidth: 3,
          },
        );
      }
    });
    out += path(stem + petioles, { fill: "none", stroke: pal.ink, "stroke-width": 22, "stroke-linecap": "round" });
    out += path(stem + petioles, { fill: "none", stroke: pal.leafShade, "stroke-width": 12, "stroke-linecap": "round" });
    out += leaves;
    const budColors = {
      light: mix(pal.leaf, pal.paper, 0.15),
      dark: pal.leafShade,
      pistil: "#e8892b",
      ink: pal.ink,
      frost: pal.paper,
    };
    out += bud(CX, topY - 10, 250, budColors, rng, 3.5);
    for (const side of [-1, 1]) out += bud(stemAt(0.52) + side * 40, baseY - (baseY - topY) * 0.52 - 20, 110, budColors, rng, 3);
    // Caption and plate marks.
    out += centered("CANNABIS SATIVA L.", CX, 915, { font: "DM Sans", size: 26, fill: pal.ink, letterSpacing: 0.32 });
    out += path(sparkleD(CX - 330, 880, 16) + sparkleD(CX + 330, 880, 16), { fill: pal.primary });
    // Name plaque.
    const plaqueY = 960;
    const plaqueH = 200;
    out += keyline(rectD(110, plaqueY, 980, plaqueH, 14), pal.ink, pal.ink, pal.paper, { ink: 0, outer: 8 });
    out += path(rectD(124, plaqueY + 14, 952, plaqueH - 28, 8), { fill: "none", stroke: pal.secondary, "stroke-width": 3 });
    const block = fitBlock(text.title.toUpperCase(), "DM Sans", 860, 92, 70, 2, 0.12, 1.2);
    out += drawBlock(block, CX, plaqueY + 74, { font: "DM Sans", fill: pal.paper, letterSpacing: 0.12 });
    const locSize = fitSize(text.location, "DM Sans", 700, 30, 0.34);
    out += centered(text.location, CX, plaqueY + 152, {
      font: "DM Sans",
      size: locSize,
      fill: pal.secondary,
      letterSpacing: 0.34,
    });
    return out;
  },
};
