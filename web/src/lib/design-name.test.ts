import { describe, expect, it } from "vitest";
import { designDisplayName } from "./design-name.ts";

describe("designDisplayName", () => {
  it("drops the store's name at the start of a design's name", () => {
    expect(designDisplayName("Greenleaf Sunset Varsity Tee", "Greenleaf Dispensary")).toBe("Sunset Varsity Tee");
    expect(designDisplayName("The Green Room Gold Tarot", "The Green Room")).toBe("Gold Tarot");
    expect(designDisplayName("sunset kush  Ember Seal II", "Sunset Kush Co.")).toBe("Ember Seal II");
  });

  it("drops the store's name after a separator at the end", () => {
    expect(designDisplayName("Sunset Varsity Tee — Greenleaf", "Greenleaf Dispensary")).toBe("Sunset Varsity Tee");
    expect(designDisplayName("Gold Tarot - The Green Room", "The Green Room")).toBe("Gold Tarot");
  });

  it("keeps names that only share a small word or would be left empty", () => {
    expect(designDisplayName("The Gold Tarot", "The Green Room")).toBe("The Gold Tarot");
    expect(designDisplayName("Greenleaf Dispensary", "Greenleaf Dispensary")).toBe("Greenleaf Dispensary");
    expect(designDisplayName("Midnight Bloom", "Greenleaf Dispensary")).toBe("Midnight Bloom");
    expect(designDisplayName("Greenleafy Tee", "Greenleaf")).toBe("Greenleafy Tee");
  });
});
