/** A cannabis bud (cola): a bumpy teardrop of calyxes with sugar leaves, pistils and trichomes. */
import type { Rng } from "../random.ts";
import { circleD, n, type Pt, polyline, smooth } from "../svg.ts";
import { leafletPoints } from "./leaf.ts";

export interface BudColors {
  light: string;
  dark: string;
  pistil: string;
  ink: string;
  /** Trichome sparkle colour. */
  frost?: string;
}

/** Bud silhouette: pointed top, full belly, bumpy edge. */
function outline(cx: number, cy: number, h: number, rng: Rng): { d: string; inside: (p: Pt) => boolean } {
  const w = h * 0.3;
  const pts: Pt[] = [];
  const steps = 64;
  const radius = (t: number): number => {
    // t in [0, 1] from top (0) to bottom (1); half-width profile.
    return w * Math.sin(Math.PI * t ** 1.5) ** 0.55;
  };
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const bump = 1 + 0.1 * Math.abs(Math.sin(t * Math.PI * 6 + 0.4)) + rng.range(-0.02, 0.02);
    pts.push({ x: cx + radius(t) * bump, y: cy - h / 2 + h * t });
  }
  for (let i = steps - 1; i > 0; i--) {
    const t = i / steps;
    const bump = 1 + 0.1 * Math.abs(Math.sin(t * Math.PI * 6 + 1.9)) + rng.range(-0.02, 0.02);
    pts.push({ x: cx - radius(t) * bump, y: cy - h / 2 + h * t });
  }
  const inside = (p: Pt): boolean => {
    const t = (p.y - (cy - h / 2)) / h;
    if (t < 0.04 || t > 0.97) return false;
    return Math.abs(p.x - cx) < radius(t) * 0.86;
  };
  return { d: smooth(pts, true, 0.7), inside };
}

/** A bud centred at (cx, cy), `h` tall. */
export function bud(cx: number, cy: number, h: number, colors: BudColors, rng: Rng, inkWidth = 5): string {
  const shape = outline(cx, cy, h, rng);
  // Sugar leaves poking out of the sides and top.
  let leaves = "";
  const leafCount = 6;
  for (let i = 0; i < leafCount; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const t = 0.25 + (i / leafCount) * 0.62;
    const y = cy - h / 2 + h * t;
    const x = cx + side * h * 0.2 * Math.sin(Math.PI * t ** 1.5) ** 0.55;
    leaves += polyline(
      leafletPoints({ x, y }, { angle: side * rng.range(48, 78), length: h * rng.range(0.24, 0.32), width: h * 0.045 }, 8, 0.35),
    );
  }
  leaves += polyline(
    leafletPoints({ x: cx, y: cy - h * 0.25 }, { angle: rng.range(-12, 12), length: h * 0.26, width: h * 0.04 }, 7, 0.35),
  );
  // Calyx scales: small smiles in rows.
  let scales = "";
  const rows = 9;
  for (let r = 0; r < rows; r++) {
    const y = cy - h * 0.4 + (r / (rows - 1)) * h * 0.8;
    const cols = 5;
    for (let c = 0; c < cols; c++) {
      const x = cx - h * 0.24 + (c / (cols - 1)) * h * 0.48 + (r % 2) * h * 0.05 + rng.range(-3, 3);
      const p = { x, y };
      if (!shape.inside(p)) continue;
      const a = h * 0.045;
      scales += `M${n(x - a)} ${n(y - a * 0.4)}Q${n(x)} ${n(y + a * 1.1)} ${n(x + a)} ${n(y - a * 0.4)}`;
    }
  }
  // Pistils: orange hooks.
  let pistils = "";
  for (let i = 0; i < 16; i++) {
    const p = { x: cx + rng.range(-0.22, 0.22) * h, y: cy + rng.range(-0.4, 0.38) * h };
    if (!shape.inside(p)) continue;
    const len = h * rng.range(0.05, 0.09);
    const dir = p.x < cx ? -1 : 1;
    pistils += `M${n(p.x)} ${n(p.y)}q${n(dir * len * 0.7)} ${n(-len * 0.2)} ${n(dir * len * 0.6)} ${n(-len)}`;
  }
  let frost = "";
  if (colors.frost) {
    for (let i = 0; i < 18; i++) {
      const p = { x: cx + rng.range(-0.22, 0.22) * h, y: cy + rng.range(-0.42, 0.4) * h };
      if (shape.inside(p)) frost += circleD(p.x, p.y, Math.max(1.5, h * rng.range(0.006, 0.011)));
    }
  }
  const iw = n(inkWidth * 2);
  return (
    `<path d="${leaves}" fill="${colors.ink}" stroke="${colors.ink}" stroke-width="${iw}" stroke-linejoin="round"/>` +
    `<path d="${leaves}" fill="${colors.dark}"/>` +
    `<path d="${shape.d}" fill="${colors.ink}" stroke="${colors.ink}" stroke-width="${iw}" stroke-linejoin="round"/>` +
    `<path d="${shape.d}" fill="${colors.light}"/>` +
    `<path d="${scales}" fill="none" stroke="${colors.dark}" stroke-width="${n(Math.max(2, h * 0.012))}" stroke-linecap="round"/>` +
    `<path d="${pistils}" fill="none" stroke="${colors.pistil}" stroke-width="${n(Math.max(2, h * 0.011))}" stroke-linecap="round"/>` +
    (frost ? `<path d="${frost}" fill="${colors.frost}"/>` : "")
  );
}
