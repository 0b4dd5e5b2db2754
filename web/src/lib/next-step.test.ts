import { describe, expect, it } from "vitest";
import { nextStepFor, roleOfAccountType } from "./next-step.ts";

describe("the next step after signing up", () => {
  it.each([
    ["dispensary", "/onboard"],
    ["merchant", "/onboard-merchant"],
    ["advertiser", "/onboard-advertiser"],
    ["user", "/marketplace"],
  ] as const)("sends a new %s account to %s", (type, path) => {
    expect(nextStepFor(type)).toBe(path);
  });

  it("registers an advertiser as a consumer account, the others as what they chose", () => {
    expect(roleOfAccountType("advertiser")).toBe("user");
    expect(roleOfAccountType("merchant")).toBe("merchant");
  });
});
