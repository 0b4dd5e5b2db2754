import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { readAdvertisementForm } from "../../src/domain/advertisement-form.ts";

const creative = { base64: "AAAA" };
const read = (changes: Record<string, unknown>) => readAdvertisementForm({ title: "Grand opening", creative, ...changes });
const refusedWith = (changes: Record<string, unknown>) => {
  const result = read(changes);
  return result.ok ? "accepted" : result.error.message;
};

describe("the ad upload form", () => {
  it("reads the title and description trimmed, and the files' base64 text", () => {
    expect(read({ title: "  Grand opening ", description: " 20% off\nall week ", poster: { base64: "BBBB" } })).toEqual({
      ok: true,
      value: { title: "Grand opening", description: "20% off\nall week", creative: "AAAA", poster: "BBBB" },
    });
    expect(read({ description: "  ", poster: null })).toEqual({
      ok: true,
      value: { title: "Grand opening", description: null, creative: "AAAA", poster: null },
    });
  });

  it("takes a title of 1 to 80 characters and a description of at most 280", () => {
    expect(refusedWith({ title: undefined })).toBe(messages.titleRequired);
    expect(refusedWith({ title: "   " })).toBe(messages.titleRequired);
    expect(refusedWith({ title: "\u200b" })).toBe(messages.titleRequired);
    expect(refusedWith({ title: "x".repeat(80) })).toBe("accepted");
    expect(refusedWith({ title: "x".repeat(81) })).toBe(messages.titleTooLong);
    expect(refusedWith({ title: "x".repeat(1_000_000) })).toBe(messages.titleTooLong);
    expect(refusedWith({ description: "x".repeat(280) })).toBe("accepted");
    expect(refusedWith({ description: "x".repeat(281) })).toBe(messages.descriptionTooLong);
  });

  it("refuses NUL and control characters (a description may have line breaks and tabs)", () => {
    expect(refusedWith({ title: "Grand\u0000opening" })).toBe("Title must not contain NUL characters");
    expect(refusedWith({ title: "Grand\nopening" })).toBe("Title must not contain control characters");
    expect(refusedWith({ description: "a\u0000b" })).toBe("Description must not contain NUL characters");
    expect(refusedWith({ description: "a\u0008b" })).toBe("Description must not contain control characters");
    expect(refusedWith({ description: "a\tb\r\nc" })).toBe("accepted");
  });

  it("asks for the file, and for a poster only in the shape of a file", () => {
    expect(refusedWith({ creative: undefined })).toBe(messages.creativeRequired);
    expect(refusedWith({ creative: { base64: 42 } })).toBe(messages.creativeRequired);
    expect(refusedWith({ creative: "AAAA" })).toBe(messages.creativeRequired);
    expect(refusedWith({ poster: { file: "x" } })).toBe(messages.posterRequired);
  });
});
