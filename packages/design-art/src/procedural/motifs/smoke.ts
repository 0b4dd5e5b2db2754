/** Smoke: tapered ribbons that rise, drift and curl. Drawn as outlined cartoon smoke. */
import type { Rng } from "../random.ts";
import { circleD, type Pt, smooth } from "../svg.ts";

/** A closed, smooth ribbon around a centre line with a width per point. */
export function ribbonD(center: Pt[], widths: number[]): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i < center.length; i++) {
    const prev = center[Math.max(0, i - 1)] as Pt;
    const next = center[Math.min(center.length - 1, i + 1)] as Pt;
    const dx = next.x - prev.x;
    const dy = next.y - prev.y;
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = (widths[i] ?? 0) / 2;
    const p = center[i] as Pt;
    left.push({ x: p.x + nx * w, y: p.y + ny * w });
    right.push({ x: p.x - nx * w, y: p.y - ny * w });
  }
  return smooth([...left, ...right.reverse()], true, 0.9);
}

export interface WispOptions {
  x: number;
  y: number;
  height: number;
  /** Sideways drift over the full height. */
  drift: number;
  /** Maximum width of the ribbon. */
  width: number;
  waves?: number;
  amplitude?: number;
  /** Ends in a curl of this radius (0 = no curl). */
  curl?: number;
}

/** A rising wisp of smoke. */
export function wispD(o: WispOptions, rng: Rng): string {
  const steps = 18;
  const waves = o.waves ?? rng.range(1.2, 2.2);
  const amp = o.amplitude ?? o.width * 1.4;
  const phase = rng.range(0, Math.PI * 2);
  const center: Pt[] = [];
  const widths: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    center.push({
      x: o.x + o.drift * t + Math.sin(phase + t * waves * Math.PI * 2) * amp * t,
      y: o.y - o.height * t,
    });
    widths.push(o.width * (0.25 + 0.75 * Math.sin(Math.PI * Math.min(1, t * 1.05)) ** 0.8) * (t < 0.02 ? 0.4 : 1));
  }
  const curl = o.curl ?? 0;
  if (curl > 0) {
    const last = center[center.length - 1] as Pt;
    const dir = o.drift >= 0 ? 1 : -1;
    for (let i = 1; i <= 10; i++) {
      const a = (i / 10) * Math.PI * 1.5;
      const r = curl * (1 - i / 14);
      center.push({ x: last.x + dir * (r - r * Math.cos(a)), y: last.y - r * Math.sin(a) });
      widths.push(o.width * 0.3 * (1 - i / 11) + 1);
    }
    widths[steps] = o.width * 0.35;
  }
  return ribbonD(center, widths);
}

/** A puffy cloud of smoke made of overlapping circles (as one path). */
export function puffD(cx: number, cy: number, r: number, rng: Rng, lobes = 6): string {
  let d = "";
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const rr = r * rng.range(0.45, 0.7);
    const x = cx + Math.cos(a) * r * 0.55;
    const y = cy + Math.sin(a) * r * 0.4;
    d += circleD(x, y, rr);
  }
  return d + circleD(cx, cy, r * 0.6);
}

/** A spiral swirl (stroke it). */
export function swirlD(cx: number, cy: number, r: number, turns = 1.3, clockwise = true): string {
  const pts: Pt[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = t * turns * Math.PI * 2 * (clockwise ? 1 : -1);
    const rr = r * (1 - t * 0.75);
    pts.push({ x: cx + Math.cos(a) * rr, y: cy + Math.sin(a) * rr });
  }
  return smooth(pts, false);
}
