/** Sticker bomb: a pile of die-cut stickers — a round logo, a star, a number tag, a joint, a flame or bud, a slogan strip. */

import { fitSize } from "../metrics.ts";
import { bud } from "../motifs/bud.ts";
import { flame } from "../motifs/flame.ts";
import { leaf } from "../motifs/leaf.ts";
import { crescentD, scallopD, sparkleD, starD } from "../motifs/shapes.ts";
import { joint } from "../motifs/smoking.ts";
import { mix } from "../palettes.ts";
import { circleD, keyline, n, path, rectD } from "../svg.ts";
import { arcText, centered } from "../typography.ts";
import { CX, type Layout } from "./types.ts";

const DIE = 14;

export const stickers: Layout = {
  id: "stickers",
  noun: "Sticker Bomb",
  render(ctx) {
    const { pal, rng, defs, text } = ctx;
    let out = "";
    const rot = (deg: number, x: number, y: number, body: string): string =>
      `<g transform="rotate(${n(deg)} ${n(x)} ${n(y)})">${body}</g>`;
    // Star or moon sticker, top left.
    if (ctx.variant % 3 === 2) {
      out += keyline(crescentD(215, 235, 150, 60), pal.secondary, pal.ink, pal.paper, { ink: 7, outer: DIE });
      out += path(starD(260, 210, 26) + starD(205, 300, 16), {
        fill: pal.paper,
        stroke: pal.ink,
        "stroke-width": 5,
        "paint-order": "stroke",
      });
    } else {
      out += rot(
        rng.range(-15, 15),
        210,
        230,
        keyline(starD(210, 230, 150, 70, 5), pal.secondary, pal.ink, pal.paper, { ink: 7, outer: DIE }) +
          path(starD(210, 236, 80, 36, 5), { fill: "none", stroke: pal.ink, "stroke-width": 5, "stroke-linejoin": "round" }),
      );
    }
    // Number tag, top right.
    const tagWord = text.kind === "smoke_shop" ? rng.pick(["710", "420", "LIT"]) : rng.pick(["420", "HIGH", "KIND"]);
    const tag =
      keyline(rectD(820, 140, 300, 150, 26), pal.accent, pal.ink, pal.paper, { ink: 7, outer: DIE }) +
      centered(tagWord, 970, 215, {
        font: "Anton",
        size: fitSize(tagWord, "Anton", 240, 110, 0.04),
        fill: pal.paper,
        letterSpacing: 0.04,
        stroke: pal.ink,
        strokeWidth: 14,
      });
    out += rot(rng.range(6, 14), 970, 215, tag);
    // Joint sticker, bottom left.
    out += joint(
      70,
      1010,
      400,
      -28,
      { paper: pal.paper, filter: pal.secondary, ink: pal.ink, ember: "#f7722a", ash: "#9a9a9a" },
      7,
      { color: pal.paper, width: DIE },
    );
    // Flame or bud, bottom right.
    if (ctx.variant % 2 === 0) {
      out += flame(975, 1110, 300, 400, { outer: "#e8412c", middle: "#f7922a", inner: "#ffd25a", ink: pal.ink }, rng, 7, {
        color: pal.paper,
        width: DIE,
      });
    } else {
      out += keyline(circleD(975, 930, 170), pal.secondary, pal.ink, pal.paper, { ink: 7, outer: DIE });
      out += bud(
        975,
        930,
        270,
        { light: pal.leaf, dark: pal.leafShade, pistil: "#e8892b", ink: pal.ink, frost: pal.paper },
        rng,
        4,
      );
    }
    // Main round logo sticker.
    const mx = 575;
    const my = 560;
    const r = 330;
    const mainShape = Math.floor(ctx.variant / 2) % 2 === 0 ? circleD(mx, my, r) : scallopD(mx, my, r - 6, 30, 9);
    const main =
      keyline(mainShape, pal.primary, pal.ink, pal.paper, { ink: 8, outer: DIE }) +
      path(circleD(mx, my, r - 92), { fill: mix(pal.primary, pal.ink, 0.25), stroke: pal.paper, "stroke-width": 6 }) +
      arcText(defs, text.title.toUpperCase(), {
        cx: mx,
        cy: my,
        r: r - 47,
        side: "top",
        span: 240,
        style: { font: "Anton", size: 76, fill: pal.paper, letterSpacing: 0.05 },
      }).svg +
      arcText(defs, text.location, {
        cx: mx,
        cy: my,
        r: r - 47,
        side: "bottom",
        span: 100,
        style: { font: "DM Sans", size: 40, fill: pal.secondary, letterSpacing: 0.16 },
      }).svg +
      leaf(
        { x: mx, y: my + 80, size: 250, leaflets: 7 },
        { fill: pal.leaf, ink: pal.ink, inkWidth: 14, paper: pal.paper, paperWidth: 10, veins: pal.leafShade, veinWidth: 4 },
      ) +
      path(sparkleD(mx - 160, my - 90, 22) + sparkleD(mx + 165, my - 60, 16), { fill: pal.secondary });
    out += rot(rng.range(-8, 4), mx, my, main);
    // Slogan strip over the bottom.
    const slogan = text.tagline;
    const sw = 640;
    const strip =
      keyline(rectD(CX - sw / 2 + 40, 930, sw, 110, 10), pal.paper, pal.ink, pal.paper, { ink: 7, outer: DIE }) +
      centered(slogan, CX + 40, 985, {
        font: "Permanent Marker",
        size: fitSize(slogan, "Permanent Marker", sw - 70, 60),
        fill: pal.primary,
      });
    out += rot(rng.range(-7, -2), CX + 40, 985, strip);
    // Small sparkle stickers.
    out += keyline(sparkleD(90, 620, 56) + sparkleD(1110, 520, 48), pal.secondary, pal.ink, pal.paper, { ink: 6, outer: 10 });
    return out;
  },
};
