/** Tarot: a card — numeral, an arched window with a cannabis scene, card title, the store's name. */
import { fitSize } from "../metrics.ts";
import { leaf, leafletPoints } from "../motifs/leaf.ts";
import { hillsD } from "../motifs/scenery.ts";
import { archD, burstD, crescentD, sparkleD, starD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import { circleD, keyline, n, path, polyline, rectD } from "../svg.ts";
import { centered, drawBlock, fitBlock } from "../typography.ts";
import { CX, type Layout } from "./types.ts";

const CARDS = [
  { title: "THE SUN", numeral: "XIX" },
  { title: "THE MOON", numeral: "XVIII" },
  { title: "THE STAR", numeral: "XVII" },
  { title: "THE WORLD", numeral: "XXI" },
  { title: "THE HIGH PRIESTESS", numeral: "II" },
] as const;

export const tarot: Layout = {
  id: "tarot",
  noun: "Tarot",
  render(ctx) {
    const { pal, text, rng, defs } = ctx;
    const card = CARDS[ctx.variant % CARDS.length]!;
    let out = "";
    const x = 240;
    const w = 720;
    const top = 24;
    const h = 1152;
    out += keyline(rectD(x, top, w, h, 34), pal.ink, pal.ink, pal.paper, { ink: 0, outer: 10 });
    out += path(rectD(x + 22, top + 22, w - 44, h - 44, 20), { fill: "none", stroke: pal.secondary, "stroke-width": 6 });
    out += path(rectD(x + 36, top + 36, w - 72, h - 72, 12), { fill: "none", stroke: pal.secondary, "stroke-width": 2 });
    // Corner stars.
    for (const [cx, cy] of [
      [x + 60, top + 60],
      [x + w - 60, top + 60],
      [x + 60, top + h - 60],
      [x + w - 60, top + h - 60],
    ] as const) {
      out += path(sparkleD(cx, cy, 16), { fill: pal.secondary });
    }
    // Numeral.
    out += centered(card.numeral, CX, 115, { font: "Anton", size: 64, fill: pal.secondary, letterSpacing: 0.14 });
    out += path(`M${n(CX - 190)} 115H${n(CX - 80)}M${n(CX + 80)} 115H${n(CX + 190)}`, {
      stroke: pal.secondary,
      "stroke-width": 4,
    });
    // Window.
    const wx = 300;
    const ww = 600;
    const wy = 170;
    const wh = 690;
    const windowD = archD(CX, wy, ww, wh);
    const sky = defs.linearGradient([
      [0, mix(pal.primary, pal.ink, 0.35)],
      [1, pal.primary],
    ]);
    out += path(windowD, { fill: sky });
    const clip = defs.clip(`<path d="${windowD}"/>`);
    let scene = "";
    const ground = hillsD(wx - 20, wx + ww + 20, wy + wh - 110, wy + wh + 10, rng);
    const groundFill = mix(pal.leafShade, pal.ink, 0.25);
    const sparkles = (count: number): string => {
      let d = "";
      for (let i = 0; i < count; i++)
        d += sparkleD(wx + 60 + rng.next() * (ww - 120), wy + 70 + rng.next() * 280, rng.range(8, 18));
      return path(d, { fill: pal.paper });
    };
    const plant = (size: number): string =>
      leaf(
        { x: CX, y: wy + wh - 150, size, leaflets: 9 },
        { fill: pal.leaf, ink: pal.ink, inkWidth: 12, veins: pal.leafShade, veinWidth: 4 },
      );
    switch (card.title) {
      case "THE SUN":
        scene += path(burstD(CX, wy + 250, 130, 270, 20, rng.range(0, 18), 0.45), {
          fill: mix(pal.secondary, pal.primary, 0.35),
        });
        scene += path(circleD(CX, wy + 250, 120), { fill: pal.secondary, stroke: pal.ink, "stroke-width": 8 });
        scene += path(ground, { fill: groundFill, stroke: pal.ink, "stroke-width": 8 });
        scene += plant(330);
        break;
      case "THE MOON":
        scene += sparkles(9);
        scene += path(crescentD(CX, wy + 230, 120, 60), { fill: pal.secondary, stroke: pal.ink, "stroke-width": 8 });
        scene += path(ground, { fill: groundFill, stroke: pal.ink, "stroke-width": 8 });
        scene += plant(310);
        break;
      case "THE STAR":
        scene += sparkles(7);
        scene += path(starD(CX, wy + 230, 130, 52, 8), {
          fill: pal.secondary,
          stroke: pal.ink,
          "stroke-width": 8,
          "stroke-linejoin": "round",
        });
        scene += path(ground, { fill: groundFill, stroke: pal.ink, "stroke-width": 8 });
        scene += plant(300);
        break;
      case "THE WORLD": {
        scene += sparkles(8);
        // A wreath of leaflets around a globe with a leaf in it.
        const cy = wy + 330;
        let wreath = "";
        for (let i = 0; i < 22; i++) {
          const a = (i / 22) * 360;
          const base = { x: CX + Math.sin((a * Math.PI) / 180) * 205, y: cy - Math.cos((a * Math.PI) / 180) * 205 };
          wreath += polyline(leafletPoints(base, { angle: a + 70, length: 70, width: 11 }, 6, 0.3));
        }
        scene += path(wreath, {
          fill: pal.leaf,
          stroke: pal.ink,
          "stroke-width": 5,
          "stroke-linejoin": "round",
          "paint-order": "stroke",
        });
        scene += path(circleD(CX, cy, 170), { fill: pal.secondary, stroke: pal.ink, "stroke-width": 8 });
        scene += leaf({ x: CX, y: cy + 70, size: 190, leaflets: 7 }, { fill: pal.leafShade, ink: pal.ink, inkWidth: 8 });
        break;
      }
      default: {
        // The High Priestess: two pillars, a crescent crown, the plant between.
        scene += sparkles(5);
        for (const side of [-1, 1]) {
          const px = CX + side * 210;
          scene += path(rectD(px - 34, wy + 160, 68, wh - 160, 4), {
            fill: side < 0 ? pal.ink : pal.paper,
            stroke: pal.ink,
            "stroke-width": 6,
          });
          scene += path(rectD(px - 46, wy + 140, 92, 30, 4), { fill: pal.secondary, stroke: pal.ink, "stroke-width": 6 });
          scene += centered(side < 0 ? "B" : "J", px, wy + 260, {
            font: "Anton",
            size: 44,
            fill: side < 0 ? pal.paper : pal.ink,
          });
        }
        scene += path(crescentD(CX, wy + 150, 70, 0, 0.5, 0.8), { fill: pal.secondary, stroke: pal.ink, "stroke-width": 6 });
        scene += path(ground, { fill: groundFill, stroke: pal.ink, "stroke-width": 8 });
        scene += plant(280);
      }
    }
    out += `<g clip-path="${clip}">${scene}</g>`;
    out += path(windowD, { fill: "none", stroke: pal.secondary, "stroke-width": 8 });
    // Card title.
    const titleSize = fitSize(card.title, "Anton", 560, 62, 0.1);
    out += centered(card.title, CX, 918, { font: "Anton", size: titleSize, fill: pal.secondary, letterSpacing: 0.1 });
    out += path(`M${n(CX - 240)} 968H${n(CX - 24)}M${n(CX + 24)} 968H${n(CX + 240)}`, {
      stroke: pal.secondary,
      "stroke-width": 3,
    });
    out += path(
      polyline([
        { x: CX, y: 956 },
        { x: CX + 12, y: 968 },
        { x: CX, y: 980 },
        { x: CX - 12, y: 968 },
      ]),
      { fill: pal.secondary },
    );
    // Store name and city.
    const block = fitBlock(text.title.toUpperCase(), "DM Sans", 580, 84, 52, 2, 0.1, 1.2);
    out += drawBlock(block, CX, 1040, { font: "DM Sans", fill: pal.paper, letterSpacing: 0.1 });
    const locSize = fitSize(text.location, "DM Sans", 520, 26, 0.3);
    out += centered(text.location, CX, 1115, { font: "DM Sans", size: locSize, fill: pal.secondary, letterSpacing: 0.3 });
    return out;
  },
};
