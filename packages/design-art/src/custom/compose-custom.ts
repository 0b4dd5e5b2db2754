/**
 * Draws exactly what a prompt reading says: its subjects (emoji icons or the engine's own motifs)
 * placed by their relation (held in the hands, inside a frame, standing on, ringed by), in the
 * reading's style and inks, and its text once (or none). Nothing is added that the prompt did not
 * ask for: no taglines, no titles from its words, no filler stickers.
 */

import { iconByName } from "../motif-library/icon-set.ts";
import { prefixIds } from "../motif-library/prefix-ids.ts";
import type { FontName } from "../procedural/metrics.ts";
import type { Rng } from "../procedural/random.ts";
import { circleD, type Defs, n } from "../procedural/svg.ts";
import { drawBlock, fitBlock, type OutlineLayer } from "../procedural/typography.ts";
import { inksFor, type PromptReading, subjectTarget } from "../prompt-reading.ts";
import { contrast, readableOn } from "../reading/colors.ts";
import { type StyleId, styleById } from "../reading/styles.ts";
import { type Inking, mainColor, outlined, posterise, silhouette } from "./inking.ts";
import { type Motif, ownMotif } from "./own-motifs.ts";

export interface CustomArt {
  /** Markup for the 1200 × 1200 canvas. */
  body: string;
  /** What was drawn, by motif name, in prompt order. */
  drawn: string[];
  shirt: string;
  inks: string[];
}

interface Ink {
  style: StyleId;
  inking: Inking;
  /** Inks, the one that reads best on the shirt first. */
  inks: string[];
  /** What a posterised subject's colours map to (a single ink knocks out to the shirt). */
  tones: string[];
  shirt: string;
  /** The outline colour: the best-reading ink, or black or white where even that fades into the shirt. */
  keyline: string;
  defs: Defs;
}

interface Drawable {
  word: string;
  name: string;
  family: string;
  kind: "motif" | "frame";
  motif?: Motif;
  frame?: string;
}

function drawableOf(word: string, family: string): Drawable | undefined {
  const target = subjectTarget(word);
  if (!target) return undefined;
  if (target.startsWith("shape:")) return { word, name: target.slice(6), family, kind: "frame", frame: target.slice(6) };
  if (target.startsWith("own:")) {
    const motif = ownMotif(target.slice(4));
    return motif ? { word, name: motif.name, family, kind: "motif", motif } : undefined;
  }
  const icon = iconByName(target);
  return icon
    ? { word, name: icon.name, family, kind: "motif", motif: { name: icon.name, body: icon.body, size: icon.size } }
    : undefined;
}

function inked(body: string, size: number, ink: Ink, label: string): string {
  const own = prefixIds(body, ink.defs.id(label));
  if (ink.inking === "line") return outlined(own, ink.inks[0] as string, n(size * 0.028));
  if (ink.inking === "poster") return posterise(own, ink.tones);
  return own;
}

const subjectAttrs = (d: Drawable) => `data-subject="${d.word}" data-drawn-as="${d.name}" data-family="${d.family}"`;

/** A subject centred on (cx, cy), `size` wide, turned `angle` degrees; `front` drawn after `between`. */
function drawMotif(
  d: Drawable,
  cx: number,
  cy: number,
  size: number,
  ink: Ink,
  angle = 0,
  between = "",
  overlaps = false,
): string {
  const motif = d.motif as Motif;
  const scale = size / motif.size;
  // Over another subject, a gap of shirt colour keeps two shapes in the same inks apart.
  const gap = overlaps ? gapOf(motif.body, motif.size, size, ink) : "";
  const rim = gap + (ink.inking === "line" ? "" : rimOf(motif.body, motif.size, size, ink));
  const turn = angle ? ` rotate(${n(angle)} ${n(motif.size / 2)} ${n(motif.size / 2)})` : "";
  const transform = `translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${scale.toFixed(4)})${turn}`;
  const body = inked(motif.body, motif.size, ink, "m");
  const front = motif.front ? `<g transform="${transform}">${inked(motif.front, motif.size, ink, "f")}</g>` : "";
  return `<g ${subjectAttrs(d)}><g transform="${transform}">${rim}${body}</g>${between}${front}</g>`;
}

