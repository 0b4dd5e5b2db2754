/**
 * Perceptual hashes of a design, for telling "looks the same" from "looks different" the way a
 * buyer scrolling a catalog would: the artwork rendered small, flattened on a mid-grey shirt, in
 * greyscale (so a recolour alone does not count as a new design).
 */
import { Resvg } from "@resvg/resvg-js";
import { DESIGN_FONT_FILES } from "../src/render/design-fonts.ts";

const SIDE = 64;

/** The design at 64 × 64 px, greyscale 0–255 on a mid-grey background. */
export function greyscale(svg: string): Float64Array {
  const pixels = new Resvg(svg, {
    fitTo: { mode: "width", value: SIDE },
    font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
  }).render().pixels;
  const out = new Float64Array(SIDE * SIDE);
  for (let i = 0; i < out.length; i++) {
    // Premultiplied RGBA over grey 128.
    const a = (pixels[i * 4 + 3] as number) / 255;
    const r = (pixels[i * 4] as number) + 128 * (1 - a);
    const g = (pixels[i * 4 + 1] as number) + 128 * (1 - a);
    const b = (pixels[i * 4 + 2] as number) + 128 * (1 - a);
    out[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  return out;
}

/** Box-averages a SIDE × SIDE image down to w × h. */
function shrink(image: Float64Array, w: number, h: number): Float64Array {
  const out = new Float64Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor((x * SIDE) / w);
      const x1 = Math.floor(((x + 1) * SIDE) / w);
      const y0 = Math.floor((y * SIDE) / h);
      const y1 = Math.floor(((y + 1) * SIDE) / h);
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += image[yy * SIDE + xx] as number;
      out[y * w + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  return out;
}

/** dHash: 64 bits, whether each of 8 × 8 cells is brighter than its right-hand neighbour. */
export function dHash(image: Float64Array): boolean[] {
  const small = shrink(image, 9, 8);
  const bits: boolean[] = [];
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) bits.push((small[y * 9 + x] as number) > (small[y * 9 + x + 1] as number));
  return bits;
}

/** pHash: 64 bits, the lowest 8 × 8 DCT frequencies of the 32 × 32 image against their median. */
export function pHash(image: Float64Array): boolean[] {
  const N = 32;
  const small = shrink(image, N, N);
  const cos = (k: number, i: number) => Math.cos(((2 * i + 1) * k * Math.PI) / (2 * N));
  const coefficients: number[] = [];
  for (let v = 0; v < 8; v++)
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) sum += (small[y * N + x] as number) * cos(u, x) * cos(v, y);
      coefficients.push(sum);
    }
  const ac = coefficients.slice(1);
  const median = [...ac].sort((a, b) => a - b)[Math.floor(ac.length / 2)] as number;
  return coefficients.map((c) => c > median);
}

export function hamming(a: readonly boolean[], b: readonly boolean[]): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++;
  return d;
}
