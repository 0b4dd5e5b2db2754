import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isUsStateCode, US_STATE_CODES, US_STATES, usStateCode } from "../src/index.ts";
import { messageOf } from "./message-of.ts";

describe("US states (SPEC §9)", () => {
  it("lists exactly 50 states with unique 2-letter upper-case codes", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("does not list DC or territories", () => {
    for (const code of ["DC", "PR", "GU", "VI"]) expect(isUsStateCode(code)).toBe(false);
  });

  it("is in alphabetical order of names", () => {
    const names = US_STATES.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it("checks codes exactly", () => {
    expect(isUsStateCode("CA")).toBe(true);
    expect(isUsStateCode("ca")).toBe(false);
    expect(isUsStateCode("")).toBe(false);
  });

  it("takes a state's code in any case as a field, and documents the codes", () => {
    const state = usStateCode("Please choose a US state");
    expect(state.parse(" co ")).toBe("CO");
    for (const bad of ["D", "PR", "DC", "Colorado", 12]) expect(messageOf(state, bad)).toBe("Please choose a US state");
    expect((z.toJSONSchema(state, { io: "input" }) as { enum: string[] }).enum).toHaveLength(50);
  });
});
