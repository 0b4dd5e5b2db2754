/** Text helpers: plain, outlined, arched (<textPath>) and stacked type, fitted by measured widths. */
import { capHeight, type FontName, fitSize, textWidth, wrapToFit } from "./metrics.ts";
import { type AttrValue, type Defs, el, escapeXml, n, polar } from "./svg.ts";

export interface TextStyle {
  font: FontName;
  size: number;
  fill: string;
  /** Letter spacing in ems. */
  letterSpacing?: number;
  anchor?: "start" | "middle" | "end";
  /** An outline painted under the fill (paint-order="stroke"); width is the full stroke width. */
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

function styleAttrs(style: TextStyle): Record<string, AttrValue> {
  const hasStroke = style.stroke !== undefined && (style.strokeWidth ?? 0) > 0;
  return {
    "font-family": style.font,
    "font-weight": style.font === "DM Sans" ? 700 : undefined,
    "font-size": style.size,
    "letter-spacing": style.letterSpacing ? style.letterSpacing * style.size : undefined,
    "text-anchor": style.anchor ?? "middle",
    fill: style.fill,
    stroke: hasStroke ? style.stroke : undefined,
    "stroke-width": hasStroke ? style.strokeWidth : undefined,
    "stroke-linejoin": hasStroke ? "round" : undefined,
    "paint-order": hasStroke ? "stroke" : undefined,
    opacity: style.opacity,
  };
}

/** Text with its baseline at y. */
export function text(content: string, x: number, y: number, style: TextStyle, extra: Record<string, AttrValue> = {}): string {
  // Letter spacing is added after the last glyph too; shift centred text back by half of it.
  const shift = (style.anchor ?? "middle") === "middle" && style.letterSpacing ? (style.letterSpacing * style.size) / 2 : 0;
  return el("text", { x: x + shift, y, ...styleAttrs(style), ...extra }, escapeXml(content));
}

/** Baseline that vertically centres capitals on `cy`. */
export function baselineFor(cy: number, font: FontName, size: number): number {
  return cy + (capHeight(font) * size) / 2;
}

/** Text whose capitals are vertically centred on cy. */
export function centered(
  content: string,
  cx: number,
  cy: number,
  style: TextStyle,
  extra: Record<string, AttrValue> = {},
): string {
  return text(content, cx, baselineFor(cy, style.font, style.size), style, extra);
}

/** Marks a copy of text drawn only as an outline or echo (screen readers and text extraction skip it). */
export const DECORATIVE = { "aria-hidden": "true" } as const;

export interface OutlineLayer {
  color: string;
  /** Full stroke width. */
  width: number;
  dx?: number;
  dy?: number;
}

/**
 * Varsity / sticker type: the text drawn several times, widest outline first, then the fill.
 * Layers may be offset for drop shadows.
 */
export function layered(
  content: string,
  x: number,
  y: number,
  style: TextStyle,
  layers: OutlineLayer[],
  extra: Record<string, AttrValue> = {},
): string {
  let out = "";
  for (const layer of layers) {
    out += text(
      content,
      x + (layer.dx ?? 0),
      y + (layer.dy ?? 0),
      { ...style, fill: layer.color, stroke: layer.width > 0 ? layer.color : undefined, strokeWidth: layer.width },
      { ...extra, ...DECORATIVE },
    );
  }
  out += text(content, x, y, { ...style, stroke: undefined }, extra);
  return out;
}

export interface ArcOptions {
  cx: number;
  cy: number;
  /** Radius of the middle of the capitals. */
  r: number;
  side: "top" | "bottom";
  /** Largest arc (degrees) the text may occupy. */
  span: number;
  style: TextStyle;
  /** Other layers drawn under the text (outlines), as in `layered`. */
  layers?: OutlineLayer[];
}

/** Text set along a circle, reading left to right on the top or the bottom. Returns markup and the size used. */
export function arcText(defs: Defs, content: string, o: ArcOptions): { svg: string; size: number } {
  const ls = o.style.letterSpacing ?? 0;
  const cap = capHeight(o.style.font);
  // Fit at the radius where the glyphs' baseline sits (inner for top, outer for bottom).
  let size = o.style.size;
  for (let i = 0; i < 3; i++) {
    const baseR = o.side === "top" ? o.r - (cap * size) / 2 : o.r + (cap * size) / 2;
    const arcLen = ((baseR * Math.PI) / 180) * o.span * 0.96;
    size = fitSize(content, o.style.font, arcLen, o.style.size, ls);
  }
  const baseR = o.side === "top" ? o.r - (cap * size) / 2 : o.r + (cap * size) / 2;
  const half = Math.min(o.span, 340) / 2 + 8;
  let d: string;
  if (o.side === "top") {
    const a = polar(o.cx, o.cy, baseR, -half);
    const m = polar(o.cx, o.cy, baseR, 0);
    const b = polar(o.cx, o.cy, baseR, half);
    d = `M${n(a.x)} ${n(a.y)}A${n(baseR)} ${n(baseR)} 0 0 1 ${n(m.x)} ${n(m.y)}A${n(baseR)} ${n(baseR)} 0 0 1 ${n(b.x)} ${n(b.y)}`;
  } else {
    const a = polar(o.cx, o.cy, baseR, 180 + half);
    const m = polar(o.cx, o.cy, baseR, 180);
    const b = polar(o.cx, o.cy, baseR, 180 - half);
    d = `M${n(a.x)} ${n(a.y)}A${n(baseR)} ${n(baseR)} 0 0 0 ${n(m.x)} ${n(m.y)}A${n(baseR)} ${n(baseR)} 0 0 0 ${n(b.x)} ${n(b.y)}`;
  }
  const id = defs.textPath(d);
  const style = { ...o.style, size };
  const body = (s: TextStyle, hidden = false): string =>
    el(
      "text",
      { ...styleAttrs(s), ...(hidden ? DECORATIVE : {}) },
      el("textPath", { href: `#${id}`, startOffset: "50%" }, escapeXml(content)),
    );
  let svg = "";
  for (const layer of o.layers ?? [])
    svg += body({ ...style, fill: layer.color, stroke: layer.color, strokeWidth: layer.width }, true);
  svg += body(style);
  return { svg, size };
}

/**
 * Text along an arbitrary path (e.g. a curved banner), centred, fitted to `length`. `makeD` gets the
 * baseline shift that centres the capitals on the path and returns the path.
 */
export function pathText(
  defs: Defs,
  content: string,
  makeD: (shift: number) => string,
  length: number,
  style: TextStyle,
  layers: OutlineLayer[] = [],
): { svg: string; size: number } {
  const size = fitSize(content, style.font, length, style.size, style.letterSpacing ?? 0);
  const id = defs.textPath(makeD((capHeight(style.font) * size) / 2));
  const s = { ...style, size };
  const body = (t: TextStyle, hidden = false): string =>
    el(
      "text",
      { ...styleAttrs(t), ...(hidden ? DECORATIVE : {}) },
      el("textPath", { href: `#${id}`, startOffset: "50%" }, escapeXml(content)),
    );
  let svg = "";
  for (const layer of layers) svg += body({ ...s, fill: layer.color, stroke: layer.color, strokeWidth: layer.width }, true);
  return { svg: svg + body(s), size };
}

export interface Block {
  lines: string[];
  size: number;
  /** Distance between baselines. */
  leading: number;
  /** Total height from the top of the first line's capitals to the last baseline. */
  height: number;
}

/** Wraps and sizes a title for a box. */
export function fitBlock(
  content: string,
  font: FontName,
  maxWidth: number,
  maxHeight: number,
  maxSize: number,
  maxLines = 2,
  letterSpacing = 0,
  leadingRatio = 1.05,
): Block {
  const wrapped = wrapToFit(content, font, maxWidth, maxSize, maxLines, letterSpacing);
  const cap = capHeight(font);
  const count = wrapped.lines.length;
  // height = cap*size + (count-1)*leading*size
  const perSize = cap + (count - 1) * leadingRatio;
  const size = Math.min(wrapped.size, maxHeight / perSize);
  return { lines: wrapped.lines, size, leading: size * leadingRatio, height: size * perSize };
}

/** Draws a fitted block with its vertical centre at cy. */
export function drawBlock(
  block: Block,
  cx: number,
  cy: number,
  style: Omit<TextStyle, "size">,
  layers: OutlineLayer[] = [],
): string {
  const top = cy - block.height / 2;
  const firstBaseline = top + capHeight(style.font) * block.size;
  return block.lines
    .map((line, i) => layered(line, cx, firstBaseline + i * block.leading, { ...style, size: block.size }, layers))
    .join("");
}

/** Each line set to fill the same width (streetwear stacked wordmark). Returns markup and total height. */
export function stacked(
  lines: string[],
  cx: number,
  top: number,
  width: number,
  style: Omit<TextStyle, "size">,
  maxSize: number,
  gap: number,
  layers: OutlineLayer[] = [],
): { svg: string; height: number; sizes: number[] } {
  let y = top;
  let svg = "";
  const sizes: number[] = [];
  const cap = capHeight(style.font);
  for (const line of lines) {
    const size = fitSize(line, style.font, width, maxSize, style.letterSpacing ?? 0);
    sizes.push(size);
    y += cap * size;
    svg += layered(line, cx, y, { ...style, size }, layers);
    y += gap;
  }
  return { svg, height: y - gap - top, sizes };
}

export function measure(content: string, style: TextStyle): number {
  return textWidth(content, style.font, style.size, style.letterSpacing ?? 0);
}
