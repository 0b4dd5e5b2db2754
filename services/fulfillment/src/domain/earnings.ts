import { type Cents, timesQuantity } from "@highcotton/kit/money";
import { EARNINGS_PER_SHIRT_CENTS } from "./constants.ts";

/** A lead's line as far as earnings go: how many shirts it prints. */
export interface PrintedLine {
  quantity: number;
}

/** Shirts to print: the sum of the lines' quantities. */
export const shirtCountOf = (lines: ReadonlyArray<PrintedLine>): number =>
  lines.reduce((total, line) => total + line.quantity, 0);

/**
 * What the merchant earns for printing these lines: $16 a shirt (the kit's shirt split), whatever
 * the shirts' design or size.
 */
export const merchantEarningsOf = (lines: ReadonlyArray<PrintedLine>): Cents =>
  timesQuantity(EARNINGS_PER_SHIRT_CENTS, shirtCountOf(lines));
