import { describe, expect, it } from "vitest";
import { decodeUpload, readAdvertisementForm } from "../../src/domain/advertisement-form.ts";
import { messages } from "../../src/domain/messages.ts";

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

describe("decoding an upload's base64", () => {
  const refusals = { missing: "missing", tooLarge: "too large", malformed: "malformed" };
  const decode = (text: string, maxBytes = 16) => {
    const result = decodeUpload(text, maxBytes, refusals);
    return result.ok ? result.value.toString("latin1") : result.error.message;
  };

  it("decodes standard base64, with or without a data URL's prefix", () => {
    expect(decode(Buffer.from("hello").toString("base64"))).toBe("hello");
    expect(decode(`data:video/mp4;base64,${Buffer.from("hello").toString("base64")}`)).toBe("hello");
  });

  it("refuses what is empty, too large or not strict base64", () => {
    expect(decode("")).toBe("missing");
    expect(decode("data:image/png;base64,")).toBe("missing");
    expect(decode(Buffer.alloc(17).toString("base64"))).toBe("too large");
    expect(decode(Buffer.alloc(16).toString("base64"))).toBe("\u0000".repeat(16));
    expect(decode("A".repeat(100 * 1024 * 1024), 8)).toBe("too large");
    for (const text of ["not base64!", "QUJD RA==", "QUJ", "QU=J", "-_-_"]) expect(decode(text)).toBe("malformed");
  });
});
