import { describe, expect, it } from "vitest";
import type { ImpressionTokenClaims } from "../../src/domain/impression-token.ts";
import { judgeAdEvent } from "../../src/domain/invalid-traffic.ts";

const AD = "0b9c7a1e-6f3d-4c2a-9e8b-1d2f3a4b5c6d";
const SERVED = new Date("2026-06-01T12:00:00Z");
const claims: ImpressionTokenClaims = {
  advertisementId: AD,
  placement: "marketplace",
  pageViewId: "AAAAAAAAAAAAAAAAAAAAAA",
  issuedAt: SERVED,
  expiresAt: new Date(SERVED.getTime() + 15 * 60 * 1000),
};
const after = (ms: number) => new Date(SERVED.getTime() + ms);
const impression = { advertisementId: AD, kind: "impression" as const, visibleMs: 2500 };
const click = { advertisementId: AD, kind: "click" as const, visibleMs: null };

describe("judging an ad event", () => {
  it("lets an impression reported after its time in view, and a click after a person could, go on to count", () => {
    expect(judgeAdEvent(impression, claims, after(2500), true)).toEqual({ valid: true, pageViewId: claims.pageViewId });
    expect(judgeAdEvent(click, claims, after(1200), true)).toEqual({ valid: true, pageViewId: claims.pageViewId });
    expect(judgeAdEvent({ ...impression, advertisementId: AD.toUpperCase() }, claims, after(3000), true)).toMatchObject({
      valid: true,
    });
  });

  it.each([
    ["no token", impression, null, 3000, true, "no_token"],
    [
      "another ad's token",
      { ...impression, advertisementId: "1b9c7a1e-6f3d-4c2a-9e8b-1d2f3a4b5c6d" },
      claims,
      3000,
      true,
      "no_token",
    ],
    ["a token past its 15 minutes", impression, claims, 15 * 60 * 1000 + 1, true, "expired"],
    ["an impression sooner than the time in view it claims", impression, claims, 2499, true, "too_fast"],
    ["a click sooner than a person clicks", click, claims, 1199, true, "too_fast"],
    ["a sender past its valid events", impression, claims, 3000, false, "per_address_cap"],
    ["no token from a sender past its valid events", click, null, 3000, false, "no_token"],
  ] as const)("calls %s invalid", (_case, event, tokenClaims, ms, withinCap, reason) => {
    expect(judgeAdEvent(event, tokenClaims, after(ms), withinCap)).toEqual({ valid: false, reason });
  });
});
