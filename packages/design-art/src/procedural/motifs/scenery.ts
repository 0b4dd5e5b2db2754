/** Scenery: mountain ranges, pines, striped retro suns, planets, waves, hills. */
import type { Rng } from "../random.ts";
import { circleD, n, type Pt, polyline } from "../svg.ts";

export interface Range {
  /** The mountain silhouette, closed along baseY. */
  d: string;
  /** Snowcaps (same peaks, upper part). */
  snow: string;
  peaks: Pt[];
}

export function mountainsD(
  x0: number,
  x1: number,
  baseY: number,
  peakCount: number,
  minH: number,
  maxH: number,
  rng: Rng,
): Range {
  const peaks: Pt[] = [];
  const width = x1 - x0;
  const pts: Pt[] = [{ x: x0, y: baseY }];
  let snow = "";
  for (let i = 0; i < peakCount; i++) {
    const cx = x0 + (width * (i + 0.5)) / peakCount + rng.range(-0.12, 0.12) * (width / peakCount);
    const h = rng.range(minH, maxH) * (i === Math.floor(peakCount / 2) ? 1.15 : 1);
    const peak = { x: cx, y: baseY - h };
    peaks.push(peak);
    const valleyX = x0 + (width * (i + 1)) / peakCount;
    pts.push(peak);
    if (i < peakCount - 1) pts.push({ x: valleyX, y: baseY - h * rng.range(0.3, 0.5) });
    // Snowcap: a jagged cap over the top 28% of the peak.
    const capH = h * 0.28;
    const slopeL = (peak.x - (pts[pts.length - 3]?.x ?? x0)) / h;
    const half = capH * Math.max(0.55, Math.min(1.2, Math.abs(slopeL)));
    snow += polyline([
      peak,
      { x: peak.x + half, y: peak.y + capH },
      { x: peak.x + half * 0.45, y: peak.y + capH * 0.72 },
      { x: peak.x + half * 0.05, y: peak.y + capH * 0.95 },
      { x: peak.x - half * 0.4, y: peak.y + capH * 0.7 },
      { x: peak.x - half, y: peak.y + capH },
    ]);
  }
  pts.push({ x: x1, y: baseY });
  return { d: polyline(pts), snow, peaks };
}

/** A stylised pine: stacked triangles on a trunk. */
export function pineD(x: number, baseY: number, h: number, w = h * 0.42): string {
  const tiers = 3;
  let d = polyline([
    { x: x - w * 0.06, y: baseY },
    { x: x + w * 0.06, y: baseY },
    { x: x + w * 0.06, y: baseY - h * 0.15 },
    { x: x - w * 0.06, y: baseY - h * 0.15 },
  ]);
  for (let i = 0; i < tiers; i++) {
    const bottom = baseY - h * 0.1 - i * h * 0.24;
    const top = bottom - h * 0.5;
    const tw = (w / 2) * (1 - i * 0.22);
    d += polyline([
      { x: x - tw, y: bottom },
      { x, y: Math.max(top, baseY - h) },
      { x: x + tw, y: bottom },
    ]);
  }
  return d;
}

/**
 * A retro sun: the disc (cx, cy, r) cut off at `horizon`, solid above `from` and split below it into
 * `count` bands whose gaps widen toward the horizon. Built as geometry (clip paths render slowly).
 */
