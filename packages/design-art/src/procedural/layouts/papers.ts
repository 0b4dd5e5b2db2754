/** Rolling Papers: the store as a vintage rolling-papers booklet, with a rolled joint and sparkles. */
import { fitSize } from "../metrics.ts";
import { leaf } from "../motifs/leaf.ts";
import { scallopD, sparkleD, starD } from "../motifs/shapes.ts";
import { joint, papersBooklet } from "../motifs/smoking.ts";
import { mix } from "../palettes.ts";
import { circleD, keyline, n, path, rectD } from "../svg.ts";
import { centered, drawBlock, fitBlock } from "../typography.ts";
import { CX, type Layout } from "./types.ts";

export const papers: Layout = {
  id: "papers",
  noun: "Rolling Papers",
  render(ctx) {
    const { pal, text } = ctx;
    let out = "";
    const w = 700;
    const h = 940;
    const cy = 610;
    const top = cy - h / 2;
    const bk = papersBooklet(CX, cy, w, h);
    const tilt = ctx.variant % 2 === 0 ? 0 : -4;
    out += `<g transform="rotate(${tilt} ${CX} ${cy})">`;
    out += keyline(bk.sheet, pal.paper, pal.ink, pal.paper, { ink: 6 });
    out += keyline(bk.cover, pal.primary, pal.ink, pal.paper, { ink: 8, outer: 10 });
    // Cover border.
    out += path(rectD(CX - w / 2 + 26, top + 26, w - 52, h * 0.78 - 40, 10), {
      fill: "none",
      stroke: pal.paper,
      "stroke-width": 5,
    });
    out += path(rectD(CX - w / 2 + 40, top + 40, w - 80, h * 0.78 - 68, 6), {
      fill: "none",
      stroke: pal.paper,
      "stroke-width": 2,
    });
    // Top line.
    const kicker =
      text.kind === "custom"
        ? "FINE ROLLING PAPERS"
        : text.kind === "smoke_shop"
          ? "GENUINE ROLLING PAPERS"
          : "FINE CANNABIS · EST. LOCAL";
    out += centered(kicker, CX, top + 92, {
      font: "DM Sans",
      size: fitSize(kicker, "DM Sans", w - 160, 28, 0.26),
      fill: pal.paper,
      letterSpacing: 0.26,
    });
    // Emblem.
    const ey = top + 300;
    const emblem = ctx.variant % 2 === 0 ? scallopD(CX, ey, 150, 28, 8) : circleD(CX, ey, 150);
    out += keyline(emblem, pal.paper, pal.ink, pal.paper, { ink: 6 });
    out += path(circleD(CX, ey, 122), { fill: "none", stroke: pal.primary, "stroke-width": 5 });
    out += leaf(
      { x: CX, y: ey + 60, size: 170, leaflets: 7 },
      { fill: pal.leaf, ink: pal.ink, inkWidth: 10, veins: pal.leafShade, veinWidth: 3 },
    );
    out += path(starD(CX - 200, ey, 16) + starD(CX + 200, ey, 16), { fill: pal.secondary });
    // Title.
    const regionTop = ey + 175;
    const regionBottom = top + h * 0.78 - 90;
    const block = fitBlock(text.title.toUpperCase(), "Anton", w - 130, regionBottom - regionTop, 130, 3, 0.03, 1.04);
    const titleCy = (regionTop + regionBottom) / 2;
    out += drawBlock(block, CX, titleCy, { font: "Anton", fill: pal.paper, letterSpacing: 0.03 }, [
      { color: pal.ink, width: 16 },
    ]);
    out += centered(text.tagline, CX, regionBottom + 44, {
      font: "DM Sans",
      size: fitSize(text.tagline, "DM Sans", w - 160, 28, 0.2),
      fill: pal.paper,
      letterSpacing: 0.2,
    });
    // Flap: city.
    const flapTop = top + h * 0.78;
    out += keyline(bk.flap, pal.secondary, pal.ink, pal.paper, { ink: 6 });
    out += path(`M${n(CX - w / 2)} ${n(flapTop)}H${n(CX + w / 2)}`, { stroke: pal.ink, "stroke-width": 8 });
    const locSize = fitSize(text.location, "Anton", w - 120, 84, 0.08);
    out += centered(text.location, CX, flapTop + (h * 0.22) / 2, {
      font: "Anton",
      size: locSize,
      fill: pal.ink,
      letterSpacing: 0.08,
    });
    out += "</g>";
    // A rolled one leaning on the booklet.
    out += joint(
      CX + w / 2 + 120,
      cy - 250,
      430,
      98,
      { paper: pal.paper, filter: pal.secondary, ink: pal.ink, ember: "#f7722a", ash: "#9a9a9a" },
      8,
    );
    // Sparkles around.
    out += path(sparkleD(130, 300, 34) + sparkleD(1100, 880, 26) + sparkleD(150, 900, 22), {
      fill: mix(pal.secondary, pal.paper, 0.2),
      stroke: pal.ink,
      "stroke-width": 6,
      "paint-order": "stroke",
    });
    return out;
  },
};
