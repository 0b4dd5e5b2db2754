/** Flames: a teardrop body with licking tongues, in three nested layers. */
import type { Rng } from "../random.ts";
import { n, type Pt } from "../svg.ts";

/** One flame outline: base centre (x, y), width w, height h, with `tongues` licking tips. */
export function flameD(x: number, y: number, w: number, h: number, rng: Rng, tongues = 3): string {
  const k = Math.max(1, tongues);
  const tips: Pt[] = [];
  for (let i = 0; i < k; i++) {
    const u = k === 1 ? 0.5 : i / (k - 1);
    const centre = 1 - Math.abs(u - 0.5) * 2;
    const height = h * (k === 1 ? 1 : (0.5 + 0.5 * centre ** 0.8) * rng.range(0.88, 1.04));
    const lean = (u - 0.5) * w * 0.12;
    tips.push({ x: x - w * 0.36 + w * 0.72 * u + lean + rng.range(-0.03, 0.03) * w, y: y - height });
  }
  const valleys: Pt[] = [];
  for (let i = 0; i < k - 1; i++) {
    const a = tips[i] as Pt;
    const b = tips[i + 1] as Pt;
    const lower = Math.max(a.y, b.y);
    valleys.push({ x: (a.x + b.x) / 2, y: lower + (y - lower) * rng.range(0.28, 0.42) });
  }
  const left = { x: x - w * 0.5, y: y - h * 0.28 };
  const right = { x: x + w * 0.5, y: y - h * 0.28 };
  const first = tips[0] as Pt;
  const last = tips[k - 1] as Pt;
  let d = `M${n(x)} ${n(y)}C${n(x - w * 0.36)} ${n(y)} ${n(x - w * 0.56)} ${n(y - h * 0.1)} ${n(left.x)} ${n(left.y)}`;
  d += `C${n(left.x + w * 0.02)} ${n(left.y - h * 0.2)} ${n(first.x - w * 0.12)} ${n(first.y + h * 0.3)} ${n(first.x)} ${n(first.y)}`;
  for (let i = 0; i < k - 1; i++) {
    const t = tips[i] as Pt;
    const v = valleys[i] as Pt;
    const next = tips[i + 1] as Pt;
    d += `C${n(t.x + w * 0.02)} ${n(t.y + (v.y - t.y) * 0.45)} ${n(v.x - w * 0.06)} ${n(v.y - h * 0.02)} ${n(v.x)} ${n(v.y)}`;
    d += `C${n(v.x + w * 0.03)} ${n(v.y - (v.y - next.y) * 0.3)} ${n(next.x - w * 0.08)} ${n(next.y + (v.y - next.y) * 0.45)} ${n(next.x)} ${n(next.y)}`;
  }
  d += `C${n(last.x + w * 0.12)} ${n(last.y + h * 0.3)} ${n(right.x - w * 0.02)} ${n(right.y - h * 0.2)} ${n(right.x)} ${n(right.y)}`;
  d += `C${n(x + w * 0.56)} ${n(y - h * 0.1)} ${n(x + w * 0.36)} ${n(y)} ${n(x)} ${n(y)}Z`;
  return d;
}

export interface FlameColors {
  outer: string;
  middle: string;
  inner: string;
  ink: string;
}

/** A light "die-cut" rim drawn outside the ink outline: its colour and width beyond the ink. */
export interface Rim {
  color: string;
  width: number;
}

/** Three nested flames with an ink outline (and optionally a light rim outside it). */
export function flame(
  x: number,
  y: number,
  w: number,
  h: number,
  colors: FlameColors,
  rng: Rng,
  inkWidth = 8,
  rim?: Rim,
): string {
  const outer = flameD(x, y, w, h, rng, 5);
  const middle = flameD(x, y - h * 0.03, w * 0.68, h * 0.7, rng, 3);
  const inner = flameD(x, y - h * 0.06, w * 0.36, h * 0.42, rng, 1);
  return (
    (rim
      ? `<path d="${outer}" fill="${rim.color}" stroke="${rim.color}" stroke-width="${n(2 * (inkWidth + rim.width))}" stroke-linejoin="round"/>`
      : "") +
    `<path d="${outer}" fill="${colors.ink}" stroke="${colors.ink}" stroke-width="${n(inkWidth * 2)}" stroke-linejoin="round"/>` +
    `<path d="${outer}" fill="${colors.outer}"/>` +
    `<path d="${middle}" fill="${colors.middle}"/>` +
    `<path d="${inner}" fill="${colors.inner}"/>`
  );
}
