/**
 * How a drawn subject takes the design's inks: in its own colours, posterised to the inks (each of
 * its colours replaced by the ink at the same rank of lightness), or as outlines in one ink.
 */
import { luminance } from "../reading/colors.ts";

export type Inking = "color" | "poster" | "line";

const COLOR_ATTR = /\b(fill|stroke|stop-color)="(#[0-9a-fA-F]{3,8})"/g;

function normal(hex: string): string {
  const h = hex.slice(1, 7);
  return h.length === 3 ? `#${[...h].map((c) => c + c).join("")}`.toLowerCase() : `#${h.slice(0, 6)}`.toLowerCase();
}

/** Each colour of `body` replaced by the tone of the same lightness rank among `tones`. */
export function posterise(body: string, tones: readonly string[]): string {
  const colors = [...new Set([...body.matchAll(COLOR_ATTR)].map((m) => normal(m[2] as string)))].sort(
    (a, b) => luminance(a) - luminance(b),
  );
  const sorted = [...tones].sort((a, b) => luminance(a) - luminance(b));
  const map = new Map<string, string>();
  colors.forEach((color, i) => {
    const rank = colors.length === 1 ? 0 : i / (colors.length - 1);
    map.set(color, sorted[Math.min(sorted.length - 1, Math.round(rank * (sorted.length - 1)))] as string);
  });
  return body.replace(COLOR_ATTR, (_, attr: string, hex: string) => `${attr}="${map.get(normal(hex)) ?? sorted[0]}"`);
}

/** Outlines only: every shape unfilled, stroked in `ink`. */
export function outlined(body: string, ink: string, width: number | string): string {
  const inner = body
    .replace(/\bfill="[^"]*"/g, 'fill="none"')
    .replace(/\bstroke="[^"]*"/g, `stroke="${ink}"`)
    .replace(/\bstroke-width="[^"]*"/g, `stroke-width="${width}"`)
    .replace(/\bopacity="[^"]*"/g, "");
  return `<g fill="none" stroke="${ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${inner}</g>`;
}

/** The shape in one flat colour (for a keyline drawn wide under it). */
export function silhouette(body: string, color: string): string {
  return body.replace(/\b(fill|stroke|stop-color)="(?!none)[^"]*"/g, `$1="${color}"`);
}

/** The colour that covers most of a body (its first filled shape, usually the base). */
export function mainColor(body: string): string | undefined {
  return /\bfill="(#[0-9a-fA-F]{3,8})"/.exec(body)?.[1];
}