export function sunStripesD(cx: number, cy: number, r: number, count: number, from: number, horizon = cy + r): string {
  const top = cy - r;
  const bottom = Math.min(cy + r, horizon);
  const gaps: number[] = [];
  for (let i = 0; i < count; i++) gaps.push(6 + i * 5);
  const gapSum = gaps.reduce((a, b) => a + b, 0);
  const weights = Array.from({ length: count }, (_, i) => 1 - i * 0.12);
  const unit = (bottom - from - gapSum) / weights.reduce((a, b) => a + b, 0);
  const bands: Array<[number, number]> = [[top, from]];
  let cursor = from;
  for (let i = 0; i < count; i++) {
    cursor += gaps[i] as number;
    const end = cursor + unit * (weights[i] as number);
    bands.push([cursor, end]);
    cursor = end;
  }
  const half = (y: number): number => Math.sqrt(Math.max(0, r * r - (y - cy) * (y - cy)));
  let d = "";
  for (const [a, b] of bands) {
    const y0 = Math.max(top, a);
    const y1 = Math.min(bottom, b);
    if (y1 - y0 < 0.5) continue;
    const w0 = half(y0);
    const w1 = half(y1);
    d +=
      `M${n(cx - w0)} ${n(y0)}L${n(cx + w0)} ${n(y0)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + w1)} ${n(y1)}` +
      `L${n(cx - w1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(cx - w0)} ${n(y0)}Z`;
  }
  return d;
}

/** Planet bands: wavy horizontal stripes across a disc (clip them to the disc). */
export function planetBandsD(cx: number, cy: number, r: number, rng: Rng): string {
  let d = "";
  const count = 4;
  for (let i = 0; i < count; i++) {
    const y = cy - r * 0.7 + (i * r * 1.5) / count + rng.range(-8, 8);
    const h = r * rng.range(0.08, 0.16);
    const wob = r * 0.06;
    d += `M${n(cx - r)} ${n(y)}Q${n(cx - r / 2)} ${n(y - wob)} ${n(cx)} ${n(y)}T${n(cx + r)} ${n(y)}V${n(y + h)}Q${n(cx + r / 2)} ${n(y + h + wob)} ${n(cx)} ${n(y + h)}T${n(cx - r)} ${n(y + h)}Z`;
  }
  return d;
}

/** A ring (ellipse band) around a planet, split into back and front halves. */
export function planetRingD(cx: number, cy: number, rx: number, ry: number, thickness: number): { back: string; front: string } {
  const half = (top: boolean): string => {
    const sweep = top ? 1 : 0;
    const ix = rx - thickness;
    const iy = ry - thickness * (ry / rx);
    return (
      `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 ${sweep} ${n(cx + rx)} ${n(cy)}` +
      `L${n(cx + ix)} ${n(cy)}A${n(ix)} ${n(iy)} 0 0 ${1 - sweep} ${n(cx - ix)} ${n(cy)}Z`
    );
  };
  return { back: half(true), front: half(false) };
}

/** Rolling waves along a baseline (closed down to bottomY). */
export function wavesD(x0: number, x1: number, y: number, bottomY: number, count: number, amp: number): string {
  const w = (x1 - x0) / count;
  let d = `M${n(x0)} ${n(y)}`;
  for (let i = 0; i < count; i++) {
    const sx = x0 + i * w;
    d += `C${n(sx + w * 0.3)} ${n(y - amp)} ${n(sx + w * 0.7)} ${n(y - amp)} ${n(sx + w)} ${n(y)}`;
  }
  return `${d}V${n(bottomY)}H${n(x0)}Z`;
}

/** Rolling hills silhouette. */
export function hillsD(x0: number, x1: number, y: number, bottomY: number, rng: Rng): string {
  const pts: Pt[] = [];
  const count = 5;
  for (let i = 0; i <= count; i++) pts.push({ x: x0 + ((x1 - x0) * i) / count, y: y + rng.range(-30, 30) });
  let d = `M${n(x0)} ${n(bottomY)}L${n(pts[0]!.x)} ${n(pts[0]!.y)}`;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Pt;
    const b = pts[i] as Pt;
    d += `Q${n((a.x + b.x) / 2)} ${n(Math.min(a.y, b.y) - 40)} ${n(b.x)} ${n(b.y)}`;
  }
  return `${d}L${n(x1)} ${n(bottomY)}Z`;
}

export function discD(cx: number, cy: number, r: number): string {
  return circleD(cx, cy, r);
}
