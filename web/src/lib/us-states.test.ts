import { describe, expect, it } from "vitest";
import { isUsStateCode, stateName, US_STATES } from "./us-states.ts";

describe("US states (SPEC §9)", () => {
  it("lists exactly 50 states with unique 2-letter upper-case codes", () => {
    expect(US_STATES).toHaveLength(50);
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("does not list DC or territories", () => {
    for (const code of ["DC", "PR", "GU", "VI"]) expect(isUsStateCode(code)).toBe(false);
  });

  it("is in alphabetical order of names", () => {
    const names = US_STATES.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it("names a code, case-insensitively, and falls back to the code", () => {
    expect(stateName("CO")).toBe("Colorado");
    expect(stateName("ny")).toBe("New York");
    expect(stateName("ZZ")).toBe("ZZ");
  });

  it("checks codes exactly", () => {
    expect(isUsStateCode("CA")).toBe(true);
    expect(isUsStateCode("ca")).toBe(false);
    expect(isUsStateCode("")).toBe(false);
  });
});
