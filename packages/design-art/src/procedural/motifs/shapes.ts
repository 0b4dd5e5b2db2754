/** Geometric building blocks: stars, sparkles, rays, badge edges, shields, banners, halftone. */
import { deg, n, type Pt, polar, polyline } from "../svg.ts";

export function starD(cx: number, cy: number, outer: number, inner = outer * 0.45, points = 5, rotation = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i++) pts.push(polar(cx, cy, i % 2 === 0 ? outer : inner, rotation + (i * 180) / points));
  return polyline(pts);
}

/** A four-point twinkle with concave sides. */
export function sparkleD(cx: number, cy: number, r: number, pinch = 0.18): string {
  const p = r * pinch;
  return (
    `M${n(cx)} ${n(cy - r)}Q${n(cx + p)} ${n(cy - p)} ${n(cx + r)} ${n(cy)}` +
    `Q${n(cx + p)} ${n(cy + p)} ${n(cx)} ${n(cy + r)}Q${n(cx - p)} ${n(cy + p)} ${n(cx - r)} ${n(cy)}` +
    `Q${n(cx - p)} ${n(cy - p)} ${n(cx)} ${n(cy - r)}Z`
  );
}

/** Wedge-shaped sun rays between two radii. */
export function raysD(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  count: number,
  duty = 0.5,
  rotation = 0,
  from = 0,
  to = 360,
): string {
  let d = "";
  const step = (to - from) / count;
  for (let i = 0; i < count; i++) {
    const a0 = rotation + from + i * step;
    const a1 = a0 + step * duty;
    const p0 = polar(cx, cy, inner, a0);
    const p1 = polar(cx, cy, outer, a0);
    const p2 = polar(cx, cy, outer, a1);
    const p3 = polar(cx, cy, inner, a1);
    d += `M${n(p0.x)} ${n(p0.y)}L${n(p1.x)} ${n(p1.y)}A${n(outer)} ${n(outer)} 0 0 1 ${n(p2.x)} ${n(p2.y)}L${n(p3.x)} ${n(p3.y)}Z`;
  }
  return d;
}

/** Pointed burst rays (triangles). */
export function burstD(cx: number, cy: number, inner: number, outer: number, count: number, rotation = 0, width = 0.5): string {
  let d = "";
  const step = 360 / count;
  for (let i = 0; i < count; i++) {
    const a = rotation + i * step;
    d += polyline([
      polar(cx, cy, inner, a - (step * width) / 2),
      polar(cx, cy, outer, a),
      polar(cx, cy, inner, a + (step * width) / 2),
    ]);
  }
  return d;
}

/** Scalloped (bottle-cap / seal) edge. */
export function scallopD(cx: number, cy: number, r: number, bumps: number, depth: number): string {
  const pts: string[] = [];
  const step = 360 / bumps;
  const start = polar(cx, cy, r - depth, 0);
  pts.push(`M${n(start.x)} ${n(start.y)}`);
  for (let i = 0; i < bumps; i++) {
    const mid = polar(cx, cy, r + depth * 0.9, (i + 0.5) * step);
    const end = polar(cx, cy, r - depth, (i + 1) * step);
    pts.push(`Q${n(mid.x)} ${n(mid.y)} ${n(end.x)} ${n(end.y)}`);
  }
  return `${pts.join("")}Z`;
}

/** Zig-zag (starburst seal) edge. */
export function zigzagD(cx: number, cy: number, r: number, points: number, depth: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i++) pts.push(polar(cx, cy, i % 2 === 0 ? r + depth : r - depth, (i * 180) / points));
  return polyline(pts);
}

export function polygonD(cx: number, cy: number, r: number, sides: number, rotation = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i < sides; i++) pts.push(polar(cx, cy, r, rotation + (i * 360) / sides));
  return polyline(pts);
}

/** A heraldic shield: flat top, sides curving into a point. */
export function shieldD(cx: number, top: number, w: number, h: number): string {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const side = top + h * 0.45;
  return (
    `M${n(l)} ${n(top)}Q${n(cx)} ${n(top + h * 0.07)} ${n(r)} ${n(top)}L${n(r)} ${n(side)}` +
    `C${n(r)} ${n(top + h * 0.78)} ${n(cx + w * 0.18)} ${n(top + h * 0.92)} ${n(cx)} ${n(top + h)}` +
    `C${n(cx - w * 0.18)} ${n(top + h * 0.92)} ${n(l)} ${n(top + h * 0.78)} ${n(l)} ${n(side)}Z`
  );
}

