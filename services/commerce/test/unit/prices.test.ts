import { describe, expect, it } from "vitest";
import { SHIRT_PRICE, SHIRT_SPLIT } from "../../src/contract/index.ts";

describe("the shirt price", () => {
  it("splits a $25 shirt into $4 + $16 + $5", () => {
    expect(SHIRT_PRICE).toBe(2500);
    expect(SHIRT_SPLIT).toEqual({ dispensary: 400, merchant: 1600, platform: 500 });
    expect(SHIRT_SPLIT.dispensary + SHIRT_SPLIT.merchant + SHIRT_SPLIT.platform).toBe(SHIRT_PRICE);
  });
});
