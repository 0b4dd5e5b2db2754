import { describe, expect, it } from "vitest";
import { redirectPathForRole } from "./role-redirect.ts";

describe("redirect after login by role (SPEC §4)", () => {
  it("sends a dispensary to /dashboard", () => {
    expect(redirectPathForRole("dispensary")).toBe("/dashboard");
  });

  it("sends a merchant to /merchant-dashboard", () => {
    expect(redirectPathForRole("merchant")).toBe("/merchant-dashboard");
  });

  it("sends an operator to the console at /admin", () => {
    expect(redirectPathForRole("operator")).toBe("/admin");
  });

  it.each(["user", "advertiser", "admin", "", null, undefined])("sends anything else (%s) to /feed", (role) => {
    expect(redirectPathForRole(role)).toBe("/feed");
  });
});
