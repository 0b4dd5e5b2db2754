/** Wordmark: streetwear stacked type — each word its own full-width line, outlined echoes, small print. */
import { capHeight, fitSize, textWidth } from "../metrics.ts";
import { leaf } from "../motifs/leaf.ts";
import { keyline, n, path, rectD } from "../svg.ts";
import { centered, DECORATIVE, layered, text as textEl } from "../typography.ts";
import { CX, type Layout } from "./types.ts";

const GLUE = new Set(["&", "+", "N", "'N'", "OF", "THE", "AND", "A", "AT", "ON", "IN"]);

/** Words with tiny connectors ("&", "OF") glued to a neighbour. */
function chunks(words: string[]): string[] {
  const out: string[] = [];
  let pending = "";
  for (const w of words) {
    if (GLUE.has(w) || w.length <= 1) {
      if (out.length > 0 && !pending) out[out.length - 1] = `${out[out.length - 1]} ${w}`;
      else pending = pending ? `${pending} ${w}` : w;
      continue;
    }
    out.push(pending ? `${pending} ${w}` : w);
    pending = "";
  }
  if (pending) out.push(pending);
  return out;
}

/** Groups chunks into at most `max` lines of similar length. */
function balance(parts: string[], max: number): string[] {
  if (parts.length <= max) return parts;
  const total = parts.join(" ").length;
  const target = total / max;
  const lines: string[] = [];
  let current = "";
  for (const w of parts) {
    if (current && current.length + 1 + w.length > target * 1.15 && lines.length < max - 1) {
      lines.push(current);
      current = w;
    } else current = current ? `${current} ${w}` : w;
  }
  if (current) lines.push(current);
  return lines;
}

export const wordmark: Layout = {
  id: "wordmark",
  noun: "Wordmark",
  render(ctx) {
    const { pal, text } = ctx;
    let out = "";
    const slapped = Math.floor(ctx.variant / 2) % 2 === 1;
    const lines = balance(chunks(text.title.toUpperCase().split(/\s+/).filter(Boolean)), 3);
    const width = 1000;
    const cap = capHeight("Anton");
    const gap = 24;
    const echoes = lines.length >= 3 ? 1 : 2;
    let sizes = lines.map((l) => fitSize(l, "Anton", width, 300, 0.01));
    const heightOf = (ss: number[]): number =>
      ss.reduce((a, s) => a + s * cap, 0) + gap * (ss.length - 1) + echoes * ((ss[0] as number) * cap + gap);
    const maxHeight = slapped ? 680 : 760;
    const fixed = gap * (lines.length - 1 + echoes);
    if (heightOf(sizes) > maxHeight) {
      const k = (maxHeight - fixed) / (heightOf(sizes) - fixed);
      sizes = sizes.map((s) => s * k);
    }
    const total = heightOf(sizes);
    const firstSize = sizes[0] as number;
    const echoStep = firstSize * cap + gap;
    const echoTop = (slapped ? 520 : 560) - total / 2;
    const blockTop = echoTop + echoes * echoStep;
    // Even variants centre the stack; odd ones set it flush left, streetwear-style.
    const left = ctx.variant % 2 === 1;
    const anchor = left ? ("start" as const) : ("middle" as const);
    const x = left ? 100 : CX;
    const fills = [pal.primary, pal.secondary];
    const mainFill = fills[Math.floor(ctx.variant / 2) % 2] as string;
    // Outline echoes of the first line, stepping upward.
    for (let e = echoes; e >= 1; e--) {
      const y = blockTop + firstSize * cap - e * echoStep;
      out += textEl(
        lines[0] as string,
        x,
        y,
        {
          font: "Anton",
          size: firstSize,
          fill: "none",
          letterSpacing: 0.01,
          anchor,
          stroke: e === 1 ? pal.primary : pal.accent,
          strokeWidth: 5,
          opacity: e === 1 ? 1 : 0.75,
        },
        DECORATIVE,
      );
    }
    // Solid stack.
    let y = blockTop;
    lines.forEach((line, i) => {
      const size = sizes[i] as number;
      y += size * cap;
      out += layered(line, x, y, { font: "Anton", size, fill: i % 2 === 0 ? mainFill : pal.paper, letterSpacing: 0.01, anchor }, [
        { color: pal.paper, width: 24 },
        { color: pal.ink, width: 14 },
      ]);
      y += gap;
    });
    const blockBottom = y - gap;
    // Some variants slap the tagline under the stack in marker script, overlapping its last line a little.
    let below = blockBottom;
    if (slapped) {
      const slap = text.tagline;
      const slapSize = fitSize(slap, "Permanent Marker", 880, 130);
      const slapY = blockBottom + capHeight("Permanent Marker") * slapSize * 0.75;
      out += `<g transform="rotate(-5 ${CX} ${n(slapY)})">`;
      out += layered(
        slap,
        CX + 40,
        slapY,
        { font: "Permanent Marker", size: slapSize, fill: mainFill === pal.secondary ? pal.accent : pal.secondary },
        [
          { color: pal.paper, width: 36 },
          { color: pal.ink, width: 22 },
        ],
      );
      out += "</g>";
      below = slapY + 20;
    }
    // Top rail: small print.
    const railY = Math.max(70, echoTop - 50);
    const small = {
      font: "DM Sans" as const,
      size: 26,
      letterSpacing: 0.22,
      fill: pal.secondary,
      stroke: pal.ink,
      strokeWidth: 8,
    };
    out += textEl(`NO. ${String(ctx.variant + 1).padStart(2, "0")}`, 100, railY, { ...small, anchor: "start" });
    out += textEl(
      text.kind === "custom" ? "LIMITED RUN" : text.kind === "smoke_shop" ? "SMOKE SHOP" : "CANNABIS CO.",
      1100,
      railY,
      { ...small, anchor: "end" },
    );
    out += path(`M100 ${n(railY + 20)}H1100`, { stroke: pal.primary, "stroke-width": 4 });
    // Bottom lockup: leaf chip + location box + tagline.
    const boxH = 84;
    const bottomY = Math.min(1170 - boxH / 2 - 70, below + 110);
    const size = fitSize(text.location, "DM Sans", 640, 40, 0.2);
    const boxW = textWidth(text.location, "DM Sans", size, 0.2) + 150;
    const boxX = left ? 100 : CX - boxW / 2;
    out += keyline(rectD(boxX, bottomY - boxH / 2, boxW, boxH, 8), pal.ink, pal.ink, pal.paper, { ink: 0, outer: 6 });
    out += keyline(rectD(boxX + 10, bottomY - boxH / 2 + 10, 74, boxH - 20, 6), pal.primary, pal.primary, pal.primary, {
      ink: 0,
    });
    out += leaf({ x: boxX + 47, y: bottomY + 18, size: 40, leaflets: 7, stem: false }, { fill: pal.paper });
    out += centered(text.location, boxX + 84 + (boxW - 84) / 2, bottomY, {
      font: "DM Sans",
      size,
      fill: pal.paper,
      letterSpacing: 0.2,
    });
    const footer = slapped ? text.extra : text.tagline;
    out += centered(footer, left ? boxX + boxW + 40 : CX, left ? bottomY : bottomY + boxH / 2 + 46, {
      font: "Permanent Marker",
      size: fitSize(footer, "Permanent Marker", left ? 1100 - (boxX + boxW + 40) : 700, 44),
      fill: pal.secondary,
      stroke: pal.ink,
      strokeWidth: 10,
      anchor: left ? "start" : "middle",
    });
    return out;
  },
};
