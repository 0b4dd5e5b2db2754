import { describe, expect, it } from "vitest";
import {
  DEFAULT_COLOR,
  nearestShirtColor,
  SHIRT_COLORS,
  SHIRT_SIZES,
  SIZE_CHART,
  shirtColorLabel,
} from "../../src/contract/index.ts";

describe("the shirt colours", () => {
  it("are black (what every call without a colour gets), white, heather grey and natural", () => {
    expect(SHIRT_COLORS.map((color) => color.id)).toEqual(["black", "white", "heather-grey", "natural"]);
    expect(DEFAULT_COLOR).toBe("black");
    expect(SHIRT_COLORS.every((color) => /^#[0-9a-f]{6}$/.test(color.hex))).toBe(true);
  });

  it("are named as shoppers and print shops read them", () => {
    expect(shirtColorLabel("heather-grey")).toBe("Heather grey");
    expect(shirtColorLabel("white")).toBe("White");
    expect(shirtColorLabel("teal")).toBe("teal");
  });
});

describe("the colour closest to a design's own shirt", () => {
  it("offers the colour on sale nearest the one the artwork was drawn for, black without one", () => {
    expect(nearestShirtColor("#f3ead6")).toBe("natural"); // "on cream"
    expect(nearestShirtColor("#ffffff")).toBe("white");
    expect(nearestShirtColor("#9a9c9f")).toBe("heather-grey");
    expect(nearestShirtColor("#2b2d2c")).toBe("black");
    expect(nearestShirtColor(null)).toBe("black");
    expect(nearestShirtColor("cream")).toBe("black");
  });
});

describe("the size chart", () => {
  it("measures every size sold, each wider and longer than the one before", () => {
    expect(SIZE_CHART.map((row) => row.size)).toEqual([...SHIRT_SIZES]);
    for (const [index, row] of SIZE_CHART.entries()) {
      const smaller = SIZE_CHART[index - 1];
      if (!smaller) continue;
      expect(row.chestWidth).toBeGreaterThan(smaller.chestWidth);
      expect(row.bodyLength).toBeGreaterThan(smaller.bodyLength);
    }
  });
});
