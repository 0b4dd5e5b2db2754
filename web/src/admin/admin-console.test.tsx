import { messages as adsMessages, planOf } from "@highcotton/ads/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { browserNavigation } from "../lib/browser-navigation.ts";
import { graphError } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql, userWithRole } from "../test/render-page.tsx";
import { AdminConsolePage } from "./admin-console.tsx";
import { ADMIN_PANELS } from "./panels.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pendingApplication = (overrides: Record<string, unknown> = {}) => ({
  __typename: "AdvertiserApplication",
  id: "app-1",
  companyName: "Bud Brand Co",
  contactEmail: "ads@budbrand.co",
  contactPhone: null,
  website: "https://budbrand.example",
  createdAt: "2026-03-02T15:00:00.000Z",
  plan: { __typename: "AdvertisingPlan", value: "short_100", label: planOf("short_100").label, monthlyPrice: 100 },
  ...overrides,
});

const open = (role: Parameters<typeof userWithRole>[0] | null = "operator") =>
  renderPage("/admin", <AdminConsolePage />, { user: role ? userWithRole(role) : null });

describe("/admin", () => {
  it("sends a signed-out visitor to sign in", () => {
    stubGraphql(() => ({ data: null }));
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    open(null);
    expect(assign).toHaveBeenCalledWith("/api/login");
  });

  it.each(["user", "dispensary", "merchant"] as const)(
    "tells a %s account the console is for operators, asking nothing",
    (role) => {
      const calls = stubGraphql(() => ({ data: null }));
      open(role);
      screen.getByRole("heading", { name: "Operators only" });
      expect(screen.queryByRole("navigation", { name: "Console panels" })).toBeNull();
      expect(calls("PendingAdvertiserApplications")).toEqual([]);
    },
  );

  it("shows an operator every panel as a tab, the first one open", async () => {
    stubGraphql(() => ({ data: { pendingAdvertiserApplications: [] } }));
    open();
    const tabs = within(screen.getByRole("navigation", { name: "Console panels" })).getAllByRole("button");
    expect(tabs.map((tab) => tab.textContent)).toEqual(ADMIN_PANELS.map((panel) => panel.title));
    expect(tabs[0]?.getAttribute("aria-current")).toBe("page");
    await screen.findByRole("heading", { name: "Nothing to review" });
  });

  describe("advertiser applications", () => {
    it("lists what waits and approves one, then asks again", async () => {
      let pending = [pendingApplication(), pendingApplication({ id: "app-2", companyName: "Leaf Labs", website: null })];
      const calls = stubGraphql((op) => {
        if (op === "PendingAdvertiserApplications") return { data: { pendingAdvertiserApplications: pending } };
        if (op === "ApproveAdvertiserApplication") {
          pending = pending.slice(1);
          return {
            data: { approveAdvertiserApplication: { __typename: "Advertiser", id: "adv-1", companyName: "Bud Brand Co" } },
          };
        }
        return { data: null };
      });
      open();
      const card = await screen.findByRole("article", { name: "Bud Brand Co" });
      within(card).getByText(`${planOf("short_100").label} · $100/month`);
      expect(within(card).getByRole("link", { name: "https://budbrand.example" }).getAttribute("rel")).toContain("noopener");
      within(screen.getByRole("article", { name: "Leaf Labs" })).getAllByText("Not given");

      fireEvent.click(within(card).getByRole("button", { name: "Approve" }));
      await screen.findByText("Application approved");
      expect(requestBody(calls("ApproveAdvertiserApplication")[0]).variables).toEqual({ id: "app-1" });
      await waitFor(() => expect(screen.queryByRole("article", { name: "Bud Brand Co" })).toBeNull());
      screen.getByRole("article", { name: "Leaf Labs" });
    });

    it("rejects with a reason, wanting one first", async () => {
      const calls = stubGraphql((op) => {
        if (op === "PendingAdvertiserApplications") return { data: { pendingAdvertiserApplications: [pendingApplication()] } };
        if (op === "RejectAdvertiserApplication") {
          return {
            data: { rejectAdvertiserApplication: { __typename: "AdvertiserApplication", id: "app-1", status: "rejected" } },
          };
        }
        return { data: null };
      });
      open();
      const card = await screen.findByRole("article", { name: "Bud Brand Co" });
      fireEvent.click(within(card).getByRole("button", { name: "Reject..." }));
      fireEvent.click(within(card).getByRole("button", { name: "Reject application" }));
      within(card).getByText(adsMessages.rejectionReasonRequired);
      expect(calls("RejectAdvertiserApplication")).toEqual([]);

      fireEvent.change(within(card).getByLabelText("Reason for the applicant"), {
        target: { value: " Your website does not load " },
      });
      fireEvent.click(within(card).getByRole("button", { name: "Reject application" }));
      await screen.findByText("Application rejected");
      expect(requestBody(calls("RejectAdvertiserApplication")[0]).variables).toEqual({
        id: "app-1",
        reason: "Your website does not load",
      });
    });

    it("says why when another operator decided it first", async () => {
      stubGraphql((op) => {
        if (op === "PendingAdvertiserApplications") return { data: { pendingAdvertiserApplications: [pendingApplication()] } };
        return graphError(adsMessages.applicationDecided, "CONFLICT");
      });
      open();
      const card = await screen.findByRole("article", { name: "Bud Brand Co" });
      fireEvent.click(within(card).getByRole("button", { name: "Approve" }));
      await screen.findByText(adsMessages.applicationDecided);
    });
  });
});
