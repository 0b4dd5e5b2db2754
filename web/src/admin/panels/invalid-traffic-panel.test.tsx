import { invalidTrafficReasonLabels, messages } from "@highcotton/ads/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphError } from "../../test/commerce-fixtures.ts";
import { renderPage, stubGraphql, userWithRole } from "../../test/render-page.tsx";
import InvalidTrafficPanel from "./invalid-traffic-panel.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reasons = (counts: Record<string, [number, number]>) =>
  ["no_token", "replay", "expired", "too_fast", "per_address_cap", "no_impression"].map((reason) => ({
    __typename: "InvalidTrafficCount",
    reason,
    impressions: counts[reason]?.[0] ?? 0,
    clicks: counts[reason]?.[1] ?? 0,
  }));

const traffic = (days: number) => ({
  data: {
    invalidAdTraffic: {
      __typename: "InvalidAdTraffic",
      from: days === 1 ? "2026-06-07" : "2026-06-01",
      to: "2026-06-07",
      impressions: 3000,
      clicks: 121,
      reasons: reasons({ no_token: [3000, 120], replay: [0, 1] }),
      ads: [
        {
          __typename: "AdInvalidTraffic",
          advertisementId: "ad1",
          title: "Spring drop",
          companyName: "Bud Brand Co.",
          impressions: 3000,
          clicks: 121,
          reasons: reasons({ no_token: [3000, 120], replay: [0, 1] }),
        },
      ],
    },
  },
});

describe("the invalid ad traffic panel", () => {
  it("shows the window's invalid impressions and clicks by reason and by ad, and asks again for another window", async () => {
    const calls = stubGraphql((_operation, variables) => traffic(variables.days as number));
    renderPage("/admin", <InvalidTrafficPanel />, { user: userWithRole("operator") });
    const byReason = await screen.findByRole("table", { name: "By reason" });
    expect(within(byReason).getAllByRole("row")).toHaveLength(7);
    expect(
      within(within(byReason).getByRole("rowheader", { name: invalidTrafficReasonLabels.no_token }).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3,000", "120"]);
    const byAd = screen.getByRole("table", { name: "By ad" });
    within(byAd).getByText("Spring drop");
    within(byAd).getByText("3,121");
    screen.getByText(/2026-06-01 to 2026-06-07 \(UTC\)/);

    fireEvent.click(screen.getByRole("button", { name: "Today" }));
    await screen.findByText(/^2026-06-07 \(UTC\)/);
    expect(calls("InvalidAdTraffic").map(([, init]) => JSON.parse(String(init.body)).variables.days)).toEqual([7, 1]);
  });

  it("shows the server's refusal to anyone but an operator", async () => {
    stubGraphql(() => graphError(messages.invalidTrafficOperatorsOnly, "FORBIDDEN"));
    renderPage("/admin", <InvalidTrafficPanel />, { user: userWithRole("user") });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(messages.invalidTrafficOperatorsOnly));
  });
});
