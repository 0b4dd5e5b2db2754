/** Smoke Signals: a lit joint whose smoke curls up around the name, set in marker script. */
import { leaf } from "../motifs/leaf.ts";
import { sparkleD } from "../motifs/shapes.ts";
import { swirlD, wispD } from "../motifs/smoke.ts";
import { joint } from "../motifs/smoking.ts";
import { mix } from "../palettes.ts";
import { path } from "../svg.ts";
import { drawBlock, fitBlock } from "../typography.ts";
import { pill } from "./common.ts";
import { CX, type Layout } from "./types.ts";

export const smokeSignals: Layout = {
  id: "smoke",
  noun: "Smoke Signals",
  render(ctx) {
    const { pal, rng, text } = ctx;
    let out = "";
    const flip = ctx.variant % 2 === 1;
    const emberX = flip ? 800 : 400;
    const emberY = 930;
    // Smoke: three outlined wisps rising from the ember, with curls.
    const smokeFill = mix(pal.paper, pal.secondary, 0.25);
    let wisps = "";
    const specs = [
      { dx: -40, height: 720, drift: flip ? -160 : 160, width: 74, curl: 60 },
      { dx: 0, height: 820, drift: flip ? 80 : -80, width: 58, curl: 0 },
      { dx: 30, height: 600, drift: flip ? -320 : 320, width: 50, curl: 46 },
    ];
    for (const s of specs)
      wisps += wispD(
        {
          x: emberX + s.dx * 0.3,
          y: emberY - 20,
          height: s.height,
          drift: s.drift,
          width: s.width,
          curl: s.curl,
          waves: rng.range(1.1, 1.6),
          amplitude: 90,
        },
        rng,
      );
    out += path(wisps, { fill: pal.ink, stroke: pal.paper, "stroke-width": 28, "stroke-linejoin": "round" });
    out += path(wisps, { fill: smokeFill, stroke: pal.ink, "stroke-width": 10, "stroke-linejoin": "round" });
    const swirls =
      swirlD(emberX + (flip ? -260 : 260), 330, 60, 1.2, !flip) + swirlD(emberX + (flip ? 180 : -180), 240, 40, 1.1, flip);
    out += path(swirls, { fill: "none", stroke: pal.ink, "stroke-width": 22, "stroke-linecap": "round" });
    out += path(swirls, { fill: "none", stroke: smokeFill, "stroke-width": 10, "stroke-linecap": "round" });
    // The joint.
    out += joint(
      emberX,
      emberY,
      520,
      flip ? 160 : 20,
      { paper: pal.paper, filter: pal.secondary, ink: pal.ink, ember: "#f7722a", ash: "#9a9a9a" },
      8,
    );
    // Name in marker script over the smoke.
    const block = fitBlock(text.title, "Permanent Marker", 1020, 330, 170, 2, 0, 1.05);
    out += `<g transform="rotate(-5 ${CX} 520)">`;
    out += drawBlock(block, CX, 520, { font: "Permanent Marker", fill: pal.secondary }, [
      { color: pal.paper, width: 44 },
      { color: pal.ink, width: 26 },
    ]);
    out += "</g>";
    // Little leaves and sparkles.
    out += leaf(
      { x: flip ? 230 : 970, y: 1040, size: 130, leaflets: 7, rotation: flip ? -20 : 20 },
      { fill: pal.leaf, ink: pal.ink, inkWidth: 12, paper: pal.paper, paperWidth: 10 },
    );
    out += path(sparkleD(150, 180, 26) + sparkleD(1050, 240, 20) + sparkleD(1080, 780, 18), {
      fill: pal.secondary,
      stroke: pal.ink,
      "stroke-width": 6,
      "paint-order": "stroke",
    });
    // Location + tagline at the bottom.
    out += pill(pal, text.location, CX, 1110, 720, { size: 40, spacing: 0.22, fill: pal.secondary });
    return out;
  },
};