/**
 * A thin keyline: in posterised inks, the ink that reads best on the shirt, so light and dark parts
 * both hold their shape; in an icon's own colours, a dark cartoon line (not a sticker's white rim).
 */
function rimOf(body: string, box: number, size: number, ink: Ink): string {
  const poster = ink.inking === "poster";
  const width = Math.max(3, size * (poster ? 0.016 : 0.011)) * (box / size);
  const color = poster ? ink.keyline : "#161616";
  return `<g stroke="${color}" stroke-width="${n(width * 2)}" stroke-linejoin="round" stroke-linecap="round">${silhouette(prefixIds(body, ink.defs.id("r")), color)}</g>`;
}

function gapOf(body: string, box: number, size: number, ink: Ink): string {
  const width = Math.max(8, size * 0.05) * (box / size);
  return `<g stroke="${ink.shirt}" stroke-width="${n(width * 2)}" stroke-linejoin="round" stroke-linecap="round">${silhouette(prefixIds(body, ink.defs.id("g")), ink.shirt)}</g>`;
}

function frameD(shape: string, cx: number, cy: number, r: number): string {
  if (shape === "square") return `M${n(cx - r)} ${n(cy - r)}H${n(cx + r)}V${n(cy + r)}H${n(cx - r)}Z`;
  const sides = shape === "triangle" ? 3 : shape === "hexagon" ? 6 : 0;
  if (!sides) return circleD(cx, cy, r);
  const rr = shape === "triangle" ? r * 1.25 : r;
  const oy = shape === "triangle" ? r * 0.2 : 0;
  let d = "";
  for (let i = 0; i < sides; i++) {
    const a = (i / sides) * Math.PI * 2 - Math.PI / 2 + (sides === 6 ? Math.PI / 6 : 0);
    d += `${i === 0 ? "M" : "L"}${n(cx + Math.cos(a) * rr)} ${n(cy + oy + Math.sin(a) * rr)}`;
  }
  return `${d}Z`;
}

function drawFrame(d: Drawable, cx: number, cy: number, r: number, ink: Ink): string {
  const width = ink.inking === "line" ? r * 0.045 : r * 0.07;
  return `<g ${subjectAttrs(d)}><path d="${frameD(d.frame as string, cx, cy, r)}" fill="none" stroke="${ink.inks[0]}" stroke-width="${n(width)}" stroke-linejoin="round"/></g>`;
}

function draw(d: Drawable, cx: number, cy: number, size: number, ink: Ink, angle = 0, overlaps = false): string {
  return d.kind === "frame" ? drawFrame(d, cx, cy, size / 2, ink) : drawMotif(d, cx, cy, size, ink, angle, "", overlaps);
}

/** The hands of a holder with no drawn hands: a paw in the holder's own colour closed over the object. */
function paw(holder: Drawable, x: number, y: number, size: number, angle: number, ink: Ink): string {
  const motif = holder.motif as Motif;
  const own = mainColor(motif.body) ?? "#c58a4a";
  const fill = ink.inking === "line" ? "none" : ink.inking === "poster" ? posteriseOne(own, ink) : own;
  const stroke = ink.inking === "line" ? (ink.inks[0] as string) : ink.inking === "poster" ? ink.keyline : "#161616";
  const w = size * 0.2;
  const h = size * 0.13;
  const line = n(size * 0.012);
  // A closed fist across the object: a rounded mitt with three finger creases.
  let creases = "";
  for (const k of [-1, 0, 1]) {
    const cx = x + (k * w) / 4.2;
    creases += `<path d="M${n(cx)} ${n(y - h / 2)}V${n(y + h * 0.1)}" stroke="${stroke}" stroke-width="${line}" stroke-linecap="round"/>`;
  }
  return `<g data-part="hands" transform="rotate(${n(angle + 90)} ${n(x)} ${n(y)})"><rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.45)}" fill="${fill}" stroke="${stroke}" stroke-width="${line}"/>${creases}</g>`;
}

function posteriseOne(color: string, ink: Ink): string {
  return (
    /fill="([^"]+)"/.exec(posterise(`<path fill="${color}"/><path fill="#000000"/><path fill="#ffffff"/>`, ink.tones))?.[1] ??
    color
  );
}

interface Box {
  cx: number;
  cy: number;
  s: number;
}

