import { describe, expect, it } from "vitest";
import { LEAD_DIGEST_MINUTES } from "../../src/contract/index.ts";
import { mayDigestNow } from "../../src/domain/lead-digest.ts";
import { retryDelayMs } from "../../src/domain/retries.ts";

describe("lead digests", () => {
  const last = new Date("2026-05-01T12:00:00Z");
  it("go out at once for a merchant that never had one", () => {
    expect(mayDigestNow(null, last)).toBe(true);
  });
  it("wait 15 minutes after the last one", () => {
    expect(LEAD_DIGEST_MINUTES).toBe(15);
    expect(mayDigestNow(last, new Date(last.getTime() + 15 * 60_000 - 1))).toBe(false);
    expect(mayDigestNow(last, new Date(last.getTime() + 15 * 60_000))).toBe(true);
  });
});

describe("a failed mail's next attempt", () => {
  it("waits 30 seconds, doubling, at most 6 hours", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(40)).toBe(6 * 60 * 60_000);
  });
});
