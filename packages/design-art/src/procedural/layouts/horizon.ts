/** Horizon: a 70s striped sunset with plants (or peaks, or waves) on the skyline, name in offset retro type. */
import { capHeight } from "../metrics.ts";
import { mesasD, skylineD } from "../motifs/landmarks.ts";
import { leaf } from "../motifs/leaf.ts";
import { mountainsD, sunStripesD, wavesD } from "../motifs/scenery.ts";
import { mix } from "../palettes.ts";
import type { Scenery } from "../place.ts";
import { circleD, keyline, n, path, rectD } from "../svg.ts";
import { DECORATIVE, fitBlock, layered } from "../typography.ts";
import { pill, scatterStars } from "./common.ts";
import { storeScenery } from "./store-scenery.ts";
import { CX, type Layout } from "./types.ts";

/** What a store's place puts on the skyline. */
const HORIZON_SCENE: Record<Scenery, "plants" | "peaks" | "waves" | "city" | "mesas"> = {
  mountains: "peaks",
  coast: "waves",
  lakes: "waves",
  desert: "mesas",
  skyline: "city",
  plains: "plants",
  forest: "plants",
};

export const horizon: Layout = {
  id: "horizon",
  noun: "Horizon",
  render(ctx) {
    const { pal, defs, text, rng } = ctx;
    let out = "";
    const sunCy = 500;
    const r = 340;
    const horizonY = sunCy + 150;
    // Outline rings behind the sun.
    out += path(circleD(CX, sunCy, r + 34), { fill: "none", stroke: pal.primary, "stroke-width": 10 });
    out += path(circleD(CX, sunCy, r + 62), { fill: "none", stroke: pal.secondary, "stroke-width": 6 });
    // Striped sun, clipped to above the horizon.
    const grad = defs.linearGradient([
      [0, pal.secondary],
      [0.55, pal.primary],
      [1, pal.accent],
    ]);
    out += path(sunStripesD(CX, sunCy, r, 5, sunCy - r * 0.2, horizonY), { fill: grad });
    // Skyline.
    const scene = ctx.text.place
      ? HORIZON_SCENE[storeScenery(ctx, "plains")]
      : (["plants", "peaks", "waves", "plants"] as const)[ctx.variant % 4]!;
    const skyline = defs.clip(`<path d="${rectD(0, 0, 1200, horizonY + 4)}"/>`);
    if (scene === "plants") {
      const plants: Array<[number, number, number]> = [
        [CX - 250, horizonY - 30, 190],
        [CX + 240, horizonY - 20, 210],
        [CX, horizonY - 60, 270],
      ];
      let g = "";
      for (const [x, y, s] of plants) {
        // A plant: stalk and three stacked leaves.
        g += path(`M${n(x)} ${n(horizonY + 10)}L${n(x)} ${n(y - s * 0.5)}`, {
          stroke: pal.ink,
          "stroke-width": 22,
          "stroke-linecap": "round",
        });
        g += path(`M${n(x)} ${n(horizonY + 10)}L${n(x)} ${n(y - s * 0.5)}`, {
          stroke: pal.leafShade,
          "stroke-width": 10,
          "stroke-linecap": "round",
        });
        g += leaf(
          { x: x - 10, y: y + s * 0.2, size: s * 0.7, rotation: -58, leaflets: 7, stem: false },
          { fill: pal.leafShade, ink: pal.ink, inkWidth: 12 },
        );
        g += leaf(
          { x: x + 10, y: y + s * 0.05, size: s * 0.7, rotation: 58, leaflets: 7, stem: false },
          { fill: pal.leafShade, ink: pal.ink, inkWidth: 12 },
        );
        g += leaf(
          { x, y: y - s * 0.35, size: s * 0.95, leaflets: 7, stem: false },
          { fill: pal.leaf, ink: pal.ink, inkWidth: 12, veins: pal.leafShade, veinWidth: 4 },
        );
      }
      out += `<g clip-path="${skyline}">${g}</g>`;
    } else if (scene === "peaks") {
      const range = mountainsD(CX - r - 60, CX + r + 60, horizonY + 2, 4, 140, 250, rng);
      out += `<g clip-path="${skyline}">${path(range.d, { fill: mix(pal.primary, pal.ink, 0.55), stroke: pal.ink, "stroke-width": 10, "stroke-linejoin": "round" })}${path(range.snow, { fill: pal.paper })}</g>`;
      out += leaf({ x: CX, y: sunCy - 40, size: 150, leaflets: 7, stem: false }, { fill: pal.leaf, ink: pal.ink, inkWidth: 12 });
    } else if (scene === "city" || scene === "mesas") {
      const x0 = CX - r - 60;
      const x1 = CX + r + 60;
      const d = scene === "city" ? skylineD(x0, x1, horizonY + 2, 60, 230, rng) : mesasD(x0, x1, horizonY + 2, 80, 190, rng);
      out += `<g clip-path="${skyline}">${path(d, { fill: mix(pal.primary, pal.ink, 0.55), stroke: pal.ink, "stroke-width": 10, "stroke-linejoin": "round" })}</g>`;
      out += leaf({ x: CX, y: sunCy - 60, size: 150, leaflets: 7, stem: false }, { fill: pal.leaf, ink: pal.ink, inkWidth: 12 });
    } else {
      let waves = "";
      for (let i = 0; i < 3; i++)
        waves += path(wavesD(CX - r - 80, CX + r + 80, horizonY - 70 + i * 36, horizonY + 4, 6 + i, 24), {
          fill: i % 2 === 0 ? pal.accent : mix(pal.accent, pal.paper, 0.35),
          stroke: pal.ink,
          "stroke-width": 8,
        });
      out += `<g clip-path="${defs.clip(`<path d="${circleD(CX, sunCy, r + 80)}"/>`)}">${waves}</g>`;
      out += leaf(
        { x: CX, y: sunCy - 10, size: 210, leaflets: 7, stem: false },
        { fill: pal.leaf, ink: pal.ink, inkWidth: 12, paper: pal.paper, paperWidth: 10 },
      );
    }
    // Horizon bar.
    out += keyline(rectD(CX - r - 120, horizonY - 6, (r + 120) * 2, 30, 15), pal.ink, pal.ink, pal.paper, { ink: 0, outer: 8 });
    // Title: retro offset type.
    const block = fitBlock(text.title.toUpperCase(), "Anton", 1040, 270, 200, 2, 0.02, 1.02);
    const top = horizonY + 70;
    const cap = capHeight("Anton");
    block.lines.forEach((line, i) => {
      const y = top + cap * block.size + i * block.leading;
      const style = { font: "Anton" as const, size: block.size, letterSpacing: 0.02 };
      out += layered(line, CX + 12, y + 12, { ...style, fill: pal.primary }, [{ color: pal.ink, width: 20 }], DECORATIVE);
      out += layered(line, CX, y, { ...style, fill: pal.secondary }, [
        { color: pal.paper, width: 34 },
        { color: pal.ink, width: 20 },
      ]);
    });
    const after = top + block.height + 70;
    out += pill(pal, text.location, CX, Math.min(after, 1130), 760, { size: 42, spacing: 0.24 });
    out += scatterStars(
      pal,
      rng,
      [
        [60, 60, 180, 300],
        [960, 60, 180, 300],
      ],
      6,
      pal.paper,
    );
    return out;
  },
};
