import { planOf } from "@highcotton/ads/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advertisingPlans } from "../../test/ads-fixtures.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { graphError } from "../../test/commerce-fixtures.ts";
import { renderPage, stubGraphql } from "../../test/render-page.tsx";
import { resetToasts } from "../ui/toast-store.ts";
import { AdvertisingCard } from "./advertising-section.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

/** Picks the plan whose option begins with its label (the option also shows the price). */
const choosePlan = (label: string) => chooseOption("Advertising plan", new RegExp(`^${label}`));

describe("the landing page's advertising section (SPEC §2/§4)", () => {
  it("lists the server's plans and shows the chosen one's name and monthly price", async () => {
    const renamed = advertisingPlans.map((plan) =>
      plan.value === "medium_250" ? { ...plan, label: "Half Minute Video", monthlyPrice: 275 } : plan,
    );
    const calls = stubGraphql((op) => (op === "AdvertisingPlans" ? { data: { advertisingPlans: renamed } } : { data: null }));
    renderPage("/", <AdvertisingCard />);
    await choosePlan("Half Minute Video");
    const summary = await screen.findByText("Selected plan");
    const card = summary.closest("[aria-live]") as HTMLElement;
    within(card).getByText("Half Minute Video");
    within(card).getByText("$275");
    within(card).getByText("Popular");
    expect(calls("AdvertisingPlans")).toHaveLength(1);
  });

  it("says the plans are loading, then that they could not be loaded, and asks again on request", async () => {
    let fail = true;
    const calls = stubGraphql((op) => {
      if (op !== "AdvertisingPlans") return { data: null };
      return fail ? graphError("Service unavailable", "INTERNAL_SERVER_ERROR") : { data: { advertisingPlans } };
    });
    renderPage("/", <AdvertisingCard />);
    expect(screen.getByText("Loading plans...")).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The advertising plans could not be loaded.");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await choosePlan(planOf("flyer_50").label);
    await screen.findByText("$50");
    expect(calls("AdvertisingPlans")).toHaveLength(2);
  });

  it("takes the chosen plan to /onboard-advertiser", async () => {
    stubGraphql((op) => (op === "AdvertisingPlans" ? { data: { advertisingPlans } } : { data: null }));
    renderPage("/", <AdvertisingCard />);
    await choosePlan(planOf("long_500").label);
    fireEvent.click(screen.getByRole("button", { name: "Start Advertising" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/onboard-advertiser"));
  });
});
