import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TopNav } from "../components/top-nav.tsx";
import type { Role } from "../graphql/identity.ts";
import { DashboardPage } from "../pages/dashboard.tsx";
import { LoginPage } from "../pages/login.tsx";
import { application } from "../test/ads-fixtures.ts";
import { merchant } from "../test/fulfillment-fixtures.ts";
import { renderPage, stubGraphql, userWithRole } from "../test/render-page.tsx";
import { dashboardPathFor, isAdvertiser, signInDestination } from "./account-dashboard.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const standing = (overrides: { advertiser?: boolean; status?: string | null } = {}) => ({
  myAdvertiser: overrides.advertiser ? { __typename: "Advertiser", id: "a1", companyName: "Bud Brand Co" } : null,
  myAdvertiserApplication: overrides.status ? application({ status: overrides.status }) : null,
});

describe("an account's own dashboard", () => {
  it.each([
    ["dispensary", false, "/dashboard"],
    ["merchant", false, "/merchant-dashboard"],
    ["operator", false, "/admin"],
    ["user", true, "/advertiser-dashboard"],
    ["user", false, "/dashboard"],
  ] as const)("a %s (advertiser: %s) has %s", (role, advertiser, path) => {
    expect(dashboardPathFor(role, advertiser)).toBe(path);
  });

  it("counts a consumer as an advertiser once approved or while the application waits, not after a rejection", () => {
    expect(isAdvertiser(standing({ advertiser: true, status: "approved" }))).toBe(true);
    expect(isAdvertiser(standing({ status: "pending" }))).toBe(true);
    expect(isAdvertiser(standing({ status: "rejected" }))).toBe(false);
    expect(isAdvertiser(standing())).toBe(false);
  });

  it("lands partners, operators and advertisers on their dashboard after sign-in, and a consumer on /feed (SPEC §4)", () => {
    expect(signInDestination("dispensary")).toBe("/dashboard");
    expect(signInDestination("merchant")).toBe("/merchant-dashboard");
    expect(signInDestination("operator")).toBe("/admin");
    expect(signInDestination("user", true)).toBe("/advertiser-dashboard");
    expect(signInDestination("user")).toBe("/feed");
    expect(signInDestination(null)).toBe("/feed");
  });
});

/** The graph as each kind of account sees it: a store, a print shop, an advertiser or nothing. */
function serverFor({ advertiser = false, status = null as string | null } = {}) {
  return stubGraphql((op) => {
    if (op === "MyStore") return { data: { myDispensary: { __typename: "Dispensary", id: "s1", name: "The Green Room" } } };
    if (op === "MyMerchant") return { data: { myMerchant: merchant() } };
    if (op === "AdvertiserStanding") return { data: standing({ advertiser, status }) };
    return { data: null };
  });
}

describe("the header's Dashboard link", () => {
  it.each([
    ["dispensary", {}, "/dashboard"],
    ["merchant", {}, "/merchant-dashboard"],
    ["user", { advertiser: true, status: "approved" }, "/advertiser-dashboard"],
    ["user", { status: "pending" }, "/advertiser-dashboard"],
    ["user", {}, "/dashboard"],
  ] as const)("leads a %s (%o) to %s, in the bar and in the phone menu", async (role, ads, path) => {
    serverFor(ads);
    renderPage("/", <TopNav />, { user: userWithRole(role as Role) });
    const banner = screen.getByRole("banner");
    await waitFor(() => {
      const links = within(banner).getAllByRole("link", { name: "Dashboard", hidden: true });
      expect(links.map((link) => link.getAttribute("href"))).toEqual([path, path]);
    });
  });

  it("leads an operator to the console", async () => {
    serverFor();
    renderPage("/", <TopNav />, { user: userWithRole("operator") });
    const links = within(screen.getByRole("banner")).getAllByRole("link", { name: "Operator console", hidden: true });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/admin", "/admin"]);
  });
});

describe("/dashboard for an account without a store", () => {
  it("shows a consumer what they can do instead of sending them home", async () => {
    serverFor({ status: "rejected" });
    renderPage("/dashboard", <DashboardPage />, { user: userWithRole("user") });
    await screen.findByRole("heading", { name: "Hi, mary" });
    for (const [name, href] of [
      ["Your orders", "/orders"],
      ["The society", "/society"],
      ["Become an advertiser", "/onboard-advertiser"],
      ["Become a merchant", "/onboard-merchant"],
      ["Open a store", "/onboard"],
    ]) {
      expect(screen.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href")).toBe(href);
    }
    expect(screen.getByTestId("location").textContent).toBe("/dashboard");
  });

  it.each([
    ["user", { advertiser: true, status: "approved" }, "/advertiser-dashboard"],
    ["merchant", {}, "/merchant-dashboard"],
    ["operator", {}, "/admin"],
  ] as const)("takes a %s (%o) to %s", async (role, ads, path) => {
    serverFor(ads);
    renderPage("/dashboard", <DashboardPage />, { user: userWithRole(role as Role) });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe(path));
  });
});

describe("signing in", () => {
  const signInAs = (role: Role, ads: { advertiser?: boolean; status?: string } = {}) => {
    stubGraphql((op) => {
      if (op === "Login") {
        return {
          data: {
            login: { __typename: "LoginPayload", token: "t", user: { __typename: "User", id: "u1", username: "bea", role } },
          },
        };
      }
      if (op === "AdvertiserStanding") return { data: standing(ads) };
      return { data: null };
    });
    renderPage("/login", <LoginPage />);
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "bea" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "highcotton420" } });
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
  };

  it("takes an advertiser to the advertiser dashboard", async () => {
    signInAs("user", { advertiser: true, status: "approved" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/advertiser-dashboard"));
  });

  it("takes a consumer to /feed (SPEC §4)", async () => {
    signInAs("user");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/feed"));
  });

  it("takes a merchant to the merchant dashboard without asking about advertising", async () => {
    signInAs("merchant");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/merchant-dashboard"));
  });
});
