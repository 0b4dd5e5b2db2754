/** Small SVG-writing helpers: number formatting, XML escaping, elements, ids and path builders. */

export interface Pt {
  x: number;
  y: number;
}

/** Formats a coordinate with at most one decimal (keeps SVGs small and byte-stable). */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) || r === 0 ? "0" : String(r);
}

// XML 1.0 forbids most C0 control characters, even escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type AttrValue = string | number | undefined | null | false;

export function attrs(values: Record<string, AttrValue>): string {
  let out = "";
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : escapeXml(value)}"`;
  }
  return out;
}

/** An element; `children` is raw (already-escaped) markup. */
export function el(tag: string, values: Record<string, AttrValue>, children?: string): string {
  return children === undefined ? `<${tag}${attrs(values)}/>` : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

export function group(children: string, values: Record<string, AttrValue> = {}): string {
  return el("g", values, children);
}

export function path(d: string, values: Record<string, AttrValue> = {}): string {
  return el("path", { d, ...values });
}

/** Collects <defs> entries and hands out ids unique within one SVG (prefixed per design). */
export class Defs {
  private readonly items: string[] = [];
  private counter = 0;

  constructor(private readonly prefix: string) {}

  id(label: string): string {
    this.counter += 1;
    return `${this.prefix}-${label}${this.counter}`;
  }

  add(markup: string): void {
    this.items.push(markup);
  }

  linearGradient(stops: Array<[number, string]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("lg");
    const body = stops.map(([o, c]) => el("stop", { offset: o, "stop-color": c })).join("");
    this.add(el("linearGradient", { id, x1, y1, x2, y2 }, body));
    return `url(#${id})`;
  }

  radialGradient(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("rg");
    const body = stops
      .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op === undefined ? undefined : op }))
      .join("");
    this.add(el("radialGradient", { id, cx, cy, r }, body));
    return `url(#${id})`;
  }

  /** Registers a clip path from shape markup; returns `url(#id)`. */
  clip(shapes: string): string {
    const id = this.id("clip");
    this.add(el("clipPath", { id }, shapes));
    return `url(#${id})`;
  }

  /** Registers a path for <textPath>; returns the id. */
  textPath(d: string): string {
    const id = this.id("tp");
    this.add(el("path", { id, d, fill: "none" }));
    return id;
  }

  toString(): string {
    return this.items.length === 0 ? "" : `<defs>${this.items.join("")}</defs>`;
  }
}

export const deg = (a: number): number => (a * Math.PI) / 180;

/** A point at `angle` degrees clockwise from 12 o'clock. */
export function polar(cx: number, cy: number, r: number, angle: number): Pt {
  return { x: cx + r * Math.sin(deg(angle)), y: cy - r * Math.cos(deg(angle)) };
}

export function rotate(p: Pt, angle: number, about: Pt = { x: 0, y: 0 }): Pt {
  const c = Math.cos(deg(angle));
  const s = Math.sin(deg(angle));
  const dx = p.x - about.x;
  const dy = p.y - about.y;
  return { x: about.x + dx * c - dy * s, y: about.y + dx * s + dy * c };
}

export function polyline(points: Pt[], closed = true): string {
  if (points.length === 0) return "";
  const [first, ...rest] = points as [Pt, ...Pt[]];
  return `M${n(first.x)} ${n(first.y)}${rest.map((p) => `L${n(p.x)} ${n(p.y)}`).join("")}${closed ? "Z" : ""}`;
}

/** A smooth curve through the points (Catmull–Rom converted to cubic Béziers). */
export function smooth(points: Pt[], closed = true, tension = 1): string {
  const count = points.length;
  if (count < 3) return polyline(points, closed);
  const at = (i: number): Pt => {
    if (closed) return points[((i % count) + count) % count] as Pt;
    return points[Math.max(0, Math.min(count - 1, i))] as Pt;
  };
  const first = at(0);
  let d = `M${n(first.x)} ${n(first.y)}`;
  const segments = closed ? count : count - 1;
  const k = tension / 6;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k };
    const c2 = { x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k };
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return closed ? `${d}Z` : d;
}

export function circleD(cx: number, cy: number, r: number, clockwise = true): string {
  const sweep = clockwise ? 1 : 0;
  return `M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 ${sweep} ${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 ${sweep} ${n(cx - r)} ${n(cy)}Z`;
}

export function rectD(x: number, y: number, w: number, h: number, r = 0): string {
  if (r <= 0) return `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h)}H${n(x)}Z`;
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}` +
    `H${n(x + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}` +
    `V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}

/** A ring (annulus) as one even-odd path. */
export function ringD(cx: number, cy: number, outer: number, inner: number): string {
  return `${circleD(cx, cy, outer, true)}${circleD(cx, cy, inner, false)}`;
}

export interface Keyline {
  /** Outer "die-cut" outline (paper) width on each side. */
  outer?: number;
  /** Ink outline width on each side. */
  ink?: number;
}

/**
 * A filled shape with a double keyline: a wide light outline under a dark one under the fill.
 * The dark line reads on cream shirts, the light one on dark shirts.
 */
export function keyline(
  d: string,
  fill: string,
  ink: string,
  paper: string,
  line: Keyline = {},
  extra: Record<string, AttrValue> = {},
): string {
  const inkW = line.ink ?? 6;
  const outerW = line.outer ?? 0;
  let out = "";
  const join = { "stroke-linejoin": "round", "stroke-linecap": "round" };
  if (outerW > 0) out += path(d, { fill: paper, stroke: paper, "stroke-width": 2 * (inkW + outerW), ...join, ...extra });
  if (inkW > 0) out += path(d, { fill: ink, stroke: ink, "stroke-width": 2 * inkW, ...join, ...extra });
  out += path(d, { fill, ...extra });
  return out;
}
