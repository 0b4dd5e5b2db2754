import type { DesignText } from "../content.ts";
import type { Palette } from "../palettes.ts";
import type { Rng } from "../random.ts";
import type { Defs } from "../svg.ts";

/** Everything a layout needs to draw one design on the 1200 × 1200 canvas. */
export interface LayoutContext {
  rng: Rng;
  pal: Palette;
  text: DesignText;
  defs: Defs;
  /** Which of a layout's variants to use (varies with the slot). */
  variant: number;
}

export interface Layout {
  id: string;
  /** Used in product names: "Greenleaf Sunset Seal". */
  noun: string;
  render(ctx: LayoutContext): string;
}

export const SIZE = 1200;
export const CX = 600;
