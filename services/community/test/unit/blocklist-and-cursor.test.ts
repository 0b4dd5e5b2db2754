import { describe, expect, it } from "vitest";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../../src/contract/index.ts";
import { BUILT_IN_BLOCKED_WORDS, findBlockedWord } from "../../src/domain/blocklist.ts";
import { decodeCursor, encodeCursor, pageSizeOf } from "../../src/domain/page-cursor.ts";

describe("the blocklist", () => {
  const words = [...BUILT_IN_BLOCKED_WORDS, "dank scam"];

  it("finds a phrase whatever its case, accents, punctuation between words or leetspeak", () => {
    expect(findBlockedWord(["Selling FENTANYL cheap"], words)).toBe("fentanyl");
    expect(findBlockedWord(["dm me on... Telegram!!"], words)).toBe("dm me on telegram");
    expect(findBlockedWord(["f3nt4nyl here"], words)).toBe("fentanyl");
    expect(findBlockedWord(["Dánk   scám"], words)).toBe("dank scam");
  });

  it("matches whole words only, and reads every text given", () => {
    expect(findBlockedWord(["The Dank Scamper strain"], words)).toBeNull();
    expect(findBlockedWord(["Blue Dream tonight", null, undefined, "crypto giveaway inside"], words)).toBe("crypto giveaway");
    expect(findBlockedWord(["Blue Dream, smooth and sweet."], words)).toBeNull();
  });

  it("ignores empty entries in a configured list", () => {
    expect(findBlockedWord(["anything at all"], ["", "  "])).toBeNull();
  });
});

describe("page cursors", () => {
  const cursor = { createdAt: new Date("2026-11-20T10:11:12.345Z"), id: "0d5e3298-50f4-4719-892f-f0b3c1d2e3f4" };

  it("round-trips the last post's time and id", () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("refuses anything it did not make", () => {
    for (const junk of [
      "",
      "not base64!",
      Buffer.from("2026-11-20T10:11:12.345Z|not-a-uuid").toString("base64url"),
      Buffer.from(`yesterday|${cursor.id}`).toString("base64url"),
      Buffer.from(`2026-11-20T10:11:12.345Z|${cursor.id}|extra`).toString("base64url"),
      Buffer.from("\u0000").toString("base64url"),
      "A".repeat(201),
      // Dates JavaScript reads but PostgreSQL's timestamptz does not hold.
      Buffer.from(`0000-01-01T00:00:00.000Z|${cursor.id}`).toString("base64url"),
      Buffer.from(`+275760-09-13T00:00:00.000Z|${cursor.id}`).toString("base64url"),
      Buffer.from(`-271821-04-20T00:00:00.000Z|${cursor.id}`).toString("base64url"),
    ]) {
      expect(decodeCursor(junk), junk).toBeNull();
    }
  });

  it("takes page sizes from 1 to the maximum, the default when none is asked", () => {
    expect(pageSizeOf(undefined)).toBe(PAGE_SIZE_DEFAULT);
    expect(pageSizeOf(null)).toBe(PAGE_SIZE_DEFAULT);
    expect(pageSizeOf(1)).toBe(1);
    expect(pageSizeOf(PAGE_SIZE_MAX)).toBe(PAGE_SIZE_MAX);
    for (const bad of [0, -1, PAGE_SIZE_MAX + 1, 2.5, Number.NaN]) expect(pageSizeOf(bad)).toBeNull();
  });
});
