import { describe, expect, it } from "vitest";
import { stateCode, zipCode } from "../src/index.ts";
import { messageOf } from "./message-of.ts";

describe("ZIP codes", () => {
  const messages = { required: "ZIP code is required", invalid: "ZIP code must be 5 digits" };

  it("takes 5-digit and ZIP+4 codes, trimmed", () => {
    const zip = zipCode(messages);
    expect(zip.parse(" 80202 ")).toBe("80202");
    expect(zip.parse("80202-1234")).toBe("80202-1234");
    for (const missing of [undefined, null, "", " "]) expect(messageOf(zip, missing)).toBe("ZIP code is required");
    for (const bad of ["8020", "802021", "80202-12", "abcde", 80202])
      expect(messageOf(zip, bad)).toBe("ZIP code must be 5 digits");
  });

  it("can count a code shorter than `min` as missing", () => {
    const zip = zipCode(messages, 5);
    expect(messageOf(zip, "8020")).toBe("ZIP code is required");
    expect(messageOf(zip, "80202-1")).toBe("ZIP code must be 5 digits");
  });

  it("says a code shorter than `min` is too short when given the words", () => {
    const zip = zipCode({ ...messages, tooShort: "ZIP code needs 5 digits" }, 5);
    expect(messageOf(zip, "12")).toBe("ZIP code needs 5 digits");
    for (const missing of [undefined, "", "  "]) expect(messageOf(zip, missing)).toBe("ZIP code is required");
  });
});

describe("state codes", () => {
  const state = stateCode({ required: "State is required", invalid: "Use 2-letter state code" });

  it("take two letters, stored upper case", () => {
    expect(state.parse(" co ")).toBe("CO");
    expect(state.parse("ZZ")).toBe("ZZ");
  });

  it("count a shorter value as missing and anything else as invalid", () => {
    for (const short of [undefined, "", "C"]) expect(messageOf(state, short)).toBe("State is required");
    for (const bad of ["COL", "C1"]) expect(messageOf(state, bad)).toBe("Use 2-letter state code");
  });
});
