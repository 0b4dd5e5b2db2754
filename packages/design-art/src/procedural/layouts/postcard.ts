/**
 * Postcard: "Greetings from" the store's city, its name in big outlined type over the place's own
 * scenery (peaks, skyline, mesas, coast or hills), a stamp with a leaf, the store's name below.
 * A store layout only: it needs a place.
 */
import { capHeight, fitSize } from "../metrics.ts";
import { cactusD, mesasD, skylineD } from "../motifs/landmarks.ts";
import { leaf } from "../motifs/leaf.ts";
import { hillsD, mountainsD, pineD, sunStripesD, wavesD } from "../motifs/scenery.ts";
import { dotRingD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import type { Scenery } from "../place.ts";
import type { Rng } from "../random.ts";
import { keyline, path, rectD } from "../svg.ts";
import { centered, DECORATIVE, layered } from "../typography.ts";
import { storeScenery } from "./store-scenery.ts";
import { CX, type Layout, type LayoutContext } from "./types.ts";

/** The place's scenery along the bottom of the card, closed down to `bottom`. */
function scenery(ctx: LayoutContext, kind: Scenery, x0: number, x1: number, base: number, bottom: number, rng: Rng): string {
  const { pal } = ctx;
  const back = mix(pal.accent, pal.ink, 0.35);
  const front = mix(pal.accent, pal.ink, 0.6);
  const line = { stroke: pal.ink, "stroke-width": 8, "stroke-linejoin": "round" } as const;
  let out = "";
  switch (kind) {
    case "mountains": {
      const range = mountainsD(x0, x1, base, 5, 130, 230, rng);
      out += path(range.d, { fill: back, ...line }) + path(range.snow, { fill: pal.paper });
      let pines = "";
      for (let i = 0; i < 10; i++) pines += pineD(x0 + 30 + (i / 9) * (x1 - x0 - 60), bottom, rng.range(90, 140));
      out += path(hillsD(x0, x1, base + 40, bottom, rng), { fill: front, ...line });
      out += path(pines, { fill: pal.leafShade, ...line, "stroke-width": 6, "paint-order": "stroke" });
      break;
    }
    case "skyline":
      out += path(skylineD(x0, x1, base + 30, 60, 260, rng), { fill: back, ...line });
      out += path(hillsD(x0, x1, base + 60, bottom, rng), { fill: front, ...line });
      break;
    case "desert": {
      out += path(mesasD(x0, x1, base + 20, 90, 200, rng), { fill: back, ...line });
      out += path(hillsD(x0, x1, base + 60, bottom, rng), { fill: front, ...line });
      let cacti = "";
      for (const t of [0.12, 0.85]) cacti += cactusD(x0 + (x1 - x0) * t, bottom - 10, rng.range(120, 170));
      out += path(cacti, { fill: pal.leafShade, ...line, "stroke-width": 6, "paint-order": "stroke" });
      break;
    }
    case "coast":
    case "lakes":
      for (let i = 0; i < 3; i++)
        out += path(wavesD(x0, x1, base + 40 + i * 40, bottom, 7 + i, 20), {
          fill: i % 2 === 0 ? pal.accent : mix(pal.accent, pal.paper, 0.35),
          ...line,
        });
      break;
    default:
      out += path(hillsD(x0, x1, base, bottom, rng), { fill: back, ...line });
      out += path(hillsD(x0, x1, base + 60, bottom, rng), { fill: front, ...line });
  }
  return out;
}

export const postcard: Layout = {
  id: "postcard",
  noun: "Postcard",
  render(ctx) {
    const { pal, defs, text, rng } = ctx;
    const place = text.place;
    const city = (place?.city ?? text.city ?? text.title).toUpperCase();
    const x = 80;
    const y = 200;
    const w = 1040;
    const h = 720;
    const card = rectD(x, y, w, h, 28);
    let out = keyline(card, pal.paper, pal.ink, pal.paper, { ink: 10, outer: 8 });
    // The picture side: sky, a striped sun, the place's scenery.
    const inner = rectD(x + 26, y + 26, w - 52, h - 52, 14);
    const clip = defs.clip(`<path d="${inner}"/>`);
    const sky = defs.linearGradient([
      [0, mix(pal.primary, pal.ink, 0.2)],
      [1, mix(pal.primary, pal.secondary, 0.6)],
    ]);
    let picture = path(inner, { fill: sky });
    const sunX = ctx.variant % 2 === 0 ? x + w * 0.35 : x + w * 0.65;
    picture += path(sunStripesD(sunX, y + 330, 150, 5, y + 200, y + 480), { fill: pal.secondary });
    picture += scenery(ctx, storeScenery(ctx, "mountains"), x, x + w, y + h - 230, y + h, rng);
    out += `<g clip-path="${clip}">${picture}</g>`;
    out += path(inner, { fill: "none", stroke: pal.ink, "stroke-width": 8 });
    // "Greetings from" in script, the city in big outlined type.
    // The script sits on the other side from the stamp.
    const stampRight = ctx.variant % 2 === 0;
    out += centered("Greetings from", stampRight ? x + 330 : x + w - 330, y + 90, {
      font: "Permanent Marker",
      size: 64,
      fill: pal.paper,
      stroke: pal.ink,
      strokeWidth: 14,
    });
    const size = fitSize(city, "Anton", w - 160, 240, 0.03);
    const baseline = y + h / 2 - 20 + (capHeight("Anton") * size) / 2;
    const style = { font: "Anton" as const, size, letterSpacing: 0.03 };
    out += layered(city, CX + 14, baseline + 14, { ...style, fill: pal.ink }, [{ color: pal.ink, width: 24 }], DECORATIVE);
    out += layered(city, CX, baseline, { ...style, fill: pal.secondary }, [
      { color: pal.paper, width: 40 },
      { color: pal.ink, width: 24 },
    ]);
    // Stamp: perforated edge, a leaf, the state.
    const sx = stampRight ? x + w - 130 : x + 130;
    const sy = y + 120;
    out += path(dotRingD(sx, sy, 88, 28, 7), { fill: pal.ink });
    out += keyline(rectD(sx - 70, sy - 82, 140, 164, 6), pal.paper, pal.ink, pal.paper, { ink: 5 });
    out += leaf({ x: sx, y: sy - 2, size: 78, leaflets: 7 }, { fill: pal.leaf, ink: pal.ink, inkWidth: 6 });
    if (text.state) out += centered(text.state, sx, sy + 56, { font: "Anton", size: 30, fill: pal.ink, letterSpacing: 0.1 });
    // The store's name and its line under the card.
    const title = text.title.toUpperCase();
    const titleSize = fitSize(title, "Anton", 980, 120, 0.04);
    out += centered(title, CX, 1010, {
      font: "Anton",
      size: titleSize,
      fill: pal.paper,
      letterSpacing: 0.04,
      stroke: pal.ink,
      strokeWidth: Math.max(10, titleSize * 0.15),
    });
    const line = `${text.location} · ${text.tagline}`;
    out += centered(line, CX, 1120, {
      font: "DM Sans",
      size: fitSize(line, "DM Sans", 960, 34, 0.18),
      fill: pal.secondary,
      letterSpacing: 0.18,
      stroke: pal.ink,
      strokeWidth: 8,
    });
    return out;
  },
};
