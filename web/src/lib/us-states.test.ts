import { describe, expect, it } from "vitest";
import { stateName } from "./us-states.ts";

describe("US state names", () => {
  it("names a code, case-insensitively, and falls back to the code", () => {
    expect(stateName("CO")).toBe("Colorado");
    expect(stateName("ny")).toBe("New York");
    expect(stateName("ZZ")).toBe("ZZ");
  });
});
