/** Smoking goods: a lit joint and a rolling-papers booklet. */
import { n, type Pt, polyline, rectD, rotate } from "../svg.ts";
import type { Rim } from "./flame.ts";

export interface JointColors {
  paper: string;
  filter: string;
  ink: string;
  ember: string;
  ash: string;
}

/** A joint whose lit end is at (x, y), pointing at `angle` degrees (0 = lit end to the left, body to the right). */
export function joint(x: number, y: number, length: number, angle: number, c: JointColors, inkWidth = 6, rim?: Rim): string {
  const wide = length * 0.11;
  const narrow = length * 0.065;
  const tf = (p: Pt): Pt => {
    const r = rotate(p, angle);
    return { x: x + r.x, y: y + r.y };
  };
  const poly = (pts: Pt[]): string => polyline(pts.map(tf));
  const body = poly([
    { x: 0, y: -wide / 2 },
    { x: length, y: -narrow / 2 },
    { x: length, y: narrow / 2 },
    { x: 0, y: wide / 2 },
  ]);
  const filterStart = length * 0.8;
  const fw = wide + (narrow - wide) * 0.8;
  const filter = poly([
    { x: filterStart, y: -fw / 2 },
    { x: length, y: -narrow / 2 },
    { x: length, y: narrow / 2 },
    { x: filterStart, y: fw / 2 },
  ]);
  const ember = poly([
    { x: length * 0.01, y: -wide / 2 },
    { x: length * 0.09, y: -wide * 0.49 },
    { x: length * 0.07, y: -wide * 0.1 },
    { x: length * 0.1, y: wide * 0.2 },
    { x: length * 0.09, y: wide * 0.49 },
    { x: length * 0.01, y: wide / 2 },
    { x: -length * 0.015, y: 0 },
  ]);
  const ash = poly([
    { x: length * 0.0, y: -wide * 0.45 },
    { x: length * 0.04, y: -wide * 0.48 },
    { x: length * 0.03, y: 0 },
    { x: length * 0.05, y: wide * 0.45 },
    { x: length * 0.0, y: wide * 0.45 },
    { x: -length * 0.012, y: 0 },
  ]);
  const seam = [0.25, 0.45, 0.62]
    .map((t) => {
      const w = wide + (narrow - wide) * t;
      const a = tf({ x: length * t, y: -w / 2 });
      const b = tf({ x: length * (t + 0.06), y: w / 2 });
      return `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`;
    })
    .join("");
  const stripes = [0.86, 0.93]
    .map((t) => {
      const w = wide + (narrow - wide) * t;
      const a = tf({ x: length * t, y: -w / 2 });
      const b = tf({ x: length * t, y: w / 2 });
      return `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`;
    })
    .join("");
  const lw = n(inkWidth);
  return (
    (rim
      ? `<path d="${body}" fill="${rim.color}" stroke="${rim.color}" stroke-width="${n(2 * (inkWidth + rim.width))}" stroke-linejoin="round"/>`
      : "") +
    `<path d="${body}" fill="${c.ink}" stroke="${c.ink}" stroke-width="${n(inkWidth * 2)}" stroke-linejoin="round"/>` +
    `<path d="${body}" fill="${c.paper}"/>` +
    `<path d="${filter}" fill="${c.filter}"/>` +
    `<path d="${ember}" fill="${c.ember}"/>` +
    `<path d="${ash}" fill="${c.ash}"/>` +
    `<path d="${seam}${stripes}" fill="none" stroke="${c.ink}" stroke-width="${n(inkWidth * 0.5)}" stroke-linecap="round"/>` +
    `<path d="${filter}" fill="none" stroke="${c.ink}" stroke-width="${lw}" stroke-linejoin="round"/>`
  );
}

/** A rolling-papers booklet (front cover) with its fold-over flap. Returns the parts to paint. */
export function papersBooklet(cx: number, cy: number, w: number, h: number): { cover: string; flap: string; sheet: string } {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const sheetH = h * 0.1;
  return {
    sheet: rectD(x + w * 0.04, y - sheetH * 0.75, w * 0.92, sheetH * 1.5, 6),
    cover: rectD(x, y, w, h, 14),
    flap: rectD(x, y + h * 0.78, w, h * 0.22, 14),
  };
}
