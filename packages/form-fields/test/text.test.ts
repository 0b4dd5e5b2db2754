import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalText, text, VISIBLE } from "../src/index.ts";
import { messageOf } from "./message-of.ts";

describe("text", () => {
  const name = text("City", { min: 2, max: 10, required: "City is required", tooShort: "City is too short" });

  it.each([
    [undefined, "City is required"],
    [null, "City is required"],
    [42, "City must be a string"],
    [["Denver"], "City must be a string"],
    ["Den\u0000ver", "City must not contain NUL characters"],
    ["x".repeat(100_000), "City must be at most 10 characters"],
    ["   ", "City is required"],
    [" n ", "City is too short"],
  ])("refuses %j with a message about the field", (value, message) => {
    expect(messageOf(name, value)).toBe(message);
  });

  it("words its messages from the label unless told otherwise", () => {
    const city = text("City", { min: 3, max: 5 });
    expect(messageOf(city, " ")).toBe("City is required");
    expect(messageOf(city, "ab")).toBe("City is required");
    expect(messageOf(city, "Boulder")).toBe("City must be at most 5 characters");
    expect(messageOf(text("City", { max: 5, tooLong: "Too long" }), "Boulder")).toBe("Too long");
  });

  it("trims what it accepts, unless told to keep spaces", () => {
    expect(name.parse("  Denver ")).toBe("Denver");
    expect(text("Password", { max: 10, keepSpaces: true }).parse(" pass ")).toBe(" pass ");
  });

  it("documents its rules in JSON Schema", () => {
    expect(z.toJSONSchema(name, { io: "input" })).toMatchObject({
      type: "string",
      minLength: 2,
      maxLength: 10,
      pattern: "^[^\\u0000]*$",
    });
  });
});

describe("optional text", () => {
  const bio = optionalText("Bio", { max: 5 });

  it("turns missing, null and blank into null and trims the rest", () => {
    for (const blank of [undefined, null, "", "  "]) expect(bio.parse(blank)).toBeNull();
    expect(bio.parse(" hi ")).toBe("hi");
  });

  it("still refuses other types, NUL and excess", () => {
    expect(messageOf(bio, 5)).toBe("Bio must be a string");
    expect(messageOf(bio, "a\u0000")).toBe("Bio must not contain NUL characters");
    expect(messageOf(bio, "toolong")).toBe("Bio must be at most 5 characters");
    expect(messageOf(optionalText("Bio", { max: 5, tooLong: "Bio is too long" }), "toolong")).toBe("Bio is too long");
  });
});

describe("visible text", () => {
  it("wants a letter or digit, not only punctuation, zero-width or direction characters", () => {
    for (const shown of ["Bud", "7", "Café ✓"]) expect(VISIBLE.test(shown), shown).toBe(true);
    for (const hidden of ["...", "\u200b\u200e", " - "]) expect(VISIBLE.test(hidden), hidden).toBe(false);
  });
});
