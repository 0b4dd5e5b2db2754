import { describe, expect, it } from "vitest";
import { formatCents, formatMoney, isPositiveAmount } from "./money.ts";

describe("formatMoney", () => {
  it.each([
    ["25.00", "$25.00"],
    ["0.00", "$0.00"],
    ["0", "$0.00"],
    ["4", "$4.00"],
    ["1234.5", "$1,234.50"],
    ["1234567.89", "$1,234,567.89"],
    ["99999999.99", "$99,999,999.99"],
    [" 12.30 ", "$12.30"],
    ["10.005", "$10.01"],
    ["10.004", "$10.00"],
    ["-3.50", "-$3.50"],
    ["-0.00", "$0.00"],
  ])("%s → %s", (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it("formats numbers", () => {
    expect(formatMoney(25)).toBe("$25.00");
    expect(formatMoney(0.1 + 0.2)).toBe("$0.30");
  });

  it.each([null, undefined, "", "abc", "1e3", "$5", "1,000", Number.NaN])("shows $0.00 for %s", (input) => {
    expect(formatMoney(input)).toBe("$0.00");
  });
});

describe("isPositiveAmount", () => {
  it.each([
    ["0.00", false],
    ["0", false],
    ["0.01", true],
    ["25.00", true],
    ["-1.00", false],
    [null, false],
    ["junk", false],
  ])("%s → %s", (input, expected) => {
    expect(isPositiveAmount(input)).toBe(expected);
  });
});

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [4_000, "$40.00"],
    [123_450, "$1,234.50"],
    [-350, "-$3.50"],
    [1.5, "$0.00"],
  ])("%s → %s", (input, expected) => {
    expect(formatCents(input)).toBe(expected);
  });
});
