/** Place scenery beyond mountains and waves: a city skyline, desert mesas, a saguaro. */
import type { Rng } from "../random.ts";
import { n, type Pt, polyline } from "../svg.ts";

/** A skyline of towers (some stepped, some with a spire), closed along baseY. */
export function skylineD(x0: number, x1: number, baseY: number, minH: number, maxH: number, rng: Rng): string {
  const pts: Pt[] = [{ x: x0, y: baseY }];
  let x = x0;
  const mid = (x0 + x1) / 2;
  while (x < x1) {
    const w = Math.min(x1 - x, rng.range(40, 90));
    // Taller towers towards the middle, like a downtown.
    const centre = 1 - Math.abs(x + w / 2 - mid) / ((x1 - x0) / 2);
    const h = minH + (maxH - minH) * Math.max(0.15, centre) * rng.range(0.55, 1);
    const top = baseY - h;
    pts.push({ x, y: top });
    if (rng.chance(0.3) && w > 50) {
      pts.push({ x: x + w * 0.25, y: top }, { x: x + w * 0.25, y: top - h * 0.12 });
      pts.push(
        { x: x + w * 0.48, y: top - h * 0.12 },
        { x: x + w * 0.5, y: top - h * 0.3 },
        { x: x + w * 0.52, y: top - h * 0.12 },
      );
      pts.push({ x: x + w * 0.75, y: top - h * 0.12 }, { x: x + w * 0.75, y: top });
    }
    pts.push({ x: x + w, y: top });
    x += w;
    pts.push({ x, y: baseY - minH * rng.range(0.2, 0.5) });
  }
  pts.push({ x: x1, y: baseY });
  return polyline(pts);
}

/** Flat-topped desert mesas and buttes, closed along baseY. */
export function mesasD(x0: number, x1: number, baseY: number, minH: number, maxH: number, rng: Rng): string {
  const pts: Pt[] = [{ x: x0, y: baseY }];
  const count = 3;
  const step = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const left = x0 + i * step + rng.range(0, step * 0.15);
    const top = baseY - rng.range(minH, maxH);
    const w = step * rng.range(0.55, 0.8);
    pts.push({ x: left, y: baseY - minH * 0.2 }, { x: left + w * 0.18, y: top }, { x: left + w * 0.82, y: top });
    pts.push({ x: left + w, y: baseY - minH * 0.2 });
  }
  pts.push({ x: x1, y: baseY });
  return polyline(pts);
}

/** A saguaro: trunk and two arms, as one outline `h` tall standing on baseY. */
export function cactusD(x: number, baseY: number, h: number): string {
  const t = h * 0.16;
  const r = t / 2;
  const trunk = `M${n(x - r)} ${n(baseY)}V${n(baseY - h + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(baseY - h + r)}V${n(baseY)}Z`;
  const arm = (side: number, at: number, up: number): string => {
    const ax = x + side * (r + t * 1.1);
    const y0 = baseY - h * at;
    const inner = side > 0 ? ax - r : ax + r;
    const outer = side > 0 ? ax + r : ax - r;
    return `M${n(x)} ${n(y0)}H${n(outer)}V${n(y0 - h * up + r)}A${n(r)} ${n(r)} 0 0 ${side > 0 ? 0 : 1} ${n(inner)} ${n(y0 - h * up + r)}V${n(y0 - t)}H${n(x)}Z`;
  };
  return trunk + arm(-1, 0.42, 0.3) + arm(1, 0.55, 0.28);
}