/** Places the subjects in the box by the first relation between them. */
function arrange(reading: PromptReading, box: Box, ink: Ink): { svg: string; drawn: string[] } {
  const drawables = reading.subjects.map((s) => drawableOf(s.word, s.family)).filter((d): d is Drawable => d !== undefined);
  const byWord = (word: string) => drawables.find((d) => d.word === word);
  const { cx, cy, s } = box;
  const relation = reading.relations.find((r) => byWord(r.subject) && byWord(r.object));
  const used = new Set<Drawable>();
  let svg = "";
  let rest = drawables;
  if (relation) {
    const a = byWord(relation.subject) as Drawable;
    const b = byWord(relation.object) as Drawable;
    used.add(a).add(b);
    const tag = `data-relation="${relation.relation}" data-holder="${a.word}" data-object="${b.word}"`;
    let inner = "";
    if (relation.relation === "holding" && a.kind === "motif") {
      const motif = a.motif as Motif;
      const size = s * 0.86;
      const hx = cx - size / 2 + ((motif.hands?.x ?? 62) / 100) * size;
      const hy = cy - size / 2 + ((motif.hands?.y ?? 74) / 100) * size;
      const angle = motif.hands?.angle ?? -30;
      const objectSize = size * (motif.hands ? 0.62 : 0.5);
      const held = draw(b, hx, hy, objectSize, ink, angle, true);
      const hands = motif.hands ? "" : paw(a, hx, hy, size, angle, ink);
      inner = drawMotif(a, cx, cy, size, ink, 0, held + hands);
    } else if (relation.relation === "inside") {
      if (b.kind === "frame") inner = draw(b, cx, cy, s * 0.96, ink) + draw(a, cx, cy, s * 0.62, ink);
      else inner = draw(b, cx, cy, s * 0.96, ink) + draw(a, cx, cy + s * 0.04, s * 0.44, ink, 0, true);
    } else if (relation.relation === "on") {
      inner = draw(b, cx, cy + s * 0.24, s * 0.52, ink) + draw(a, cx, cy - s * 0.17, s * 0.56, ink, 0, true);
    } else if (relation.relation === "surrounded by") {
      inner = draw(a, cx, cy, s * 0.54, ink);
      const count = b.kind === "frame" ? 1 : 8;
      for (let i = 0; i < count; i++) {
        const t = (i / count) * Math.PI * 2 - Math.PI / 2;
        inner +=
          b.kind === "frame"
            ? draw(b, cx, cy, s * 0.96, ink)
            : draw(b, cx + Math.cos(t) * s * 0.4, cy + Math.sin(t) * s * 0.4, s * 0.17, ink);
      }
    } else {
      inner = draw(a, cx - s * 0.12, cy - s * 0.08, s * 0.7, ink) + draw(b, cx + s * 0.26, cy + s * 0.22, s * 0.44, ink, 0, true);
    }
    svg += `<g ${tag}>${inner}</g>`;
    rest = drawables.filter((d) => !used.has(d));
    rest.forEach((d, i) => {
      svg += draw(d, cx + (i === 0 ? -1 : 1) * s * 0.38, cy + s * 0.34, s * 0.26, ink);
    });
  } else if (rest.length === 1) {
    const [a] = rest as [Drawable];
    svg += draw(a, cx, cy, s * 0.92, ink);
  } else if (rest.length === 2) {
    const [a, b] = rest as [Drawable, Drawable];
    svg += draw(a, cx - s * 0.14, cy - s * 0.08, s * 0.66, ink) + draw(b, cx + s * 0.26, cy + s * 0.22, s * 0.46, ink);
  } else if (rest.length >= 3) {
    const [a, b, c] = rest as [Drawable, Drawable, Drawable];
    svg +=
      draw(a, cx, cy - s * 0.12, s * 0.6, ink) +
      draw(b, cx - s * 0.3, cy + s * 0.26, s * 0.38, ink) +
      draw(c, cx + s * 0.3, cy + s * 0.26, s * 0.38, ink);
  }
  return { svg, drawn: drawables.map((d) => d.name) };
}

const FONT: Record<StyleId, FontName> = {
  clean: "Anton",
  "line-art": "DM Sans",
  "vintage-poster": "Anton",
  varsity: "Anton",
  gothic: "Pirata One",
  graffiti: "Permanent Marker",
  psychedelic: "Anton",
  tarot: "Anton",
  badge: "Anton",
};

