/** Varsity: collegiate arched name with triple outlines, a giant number, a script city with a swoosh. */
import { capHeight, fitSize } from "../metrics.ts";
import { leaf } from "../motifs/leaf.ts";
import { starD } from "../motifs/shapes.ts";
import { mix } from "../palettes.ts";
import { n, path } from "../svg.ts";
import { arcText, centered, DECORATIVE, fitBlock, layered, type OutlineLayer } from "../typography.ts";
import { CX, type Layout } from "./types.ts";

export const varsity: Layout = {
  id: "varsity",
  noun: "Varsity",
  render(ctx) {
    const { pal, defs, text, rng } = ctx;
    let out = "";
    const layers: OutlineLayer[] = [
      { color: pal.paper, width: 40 },
      { color: pal.ink, width: 28 },
      { color: pal.secondary, width: 14 },
    ];
    // Title: arched if it fits big enough on one line, else two straight lines.
    const title = text.title.toUpperCase();
    const arcR = 980;
    const arcMid = 250;
    const arcCy = arcMid + arcR;
    const single = fitSize(title, "Anton", 1000, 170, 0.03);
    let titleBottom: number;
    if (single >= 95) {
      out += arcText(defs, title, {
        cx: CX,
        cy: arcCy,
        r: arcR,
        side: "top",
        span: 58,
        style: { font: "Anton", size: 170, fill: pal.primary, letterSpacing: 0.03 },
        layers,
      }).svg;
      titleBottom = arcMid + (capHeight("Anton") * Math.min(single, 170)) / 2 + 20;
    } else {
      const block = fitBlock(title, "Anton", 1000, 330, 150, 3, 0.03, 1.08);
      const top = 90;
      block.lines.forEach((line, i) => {
        out += layered(
          line,
          CX,
          top + capHeight("Anton") * block.size + i * block.leading,
          { font: "Anton", size: block.size, fill: pal.primary, letterSpacing: 0.03 },
          layers,
        );
      });
      titleBottom = top + block.height;
    }
    // Big numerals with a leaf behind them.
    const choices = text.kind === "smoke_shop" ? ["710", "420", text.state ?? "420"] : ["420", text.state ?? "OG", "OG"];
    const big = (choices[ctx.variant % choices.length] as string) || "420";
    const numCy = Math.max(titleBottom + 250, 650);
    out += leaf(
      { x: CX, y: numCy + 190, size: 450, leaflets: 9, rotation: 0, spread: 1.12 },
      { fill: pal.leaf, ink: pal.ink, inkWidth: 22, paper: pal.paper, paperWidth: 16, veins: pal.leafShade, veinWidth: 5 },
    );
    const numSize = fitSize(big, "Anton", 520, 330, 0.02);
    out += centered(
      big,
      CX + 10,
      numCy + 12,
      { font: "Anton", size: numSize, fill: pal.ink, letterSpacing: 0.02, stroke: pal.ink, strokeWidth: 44 },
      DECORATIVE,
    );
    const numLayers: OutlineLayer[] = [
      { color: pal.paper, width: 44 },
      { color: pal.ink, width: 30 },
      { color: pal.primary, width: 14 },
    ];
    out += layered(
      big,
      CX,
      numCy + (capHeight("Anton") * numSize) / 2,
      { font: "Anton", size: numSize, fill: pal.secondary, letterSpacing: 0.02 },
      numLayers,
    );
    // Script city with a swoosh underline.
    const scriptY = Math.min(1040, numCy + (capHeight("Anton") * numSize) / 2 + 150);
    const city = text.city ? text.city : text.location;
    const scriptSize = fitSize(city, "Permanent Marker", 820, 140);
    const sy = scriptY + 26;
    const swoosh = `M${n(CX - 440)} ${n(sy)}C${n(CX - 200)} ${n(sy + 40)} ${n(CX + 200)} ${n(sy + 30)} ${n(CX + 480)} ${n(sy - 60)}C${n(CX + 240)} ${n(sy + 70)} ${n(CX - 160)} ${n(sy + 100)} ${n(CX - 440)} ${n(sy)}Z`;
    out += `<g transform="rotate(-6 ${CX} ${n(scriptY)})">`;
    out += path(swoosh, { fill: pal.primary, stroke: pal.paper, "stroke-width": 26, "stroke-linejoin": "round" });
    out += path(swoosh, { fill: pal.primary, stroke: pal.ink, "stroke-width": 12, "stroke-linejoin": "round" });
    out += layered(city, CX, scriptY, { font: "Permanent Marker", size: scriptSize, fill: pal.paper }, [
      { color: pal.paper, width: 34 },
      { color: pal.ink, width: 22 },
    ]);
    out += "</g>";
    // State / tagline line at the bottom.
    const bottomLine = text.state ? `${text.location} · ${text.tagline}` : text.tagline;
    const lineSize = fitSize(bottomLine, "DM Sans", 900, 40, 0.2);
    out += centered(bottomLine, CX, Math.min(1150, scriptY + 120), {
      font: "DM Sans",
      size: lineSize,
      fill: pal.secondary,
      letterSpacing: 0.2,
      stroke: pal.ink,
      strokeWidth: 10,
    });
    // Stars flanking the numerals.
    const starFill = mix(pal.secondary, pal.paper, 0.2);
    for (const side of [-1, 1]) {
      out += path(starD(CX + side * 440, numCy - 40, 42, 18, 5, rng.range(-8, 8)), {
        fill: starFill,
        stroke: pal.ink,
        "stroke-width": 8,
        "stroke-linejoin": "round",
        "paint-order": "stroke",
      });
      out += path(starD(CX + side * 510, numCy + 60, 26, 11), {
        fill: starFill,
        stroke: pal.ink,
        "stroke-width": 7,
        "stroke-linejoin": "round",
        "paint-order": "stroke",
      });
    }
    return out;
  },
};
