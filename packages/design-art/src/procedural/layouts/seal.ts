/** Seal: a round badge — name arched over the top of a ring, city under it, a motif in the middle. */

import { bannerD, burstD, dotRingD, raysD, ropeD, scallopD, starD, zigzagD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import { circleD, keyline, path } from "../svg.ts";
import { arcText, pathText } from "../typography.ts";
import { centerMotif, pickCenter } from "./common.ts";
import { CX, type Layout } from "./types.ts";

export const seal: Layout = {
  id: "seal",
  noun: "Seal",
  render(ctx) {
    const { pal, defs, text } = ctx;
    const cy = 600;
    const edge = (["scallop", "zigzag", "rope", "plain"] as const)[ctx.variant % 4]!;
    const outer = 548;
    const inner = 372;
    let out = "";
    // Outer body.
    const body =
      edge === "scallop"
        ? scallopD(CX, cy, outer - 10, 36, 12)
        : edge === "zigzag"
          ? zigzagD(CX, cy, outer - 10, 48, 12)
          : circleD(CX, cy, outer);
    out += keyline(body, pal.ink, pal.ink, pal.paper, { ink: 0, outer: 10 });
    out += path(circleD(CX, cy, outer - 34), { fill: "none", stroke: pal.secondary, "stroke-width": 6 });
    if (edge === "rope")
      out += path(ropeD(CX, cy, outer - 16, 120, 18), {
        fill: "none",
        stroke: pal.secondary,
        "stroke-width": 5,
        "stroke-linecap": "round",
      });
    if (edge === "plain") out += path(dotRingD(CX, cy, outer - 16, 90, 5), { fill: pal.secondary });
    // Ring text.
    const ringMid = (outer - 34 + inner) / 2;
    const title = arcText(defs, text.title.toUpperCase(), {
      cx: CX,
      cy,
      r: ringMid,
      side: "top",
      span: 230,
      style: { font: "Anton", size: 108, fill: pal.paper, letterSpacing: 0.06 },
    });
    out += title.svg;
    out += arcText(defs, text.location, {
      cx: CX,
      cy,
      r: ringMid,
      side: "bottom",
      span: 110,
      style: { font: "DM Sans", size: Math.min(62, title.size * 0.75), fill: pal.secondary, letterSpacing: 0.16 },
    }).svg;
    // Separator stars at the two ends of the bottom text.
    out += path(
      starD(CX - ringMid * Math.sin(2.15), cy - ringMid * Math.cos(2.15), 22) +
        starD(CX + ringMid * Math.sin(2.15), cy - ringMid * Math.cos(2.15), 22),
      {
        fill: pal.secondary,
      },
    );
    // Inner disc with rays.
    out += path(circleD(CX, cy, inner), { fill: pal.primary, stroke: pal.paper, "stroke-width": 8 });
    // Background pattern, kept inside the disc by construction (clip paths are slow to render).
    const rim = inner - 4;
    const rayStyle = ctx.variant % 3;
    if (rayStyle === 0) out += path(raysD(CX, cy, 0, rim, 24, 0.5), { fill: mix(pal.primary, pal.paper, 0.16) });
    else if (rayStyle === 1) out += path(burstD(CX, cy, 40, rim, 16, 0, 0.55), { fill: mix(pal.primary, pal.ink, 0.18) });
    else {
      for (let i = 0; i < 5; i++)
        out += path(circleD(CX, cy, 70 + i * 70), {
          fill: "none",
          stroke: mix(pal.primary, pal.paper, 0.18),
          "stroke-width": 22,
        });
    }
    out += centerMotif(ctx, pickCenter(ctx), CX, cy - 40, 500);
    // Tagline banner across the lower disc.
    const banner = bannerD(CX, cy + 250, 520, 84, -14, 70);
    out += keyline(banner.back, mix(pal.secondary, pal.ink, 0.3), pal.ink, pal.paper, { ink: 5 });
    out += keyline(banner.front, pal.secondary, pal.ink, pal.paper, { ink: 5 });
    out += pathText(defs, text.tagline, banner.textD, banner.textLength, {
      font: "DM Sans",
      size: 34,
      fill: pal.ink,
      letterSpacing: 0.14,
    }).svg;
    // A couple of sparkles.
    out += path(starD(CX - 250, cy - 150, 16) + starD(CX + 250, cy - 150, 16), { fill: pal.paper });
    return out;
  },
};
