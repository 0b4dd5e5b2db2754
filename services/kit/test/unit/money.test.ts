import { describe, expect, it } from "vitest";
import { addCents, cents, formatUsd, fromDecimal, fromDollars, MAX_CENTS, timesQuantity, toDecimal } from "../../src/money.ts";

describe("money", () => {
  it("reads numeric(10,2) strings into cents and writes them back", () => {
    expect(fromDecimal("25.00")).toBe(2500);
    expect(fromDecimal("25.5")).toBe(2550);
    expect(fromDecimal("25")).toBe(2500);
    expect(fromDecimal("0.07")).toBe(7);
    expect(fromDecimal("-4.00")).toBe(-400);
    expect(fromDecimal("99999999.99")).toBe(MAX_CENTS);
    expect(toDecimal(cents(2500))).toBe("25.00");
    expect(toDecimal(cents(7))).toBe("0.07");
    expect(toDecimal(cents(-1))).toBe("-0.01");
    for (const text of ["0.00", "1.10", "12345678.90", "-3.33"]) expect(toDecimal(fromDecimal(text))).toBe(text);
  });

  it("refuses what is not a numeric(10,2) amount", () => {
    for (const text of ["", "abc", "1.234", "1e3", "123456789.00", "1,00", "NaN", "0x10", "25.00\u0000"]) {
      expect(() => fromDecimal(text), text).toThrow(RangeError);
    }
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(MAX_CENTS + 1)).toThrow(RangeError);
  });

  it("takes client dollars only when they are whole cents", () => {
    expect(fromDollars(50)).toBe(5000);
    expect(fromDollars(19.99)).toBe(1999);
    expect(() => fromDollars(0.001)).toThrow(RangeError);
    expect(() => fromDollars(Number.NaN)).toThrow(RangeError);
  });

  it("adds and multiplies without floating-point drift", () => {
    expect(addCents(cents(10), cents(20))).toBe(30);
    // 0.1 + 0.2 in dollars would be 0.30000000000000004
    expect(toDecimal(addCents(fromDecimal("0.10"), fromDecimal("0.20")))).toBe("0.30");
    expect(timesQuantity(cents(2500), 3)).toBe(7500);
    expect(() => timesQuantity(cents(2500), -1)).toThrow(RangeError);
    expect(() => timesQuantity(cents(2500), 1.5)).toThrow(RangeError);
  });

  it("formats for people", () => {
    expect(formatUsd(cents(2500))).toBe("$25.00");
    expect(formatUsd(cents(123456))).toBe("$1,234.56");
  });
});
