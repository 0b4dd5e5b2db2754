/** Summit: a round mountain badge — peaks, pines, a leaf rising like the sun — with the name on a ribbon. */

import { fitSize } from "../metrics.ts";
import { cactusD, mesasD, skylineD } from "../motifs/landmarks.ts";
import { leaf } from "../motifs/leaf.ts";
import { hillsD, mountainsD, pineD, wavesD } from "../motifs/scenery.ts";
import { bannerD, polygonD as polygonDPath, raysD, starD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import { circleD, keyline, path } from "../svg.ts";
import { arcText, centered, pathText } from "../typography.ts";
import { storeScenery } from "./store-scenery.ts";
import { CX, type Layout } from "./types.ts";

export const summit: Layout = {
  id: "summit",
  noun: "Summit",
  render(ctx) {
    const { pal, rng, defs, text } = ctx;
    let out = "";
    const cy = 520;
    const hex = ctx.variant % 2 === 1;
    const R = 440;
    // Hexagons are flat-topped; their apothems match the circle's radii so the ring band is the same.
    const toVertex = 2 / Math.sqrt(3);
    const outerD = hex ? polygonDPath(CX, cy, (R + 6) * toVertex, 6, 30) : circleD(CX, cy, R);
    const innerR = R - 78;
    const innerD = hex ? polygonDPath(CX, cy, (innerR + 4) * toVertex, 6, 30) : circleD(CX, cy, innerR);
    out += keyline(outerD, pal.ink, pal.ink, pal.paper, { ink: 0, outer: 10 });
    const locStyle = { font: "DM Sans" as const, size: 44, fill: pal.paper, letterSpacing: 0.22 };
    if (hex)
      out += centered(text.location, CX, cy - R + 39, { ...locStyle, size: fitSize(text.location, "DM Sans", 400, 44, 0.22) });
    else out += arcText(defs, text.location, { cx: CX, cy, r: R - 40, side: "top", span: 120, style: locStyle }).svg;
    const starAngle = hex ? 1.0472 : 1.2;
    const starR = hex ? R - 30 : R - 40;
    out += path(
      starD(CX - starR * Math.sin(starAngle), cy - starR * Math.cos(starAngle), 18) +
        starD(CX + starR * Math.sin(starAngle), cy - starR * Math.cos(starAngle), 18),
      { fill: pal.secondary },
    );
    // Scene inside the inner shape.
    const clip = defs.clip(`<path d="${innerD}"/>`);
    const sky = defs.linearGradient([
      [0, pal.primary],
      [1, mix(pal.primary, pal.secondary, 0.55)],
    ]);
    let scene = path(innerD, { fill: sky });
    scene += path(raysD(CX, cy + 40, 120, 600, 18, 0.45), { fill: mix(pal.primary, pal.paper, 0.12) });
    // Leaf rising like the sun.
    scene += path(circleD(CX, cy + 30, 150), { fill: pal.secondary, stroke: pal.ink, "stroke-width": 8 });
    scene += leaf(
      { x: CX, y: cy + 90, size: 200, leaflets: 7, stem: false },
      { fill: pal.leaf, ink: pal.ink, inkWidth: 10, veins: pal.leafShade, veinWidth: 3 },
    );
    // The store's own scenery: peaks only where the place has them (a skyline, mesas or hills elsewhere).
    const scenery = storeScenery(ctx, "mountains");
    const backFill = mix(pal.accent, pal.ink, 0.35);
    const frontFill = mix(pal.accent, pal.ink, 0.6);
    const outline = { stroke: pal.ink, "stroke-width": 8, "stroke-linejoin": "round" } as const;
    if (scenery === "mountains") {
      const back = mountainsD(CX - innerR - 20, CX + innerR + 20, cy + 250, 5, 120, 200, rng);
      scene += path(back.d, { fill: backFill, ...outline });
      scene += path(back.snow, { fill: pal.paper });
      const front = mountainsD(CX - innerR - 60, CX + innerR + 60, cy + 330, 3, 120, 190, rng);
      scene += path(front.d, { fill: frontFill, ...outline });
      scene += path(front.snow, { fill: mix(pal.paper, pal.accent, 0.15) });
    } else if (scenery === "skyline") {
      scene += path(skylineD(CX - innerR - 20, CX + innerR + 20, cy + 300, 80, 300, rng), { fill: backFill, ...outline });
      scene += path(hillsD(CX - innerR - 60, CX + innerR + 60, cy + 300, cy + innerR + 20, rng), { fill: frontFill, ...outline });
    } else if (scenery === "desert") {
      scene += path(mesasD(CX - innerR - 20, CX + innerR + 20, cy + 300, 90, 200, rng), { fill: backFill, ...outline });
      scene += path(hillsD(CX - innerR - 60, CX + innerR + 60, cy + 320, cy + innerR + 20, rng), { fill: frontFill, ...outline });
    } else {
      scene += path(hillsD(CX - innerR - 20, CX + innerR + 20, cy + 230, cy + innerR + 20, rng), { fill: backFill, ...outline });
      if (scenery === "coast" || scenery === "lakes")
        scene += path(wavesD(CX - innerR - 40, CX + innerR + 40, cy + 290, cy + innerR + 20, 7, 18), {
          fill: mix(pal.accent, pal.paper, 0.2),
          ...outline,
        });
      else
        scene += path(hillsD(CX - innerR - 60, CX + innerR + 60, cy + 310, cy + innerR + 20, rng), {
          fill: frontFill,
          ...outline,
        });
    }
    let pines = "";
    for (let i = 0; i < 9; i++) {
      const x = CX - innerR + 30 + (i / 8) * (innerR * 2 - 60) + rng.range(-15, 15);
      pines +=
        scenery === "desert"
          ? cactusD(x, cy + innerR + 10, rng.range(100, 150))
          : pineD(x, cy + innerR + 10, rng.range(110, 170));
    }
    scene += path(pines, {
      fill: pal.leafShade,
      stroke: pal.ink,
      "stroke-width": 6,
      "stroke-linejoin": "round",
      "paint-order": "stroke",
    });
    out += `<g clip-path="${clip}">${scene}</g>`;
    out += path(innerD, { fill: "none", stroke: pal.paper, "stroke-width": 8 });
    // Ribbon with the name.
    const banner = bannerD(CX, cy + R - 10, 900, 140, -26, 110);
    out += keyline(banner.back, mix(pal.secondary, pal.ink, 0.35), pal.ink, pal.paper, { ink: 7, outer: 8 });
    out += keyline(banner.front, pal.secondary, pal.ink, pal.paper, { ink: 7, outer: 8 });
    out += pathText(defs, text.title.toUpperCase(), banner.textD, banner.textLength, {
      font: "Anton",
      size: 96,
      fill: pal.ink,
      letterSpacing: 0.04,
    }).svg;
    // Tagline under the ribbon.
    const tagY = cy + R + 150;
    out += pathText(defs, text.tagline, (s) => `M100 ${tagY + s}H1100`, 760, {
      font: "DM Sans",
      size: 36,
      fill: pal.paper,
      letterSpacing: 0.3,
      stroke: pal.ink,
      strokeWidth: 10,
    }).svg;
    return out;
  },
};
