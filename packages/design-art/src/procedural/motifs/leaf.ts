/** The cannabis fan leaf: serrated leaflets fanned from one point, with optional stem and veins. */
import { n, type Pt, polyline, rotate } from "../svg.ts";

export interface LeafletSpec {
  /** Direction in degrees clockwise from straight up. */
  angle: number;
  length: number;
  width: number;
}

/** One serrated leaflet, base at `base`, pointing along `angle`. Returns its outline points. */
export function leafletPoints(base: Pt, spec: LeafletSpec, teeth = 14, toothDepth = 0.3): Pt[] {
  const { length: L, width: W } = spec;
  const profile = (t: number): number => W * Math.sin(Math.PI * t ** 0.72) ** 1.15;
  const side = (sign: 1 | -1): Pt[] => {
    const pts: Pt[] = [];
    const start = 0.12;
    pts.push({ x: 0, y: 0 });
    pts.push({ x: sign * profile(start), y: -start * L });
    for (let i = 0; i < teeth; i++) {
      const t0 = start + ((1 - start) * i) / teeth;
      const t1 = start + ((1 - start) * (i + 1)) / teeth;
      const tipT = t0 + (t1 - t0) * 0.85;
      const fade = 1 - ((i + 1) / (teeth + 1)) ** 3;
      pts.push({ x: sign * (profile(tipT) + W * toothDepth * fade), y: -tipT * L });
      if (i < teeth - 1) pts.push({ x: sign * profile(t1) * 0.97, y: -t1 * L });
    }
    return pts;
  };
  const right = side(1);
  const left = side(-1).reverse();
  const tip = { x: 0, y: -L };
  const local = [...right, tip, ...left.slice(0, -1)];
  return local.map((p) => {
    const r = rotate(p, spec.angle);
    return { x: base.x + r.x, y: base.y + r.y };
  });
}

const LAYOUTS: Record<number, Array<[number, number]>> = {
  // [angle, relative length]
  5: [
    [0, 1],
    [42, 0.82],
    [-42, 0.82],
    [88, 0.52],
    [-88, 0.52],
  ],
  7: [
    [0, 1],
    [34, 0.9],
    [-34, 0.9],
    [68, 0.7],
    [-68, 0.7],
    [108, 0.38],
    [-108, 0.38],
  ],
  9: [
    [0, 1],
    [27, 0.93],
    [-27, 0.93],
    [54, 0.8],
    [-54, 0.8],
    [82, 0.6],
    [-82, 0.6],
    [114, 0.34],
    [-114, 0.34],
  ],
};

export interface LeafOptions {
  /** Point where the leaflets meet. */
  x: number;
  y: number;
  /** Length of the middle leaflet. */
  size: number;
  leaflets?: 5 | 7 | 9;
  rotation?: number;
  /** Leaflet width relative to its length. */
  slim?: number;
  stem?: boolean;
  /** Fans the leaflets wider (>1) or narrower (<1). */
  spread?: number;
  teeth?: number;
}

export interface LeafGeometry {
  d: string;
  veins: string;
  tips: Pt[];
  /** The outline polygons (leaflets and stem). */
  polygons: Pt[][];
}

/** Whether p lies inside any of the polygons (even–odd ray casting per polygon). */
export function insideAny(polygons: Pt[][], p: Pt): boolean {
  for (const poly of polygons) {
    let inside = false;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[i] as Pt;
      const b = poly[j] as Pt;
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
    if (inside) return true;
  }
  return false;
}

export function leafGeometry(o: LeafOptions): LeafGeometry {
  const count = o.leaflets ?? 7;
  const rot = o.rotation ?? 0;
  const slim = o.slim ?? 0.1;
  const spread = o.spread ?? 1;
  const base = { x: o.x, y: o.y };
  let d = "";
  let veins = "";
  const tips: Pt[] = [];
  const polygons: Pt[][] = [];
  // Draw the small outer leaflets first so the larger ones overlap them.
  const specs = [...(LAYOUTS[count] ?? LAYOUTS[7]!)].sort((a, b) => a[1] - b[1]);
  for (const [angle, rel] of specs) {
    const L = o.size * rel;
    const spec = { angle: rot + angle * spread, length: L, width: L * slim };
    const points = leafletPoints(base, spec, o.teeth ?? Math.max(7, Math.round(15 * rel + 3)));
    polygons.push(points);
    d += polyline(points);
    const tip = rotate({ x: 0, y: -L * 0.92 }, spec.angle);
    tips.push({ x: base.x + tip.x, y: base.y + tip.y });
    veins += `M${n(base.x)} ${n(base.y)}L${n(base.x + tip.x)} ${n(base.y + tip.y)}`;
  }
  if (o.stem ?? true) {
    const len = o.size * 0.42;
    const w = o.size * 0.028;
    const pts = [
      { x: -w, y: 0 },
      { x: w, y: 0 },
      { x: w * 0.6, y: len },
      { x: -w * 0.6, y: len },
    ].map((p) => {
      const r = rotate(p, rot);
      return { x: base.x + r.x, y: base.y + r.y };
    });
    polygons.push(pts);
    d += polyline(pts);
  }
  return { d, veins, tips, polygons };
}

export interface LeafStyle {
  fill: string;
  /** Ink outline (full width, drawn under the fill so overlaps stay clean). */
  ink?: string;
  inkWidth?: number;
  /** Light outline outside the ink one. */
  paper?: string;
  paperWidth?: number;
  veins?: string;
  veinWidth?: number;
  opacity?: number;
}

/** A filled leaf with keylines and veins. */
export function leaf(o: LeafOptions, style: LeafStyle): string {
  const g = leafGeometry(o);
  const round = `stroke-linejoin="round" stroke-linecap="round"`;
  let out = "";
  if (style.paper && style.paperWidth)
    out += `<path d="${g.d}" fill="${style.paper}" stroke="${style.paper}" stroke-width="${n(style.paperWidth + (style.inkWidth ?? 0))}" ${round}/>`;
  if (style.ink && style.inkWidth)
    out += `<path d="${g.d}" fill="${style.ink}" stroke="${style.ink}" stroke-width="${n(style.inkWidth)}" ${round}/>`;
  out += `<path d="${g.d}" fill="${style.fill}"/>`;
  if (style.veins)
    out += `<path d="${g.veins}" fill="none" stroke="${style.veins}" stroke-width="${n(style.veinWidth ?? o.size * 0.012)}" stroke-linecap="round"/>`;
  return style.opacity !== undefined ? `<g opacity="${n(style.opacity)}">${out}</g>` : out;
}

/** Line-art leaf: outline only. */
export function leafOutline(o: LeafOptions, color: string, width: number, veins = true): string {
  const g = leafGeometry(o);
  return (
    `<path d="${g.d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linejoin="round"/>` +
    (veins ? `<path d="${g.veins}" fill="none" stroke="${color}" stroke-width="${n(width * 0.6)}" stroke-linecap="round"/>` : "")
  );
}
