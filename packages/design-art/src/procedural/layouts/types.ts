import type { Subject } from "../../motif-library/subjects.ts";
import type { DesignText, Theme } from "../content.ts";
import type { Palette } from "../palettes.ts";
import type { Rng } from "../random.ts";
import type { Defs } from "../svg.ts";

/** Everything a layout needs to draw one design on the 1200 × 1200 canvas. */
export interface LayoutContext {
  rng: Rng;
  pal: Palette;
  text: DesignText;
  defs: Defs;
  /** The main theme a custom prompt asked for (store designs: none). */
  theme?: Theme;
  /** Every theme the prompt mentions. */
  themes: Theme[];
  /** Which of a layout's variants to use (varies with the slot). */
  variant: number;
  /** What a custom prompt asked to see; layouts that can draw a hero draw these in its place. */
  subjects: readonly Subject[];
}

export interface Layout {
  id: string;
  /** Used in product names: "Greenleaf Sunset Seal". */
  noun: string;
  /** Whether the layout draws a custom prompt's subjects as its hero. */
  drawsSubjects?: boolean;
  render(ctx: LayoutContext): string;
}

export const SIZE = 1200;
export const CX = 600;