/** The reading's words, once, large, in the ink that reads best on the shirt. */
function printed(text: string, box: { cx: number; cy: number; w: number; h: number }, ink: Ink): string {
  const font = FONT[ink.style];
  const spacing = ink.style === "line-art" ? 0.08 : 0.02;
  // One line or two, whichever prints larger in the box (wrapping ignores the box's height).
  const one = fitBlock(text, font, box.w, box.h, box.h * 0.9, 1, spacing);
  const two = fitBlock(text, font, box.w, box.h, box.h * 0.9, 2, spacing);
  const block = two.size > one.size ? two : one;
  const best = ink.inks[0] as string;
  const fill = contrast(best, ink.shirt) >= 3 ? best : readableOn(ink.shirt);
  const second = ink.inks.find((c) => c !== fill && contrast(c, ink.shirt) >= 1.5);
  const layers: OutlineLayer[] =
    (ink.style === "varsity" || ink.style === "vintage-poster") && second
      ? [{ color: second, width: block.size * 0.12, dx: block.size * 0.04, dy: block.size * 0.05 }]
      : [];
  return `<g data-printed="true">${drawBlock(block, box.cx, box.cy, { font, fill, letterSpacing: spacing }, layers)}</g>`;
}

function backdrop(style: StyleId, box: Box, ink: Ink, rng: Rng): string {
  const { cx, cy, s } = box;
  const [first, second = first, third = second] = ink.inks as [string, string?, string?];
  if (style === "vintage-poster") {
    const r = s * 0.44;
    let stripes = "";
    for (let i = 0; i < 4; i++) {
      const y = cy + r * (0.15 + i * 0.22);
      stripes += `<rect x="${n(cx - r - 4)}" y="${n(y)}" width="${n(2 * r + 8)}" height="${n(r * (0.05 + i * 0.025))}" fill="${ink.shirt}"/>`;
    }
    return `<g data-decor="sunset"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${second}"/>${stripes}</g>`;
  }
  if (style === "psychedelic") {
    let rings = "";
    const colors = ink.inks.length > 1 ? ink.inks : [first, ink.shirt];
    for (let i = 0; i < 4; i++) {
      const r = s * (0.52 - i * 0.04);
      let d = "";
      for (let k = 0; k <= 72; k++) {
        const t = (k / 72) * Math.PI * 2;
        const rr = r + Math.sin(t * 9 + i) * s * 0.014;
        d += `${k === 0 ? "M" : "L"}${n(cx + Math.cos(t) * rr)} ${n(cy + Math.sin(t) * rr)}`;
      }
      rings += `<path d="${d}Z" fill="${colors[i % colors.length]}"/>`;
    }
    // The subjects sit on a disc of the shirt's colour, so inks they share with the rings keep their shape.
    return `<g data-decor="rings">${rings}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.37)}" fill="${ink.shirt}"/></g>`;
  }
  if (style === "gothic") {
    const w = s * 0.46;
    const top = cy - s * 0.56;
    const d = `M${n(cx - w)} ${n(cy + s * 0.48)}V${n(cy - s * 0.12)}Q${n(cx - w)} ${n(top + s * 0.12)} ${n(cx)} ${n(top)}Q${n(cx + w)} ${n(top + s * 0.12)} ${n(cx + w)} ${n(cy - s * 0.12)}V${n(cy + s * 0.48)}Z`;
    return `<g data-decor="arch"><path d="${d}" fill="none" stroke="${first}" stroke-width="${n(s * 0.02)}"/><path d="${d}" transform="translate(${n(cx * 0.06)} ${n(cy * 0.05)}) scale(0.94)" fill="none" stroke="${second}" stroke-width="${n(s * 0.008)}"/></g>`;
  }
  if (style === "graffiti") {
    let splats = "";
    const colors = ink.inks.length > 1 ? ink.inks.slice(1) : [first];
    // Splats round the edge of the art, not under it, so a subject in the same ink keeps its shape.
    for (let i = 0; i < 6; i++) {
      const t = ((i + rng.range(-0.25, 0.25)) / 6) * Math.PI * 2;
      const r = rng.range(0.05, 0.09) * s;
      const x = cx + Math.cos(t) * s * 0.47;
      const y = cy + Math.sin(t) * s * 0.42;
      const color = colors[i % colors.length];
      splats += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/><rect x="${n(x - r * 0.12)}" y="${n(y)}" width="${n(r * 0.24)}" height="${n(r * rng.range(1.4, 2.4))}" rx="${n(r * 0.12)}" fill="${color}"/>`;
    }
    return `<g data-decor="spray">${splats}</g>`;
  }
  if (style === "badge") {
    return `<g data-decor="badge"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.56)}" fill="none" stroke="${first}" stroke-width="${n(s * 0.03)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.51)}" fill="none" stroke="${second}" stroke-width="${n(s * 0.012)}"/></g>`;
  }
  if (style === "tarot") {
    const w = s * 0.6;
    const h = s * 0.74;
    const star = (x: number, y: number, r: number) =>
      `<path d="M${n(x)} ${n(y - r)}L${n(x + r * 0.25)} ${n(y - r * 0.25)}L${n(x + r)} ${n(y)}L${n(x + r * 0.25)} ${n(y + r * 0.25)}L${n(x)} ${n(y + r)}L${n(x - r * 0.25)} ${n(y + r * 0.25)}L${n(x - r)} ${n(y)}L${n(x - r * 0.25)} ${n(y - r * 0.25)}Z" fill="${third}"/>`;
    return (
      `<g data-decor="card"><rect x="${n(cx - w)}" y="${n(cy - h)}" width="${n(2 * w)}" height="${n(2 * h)}" rx="${n(s * 0.03)}" fill="none" stroke="${first}" stroke-width="${n(s * 0.022)}"/>` +
      `<rect x="${n(cx - w + s * 0.04)}" y="${n(cy - h + s * 0.04)}" width="${n(2 * w - s * 0.08)}" height="${n(2 * h - s * 0.08)}" fill="none" stroke="${second}" stroke-width="${n(s * 0.008)}"/>` +
      star(cx - w + s * 0.1, cy - h + s * 0.1, s * 0.035) +
      star(cx + w - s * 0.1, cy - h + s * 0.1, s * 0.035) +
      star(cx, cy - h + s * 0.1, s * 0.05) +
      "</g>"
    );
  }
  return "";
}

