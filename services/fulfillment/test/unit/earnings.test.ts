import { describe, expect, it } from "vitest";
import { merchantEarningsOf, shirtCountOf } from "../../src/domain/earnings.ts";

describe("a merchant's earnings", () => {
  it("are $16 a shirt, counted over every line's quantity", () => {
    const lines = [{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }];
    expect(shirtCountOf(lines)).toBe(6);
    expect(merchantEarningsOf(lines)).toBe(9600);
  });

  it("are $16 for one shirt and nothing for no shirts", () => {
    expect(merchantEarningsOf([{ quantity: 1 }])).toBe(1600);
    expect(merchantEarningsOf([])).toBe(0);
  });

  it("refuse a quantity that is not a count of shirts", () => {
    expect(() => merchantEarningsOf([{ quantity: 1.5 }])).toThrow(RangeError);
    expect(() => merchantEarningsOf([{ quantity: -1 }])).toThrow(RangeError);
  });
});
