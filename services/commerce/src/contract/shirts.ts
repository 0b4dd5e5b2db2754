import { SHIRT_SIZES, type ShirtSize } from "./limits.ts";

/**
 * The shirt colours a design is printed on: the shopper picks one, and it travels with the cart
 * line and the order to the print shop. `hex` is the fabric as the web app draws it.
 */
export const SHIRT_COLORS = [
  { id: "black", label: "Black", hex: "#1c1c1e" },
  { id: "white", label: "White", hex: "#f6f5f1" },
  { id: "heather-grey", label: "Heather grey", hex: "#a3a5a8" },
  { id: "natural", label: "Natural", hex: "#efe6d2" },
] as const;
export type ShirtColor = (typeof SHIRT_COLORS)[number]["id"];
export const SHIRT_COLOR_IDS = SHIRT_COLORS.map((color) => color.id) as [ShirtColor, ...ShirtColor[]];
/** Every shirt was black before shoppers could choose: a call that names no colour still gets black. */
export const DEFAULT_COLOR: ShirtColor = "black";

/**
 * The colour on sale closest to a design's own shirt colour ("#rrggbb", as its artwork was drawn
 * for: forest green on cream reads as Natural): what its page and cart offer first. Black without one.
 */
export function nearestShirtColor(hex: string | null | undefined): ShirtColor {
  const rgb = (value: string) => [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16));
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return DEFAULT_COLOR;
  const [r, g, b] = rgb(hex) as [number, number, number];
  let best: ShirtColor = DEFAULT_COLOR;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const color of SHIRT_COLORS) {
    const [cr, cg, cb] = rgb(color.hex) as [number, number, number];
    const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [color.id, distance];
  }
  return best;
}

/** "heather-grey" → "Heather grey"; an unknown id is shown as it is. */
export const shirtColorLabel = (id: string): string => SHIRT_COLORS.find((color) => color.id === id)?.label ?? id;

/** One size's garment measurements, laid flat, in inches. */
export interface SizeMeasurements {
  size: ShirtSize;
  /** Armpit to armpit. */
  chestWidth: number;
  /** From the highest point of the shoulder to the hem. */
  bodyLength: number;
}

/** The size chart of the tee every design is printed on (a classic unisex cotton tee). */
export const SIZE_CHART: readonly SizeMeasurements[] = [
  { size: "S", chestWidth: 18, bodyLength: 28 },
  { size: "M", chestWidth: 20, bodyLength: 29 },
  { size: "L", chestWidth: 22, bodyLength: 30 },
  { size: "XL", chestWidth: 24, bodyLength: 31 },
  { size: "2XL", chestWidth: 26, bodyLength: 32 },
  { size: "3XL", chestWidth: 28, bodyLength: 33 },
];

// Every size sold has a row, in the order sizes are offered.
if (SIZE_CHART.map((row) => row.size).join() !== SHIRT_SIZES.join()) throw new Error("SIZE_CHART must list SHIRT_SIZES");