/** The whole custom design from a reading: backdrop, subjects, text. */
export function drawCustom(reading: PromptReading, defs: Defs, rng: Rng): CustomArt {
  const style = styleById(reading.styleId);
  const { inks: chosen, shirt } = inksFor(reading);
  const inks = [...chosen].sort((a, b) => contrast(b, shirt) - contrast(a, shirt));
  // Named inks replace an emoji's own colours; a line style stays lines.
  const inking: Inking = style.inking === "line" ? "line" : reading.inks.length > 0 ? "poster" : style.inking;
  const tones = inks.length === 1 ? [inks[0] as string, shirt] : inks;
  const best = inks[0] as string;
  const keyline = contrast(best, shirt) >= 1.8 ? best : readableOn(shirt);
  const ink: Ink = { style: style.id, inking, inks, tones, shirt, keyline, defs };
  const text = reading.noText ? undefined : reading.text;
  const hasText = Boolean(text);
  const card = style.id === "tarot";
  const top = style.id === "varsity" || style.id === "gothic";
  const box: Box = card
    ? { cx: 600, cy: 600, s: 780 }
    : hasText
      ? { cx: 600, cy: top ? 700 : 480, s: 800 }
      : { cx: 600, cy: 600, s: 1000 };
  const art =
    card && hasText
      ? { cx: 600, cy: 540, s: 620 }
      : card
        ? { cx: 600, cy: 630, s: 700 }
        : style.id === "psychedelic"
          ? { ...box, s: box.s * 0.72 }
          : box;
  let body = backdrop(style.id, box, ink, rng.fork("backdrop"));
  const arranged = arrange(reading, art, ink);
  body += arranged.svg;
  if (text) {
    const at = card
      ? { cx: 600, cy: 1000, w: 560, h: 150 }
      : top
        ? { cx: 600, cy: 160, w: 1080, h: 230 }
        : { cx: 600, cy: 1020, w: 1080, h: 230 };
    body += printed(text, at, ink);
  }
  const root = `<g data-engine="custom" data-style="${style.id}" data-inks="${reading.inks.map((i) => i.hex).join(" ")}" data-shirt="${shirt}">${body}</g>`;
  return { body: root, drawn: arranged.drawn, shirt, inks };
}
