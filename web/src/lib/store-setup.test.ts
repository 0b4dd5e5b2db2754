import { describe, expect, it } from "vitest";
import { dashboardLinkFor, setupStepFor } from "./store-setup.ts";

describe("a partner's next setup step", () => {
  it("asks a dispensary owner without a store to set it up, and no one who has one", () => {
    expect(setupStepFor("dispensary", false)).toBe("dispensary-store");
    expect(setupStepFor("dispensary", true)).toBeNull();
  });

  it("asks a merchant without a print shop to set it up, and no merchant who has one", () => {
    expect(setupStepFor("merchant", false)).toBe("merchant-account");
    expect(setupStepFor("merchant", true)).toBeNull();
  });

  it.each(["dispensary", "merchant"] as const)("asks nothing of a %s while it is not known yet", (role) => {
    expect(setupStepFor(role, undefined)).toBeNull();
  });

  it.each([false, true, undefined])("asks nothing of a consumer (set up: %s)", (isSetUp) => {
    expect(setupStepFor("user", isSetUp)).toBeNull();
    expect(setupStepFor(null, isSetUp)).toBeNull();
  });
});

describe("where the navigation's dashboard link goes", () => {
  it("takes a merchant with a print shop to the merchant dashboard", () => {
    expect(dashboardLinkFor("merchant", true)).toEqual({ to: "/merchant-dashboard", label: "Dashboard" });
    expect(dashboardLinkFor("merchant", undefined)).toEqual({ to: "/merchant-dashboard", label: "Dashboard" });
  });

  it("takes a merchant without one to set it up", () => {
    expect(dashboardLinkFor("merchant", false)).toEqual({ to: "/onboard-merchant", label: "Set up your print shop" });
  });

  it("takes a dispensary owner to the store dashboard, or to set the store up", () => {
    expect(dashboardLinkFor("dispensary", true)).toEqual({ to: "/dashboard", label: "Dashboard" });
    expect(dashboardLinkFor("dispensary", false)).toEqual({ to: "/onboard", label: "Set up your store" });
  });
});