/** Tarot-style arch: rectangle with a round top. */
export function archD(cx: number, top: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(cx - r)} ${n(top + h)}V${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(top + r)}V${n(top + h)}Z`;
}

/** A crescent: a disc of radius r minus a disc of radius r·bite offset toward `angle` by r·offset. */
export function crescentD(cx: number, cy: number, r: number, angle = 60, offset = 0.42, bite = 0.85): string {
  const d = r * offset;
  const r2 = r * bite;
  const x = (d * d + r * r - r2 * r2) / (2 * d);
  const y = Math.sqrt(Math.max(0, r * r - x * x));
  // Local frame: the bite circle sits along +x; rotate so +x points at `angle` (clockwise from up).
  const a = ((angle - 90) * Math.PI) / 180;
  const tf = (px: number, py: number): string =>
    `${n(cx + px * Math.cos(a) - py * Math.sin(a))} ${n(cy + px * Math.sin(a) + py * Math.cos(a))}`;
  return `M${tf(x, -y)}A${n(r)} ${n(r)} 0 ${x > 0 ? 1 : 0} 0 ${tf(x, y)}A${n(r2)} ${n(r2)} 0 ${x - d < 0 ? 0 : 1} 1 ${tf(x, -y)}Z`;
}

export interface Banner {
  /** Tails (behind) and their folds. */
  back: string;
  /** The front band. */
  front: string;
  /** The band's centre line moved down by `shift` (to centre capitals on it), for <textPath>. */
  textD: (shift: number) => string;
  textLength: number;
}

/**
 * A ribbon banner centred on (cx, cy): a band arched by `arch` (positive = smile… negative bows up),
 * with notched tails tucked behind at both ends.
 */
export function bannerD(cx: number, cy: number, width: number, height: number, arch: number, tail = height * 0.9): Banner {
  const l = cx - width / 2;
  const r = cx + width / 2;
  const ht = height / 2;
  // Quadratic band edges; control point doubled so the curve's midpoint bows by `arch`.
  const top = `M${n(l)} ${n(cy - ht)}Q${n(cx)} ${n(cy - ht + arch * 2)} ${n(r)} ${n(cy - ht)}`;
  const front = `${top}L${n(r)} ${n(cy + ht)}Q${n(cx)} ${n(cy + ht + arch * 2)} ${n(l)} ${n(cy + ht)}Z`;
  const drop = height * 0.35;
  const tl = l - tail;
  const tr = r + tail;
  const inset = tail * 0.35;
  const leftTail = polyline([
    { x: l + tail * 0.55, y: cy - ht + drop },
    { x: tl, y: cy - ht + drop },
    { x: tl + inset, y: cy + drop },
    { x: tl, y: cy + ht + drop },
    { x: l + tail * 0.55, y: cy + ht + drop },
  ]);
  const rightTail = polyline([
    { x: r - tail * 0.55, y: cy - ht + drop },
    { x: tr, y: cy - ht + drop },
    { x: tr - inset, y: cy + drop },
    { x: tr, y: cy + ht + drop },
    { x: r - tail * 0.55, y: cy + ht + drop },
  ]);
  const folds =
    polyline([
      { x: l, y: cy + ht },
      { x: l + tail * 0.55, y: cy + ht + drop },
      { x: l + tail * 0.55, y: cy + ht },
    ]) +
    polyline([
      { x: r, y: cy + ht },
      { x: r - tail * 0.55, y: cy + ht + drop },
      { x: r - tail * 0.55, y: cy + ht },
    ]);
  const textD = (shift: number): string =>
    `M${n(l - tail)} ${n(cy + shift)}Q${n(cx)} ${n(cy + shift + arch * 2)} ${n(r + tail)} ${n(cy + shift)}`;
  return { back: leftTail + rightTail + folds, front, textD, textLength: width * 0.84 };
}

/**
 * Halftone dots inside a circle: a grid of dots whose radius shrinks away from a focus point.
 * One compound path, so it stays cheap to render.
 */
export function halftoneD(
  cx: number,
  cy: number,
  radius: number,
  spacing: number,
  focus: Pt,
  maxDot = spacing * 0.48,
  minDot = spacing * 0.08,
  angle = 45,
  keep: (p: Pt, dot: number) => boolean = () => true,
): string {
  let d = "";
  const c = Math.cos(deg(angle));
  const s = Math.sin(deg(angle));
  const steps = Math.ceil(radius / spacing) + 1;
  for (let i = -steps; i <= steps; i++) {
    for (let j = -steps; j <= steps; j++) {
      const x = cx + (i * c - j * s) * spacing;
      const y = cy + (i * s + j * c) * spacing;
      const dist = Math.hypot(x - cx, y - cy);
      if (dist > radius) continue;
      const t = Math.min(1, Math.hypot(x - focus.x, y - focus.y) / (radius * 1.6));
      const dot = maxDot - (maxDot - minDot) * t;
      if (dot < 1.2 || !keep({ x, y }, dot)) continue;
      d += `M${n(x - dot)} ${n(y)}a${n(dot)} ${n(dot)} 0 1 0 ${n(dot * 2)} 0a${n(dot)} ${n(dot)} 0 1 0 ${n(-dot * 2)} 0`;
    }
  }
  return d;
}

/** Dotted ring: small circles around a circle. */
export function dotRingD(cx: number, cy: number, r: number, count: number, dot: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const p = polar(cx, cy, r, (i * 360) / count);
    d += `M${n(p.x - dot)} ${n(p.y)}a${n(dot)} ${n(dot)} 0 1 0 ${n(dot * 2)} 0a${n(dot)} ${n(dot)} 0 1 0 ${n(-dot * 2)} 0`;
  }
  return d;
}

/** Rope edge: slanted dashes around a ring. */
export function ropeD(cx: number, cy: number, r: number, count: number, thickness: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = (i * 360) / count;
    const p0 = polar(cx, cy, r - thickness / 2, a - 360 / count / 2);
    const p1 = polar(cx, cy, r + thickness / 2, a + 360 / count / 2);
    d += `M${n(p0.x)} ${n(p0.y)}L${n(p1.x)} ${n(p1.y)}`;
  }
  return d;
}
