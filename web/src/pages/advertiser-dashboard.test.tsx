import { messages as adsMessages, planOf as adsPlanOf } from "@highcotton/ads/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { browserNavigation } from "../lib/browser-navigation.ts";
import { formatDateTime } from "../lib/format-date.ts";
import { advertisement, advertiser, application, planOf, stats } from "../test/ads-fixtures.ts";
import { graphError } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql, toastTitled, userWithRole } from "../test/render-page.tsx";
import { AdvertiserDashboardPage } from "./advertiser-dashboard.tsx";

// The chart is a lazy chunk (Recharts); its first import is a module transform that can take
// seconds when the whole suite runs at once. Loading it here keeps that out of the page's
// assertions, so the fallback below only lasts until React's next render.
beforeAll(async () => {
  await import("../components/ads/stats-chart.tsx");
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  // Recharts sizes its chart to the page; jsdom has no layout to watch.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Dashboard = { myAdvertiser: unknown; myAdvertiserApplication: unknown };

/**
 * The ads graph: `dashboard()` answers each AdvertiserDashboard, `numbers()` the advertiser's last 30
 * days, `extra` the rest; cards go to the offline provider.
 */
function adsServer(
  dashboard: () => Dashboard,
  extra: (op: string, variables: Record<string, unknown>) => unknown = () => ({ data: null }),
  numbers: () => unknown = () => ({ data: { myAdvertiser: { __typename: "Advertiser", id: "adv-1", stats: stats() } } }),
) {
  return stubGraphql((op, variables) => {
    if (op === "AdvertiserDashboard") return { data: dashboard() };
    if (op === "AdvertiserStats") return numbers();
    if (op === "AdvertiserBilling") return { data: { advertiserBillingPublishableKey: null } };
    return extra(op, variables);
  });
}

const user = userWithRole("user");
/** The timeline's steps inside `within`, as read aloud: state, title, detail. */
const steps = (container: HTMLElement) =>
  within(within(container).getByRole("list", { name: "Application timeline" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);
const open = () => renderPage("/advertiser-dashboard", <AdvertiserDashboardPage />, { user });

/** The offline provider's answer to a saved card. */
function savedCard(id: string, last4: string) {
  return {
    data: { createAdvertiserOfflinePaymentMethod: { __typename: "AdvertiserPaymentMethod", id, brand: "visa", last4 } },
  };
}

async function fillCard(number = "4242 4242 4242 4242") {
  fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: number } });
  fireEvent.change(screen.getByLabelText("Expiry (MM/YY)"), { target: { value: "1240" } });
  fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } });
}

const png = (name = "flyer.png", bytes = [0x89, 0x50, 0x4e, 0x47]) =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

describe("/advertiser-dashboard", () => {
  it("sends a signed-out visitor to /api/login once", () => {
    stubGraphql(() => ({ data: null }));
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderPage("/advertiser-dashboard", <AdvertiserDashboardPage />);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/api/login");
  });

  it("offers the signup to a user who has not applied", async () => {
    adsServer(() => ({ myAdvertiser: null, myAdvertiserApplication: null }));
    open();
    await screen.findByRole("heading", { name: "No advertiser account yet" });
    expect(screen.getByRole("link", { name: "Apply to advertise" }).getAttribute("href")).toBe("/onboard-advertiser");
  });

  it("shows an application waiting for review, with its timeline", async () => {
    adsServer(() => ({ myAdvertiser: null, myAdvertiserApplication: application() }));
    open();
    const status = await screen.findByRole("region", { name: "Application received" });
    within(status).getByText("Pending review");
    within(status).getByText(adsMessages.applicationReceived);
    expect(steps(status)).toEqual([
      `Done: Application submitted${formatDateTime("2026-03-02T15:00:00.000Z")}`,
      `Now: Under reviewAn operator reviews each application; we email ads@budbrand.co when it is decided.`,
      `Next: Pay your plan${adsPlanOf("flyer_50").label} · $50/month, billed monthly by card.`,
      "Next: Upload your first adIt runs on the marketplace and store pages once the plan is paid.",
    ]);
  });

  it("shows when a refused application was reviewed and the operator's reason", async () => {
    adsServer(() => ({
      myAdvertiser: null,
      myAdvertiserApplication: application({
        status: "rejected",
        reviewedAt: "2026-03-03T09:30:00.000Z",
        rejectionReason: "Your website does not load",
      }),
    }));
    open();
    const status = await screen.findByRole("region", { name: "Application not approved" });
    expect(steps(status).slice(1)).toEqual([
      `Refused: Not approved${formatDateTime("2026-03-03T09:30:00.000Z")} · Reason: Your website does not load`,
      "Now: Apply againA new application is reviewed afresh.",
    ]);
    expect(within(status).getByRole("link", { name: "Apply again" }).getAttribute("href")).toBe("/onboard-advertiser");
  });

  it("once approved, shows when, and the next steps: pay the plan, then upload an ad", async () => {
    const approved = application({ status: "approved", reviewedAt: "2026-03-03T09:30:00.000Z" });
    adsServer(() => ({ myAdvertiser: advertiser(), myAdvertiserApplication: approved }));
    open();
    const next = await screen.findByRole("region", { name: "Your next steps" });
    expect(steps(next)).toEqual([
      `Done: Application submitted${formatDateTime("2026-03-02T15:00:00.000Z")}`,
      `Done: Approved${formatDateTime("2026-03-03T09:30:00.000Z")}`,
      `Now: Pay your plan${adsPlanOf("flyer_50").label} · $50/month, billed monthly by card.`,
      "Now: Upload your first adIt runs on the marketplace and store pages once the plan is paid.",
    ]);
  });

  it("leaves the next steps out once the plan is paid and an ad uploaded", async () => {
    const approved = application({ status: "approved", reviewedAt: "2026-03-03T09:30:00.000Z" });
    adsServer(() => ({
      myAdvertiser: advertiser({ subscriptionStatus: "active", advertisements: [advertisement({ status: "active" })] }),
      myAdvertiserApplication: approved,
    }));
    open();
    await screen.findByRole("list", { name: "Your ads" });
    expect(screen.queryByRole("region", { name: "Your next steps" })).toBeNull();
  });

  it("shows the plan, its price and that it waits for payment, with the last 30 days' totals", async () => {
    const recent = stats([
      [120, 3],
      [80, 1],
    ]);
    adsServer(
      () => ({ myAdvertiser: advertiser(), myAdvertiserApplication: null }),
      undefined,
      () => ({ data: { myAdvertiser: { __typename: "Advertiser", id: "adv-1", stats: recent } } }),
    );
    open();
    await screen.findByRole("heading", { name: "Bud Brand Co" });
    const totals = screen.getByRole("region", { name: "Advertiser totals" });
    within(totals).getByText(adsPlanOf("flyer_50").label);
    within(totals).getByText("$50/month · Awaiting payment");
    within(totals).getByText("200");
    within(totals).getByText("4");
    within(totals).getByText("2%");
    screen.getByRole("heading", { name: "Pay your plan" });
    screen.getByRole("heading", { name: "Last 30 days" });
    // The numbers per day, newest first, as a table too.
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(31);
    const cells = (row: HTMLElement | undefined) => Array.from(row?.children ?? [], (cell) => cell.textContent);
    expect(cells(rows[1])).toEqual(["Mar 31", "80", "1", "1.25%"]);
    expect(cells(rows[2])).toEqual(["Mar 30", "120", "3", "2.5%"]);
    expect(cells(rows[3])).toEqual(["Mar 29", "0", "0", "0%"]);
    await waitFor(() => expect(screen.queryByText("Loading chart...")).toBeNull());
  });

  it("shows the plan and the ads when the numbers cannot be loaded, and asks for them again", async () => {
    let fail = true;
    const calls = adsServer(
      () => ({ myAdvertiser: advertiser({ advertisements: [advertisement()] }), myAdvertiserApplication: null }),
      undefined,
      () =>
        fail
          ? graphError("Statistics are not available right now", "INTERNAL_SERVER_ERROR")
          : { data: { myAdvertiser: { __typename: "Advertiser", id: "adv-1", stats: stats([[10, 1]]) } } },
    );
    open();
    await screen.findByRole("list", { name: "Your ads" });
    // Said aloud as it replaces 'Loading your numbers...'.
    expect((await screen.findByRole("alert")).textContent).toBe("Statistics are not available right now");
    const totals = screen.getByRole("region", { name: "Advertiser totals" });
    expect(within(totals).getAllByText("–")).toHaveLength(3);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await within(totals).findByText("10%");
    expect(calls("AdvertiserStats")).toHaveLength(2);
  });

  it("pays the plan with the offline card, and the ad waiting goes live", async () => {
    let paid = false;
    const ad = advertisement();
    const current = () =>
      paid
        ? advertiser({
            subscriptionStatus: "active",
            paidThrough: "2026-04-30T12:00:00.000Z",
            advertisements: [{ ...ad, status: "active", activatedAt: "2026-03-31T12:00:00.000Z" }],
          })
        : advertiser({ advertisements: [ad] });
    const calls = adsServer(
      () => ({ myAdvertiser: current(), myAdvertiserApplication: null }),
      (op) => {
        if (op === "CreateAdvertiserOfflinePaymentMethod") return savedCard("pm_offline_7", "4242");
        if (op === "PayAdvertisingPlan") {
          paid = true;
          return { data: { payAdvertisingPlan: current() } };
        }
        return { data: null };
      },
    );
    open();
    const ads = await screen.findByRole("list", { name: "Your ads" });
    within(ads).getByText("Pending");
    within(ads).getByText("Goes live once your plan is paid.");
    const pay = screen.getByRole("button", { name: "Pay $50/month" }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    await fillCard();
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);

    await screen.findByText("Your plan is paid");
    screen.getByText("Your ads are live on the marketplace and store pages.");
    expect(requestBody(calls("CreateAdvertiserOfflinePaymentMethod")[0]).variables.card).toEqual({
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2040,
      cvc: "123",
    });
    expect(requestBody(calls("PayAdvertisingPlan")[0]).variables).toEqual({ paymentMethodId: "pm_offline_7" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Pay your plan" })).toBeNull());
    within(screen.getByRole("list", { name: "Your ads" })).getByText("Active");
    within(screen.getByRole("region", { name: "Advertiser totals" })).getByText("$50/month · Active · paid through Apr 30, 2026");
  });

  it("says why a card was declined and keeps the payment form", async () => {
    adsServer(
      () => ({ myAdvertiser: advertiser(), myAdvertiserApplication: null }),
      (op) => {
        if (op === "CreateAdvertiserOfflinePaymentMethod") return savedCard("pm_offline_8", "0002");
        if (op === "PayAdvertisingPlan") return graphError("Your card was declined.", "PAYMENT_REQUIRED");
        return { data: null };
      },
    );
    open();
    await fillCard("4000 0000 0000 0002");
    const pay = screen.getByRole("button", { name: "Pay $50/month" }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect((await screen.findByRole("alert")).textContent).toBe("Your card was declined.");
    expect(toastTitled("Error").getAttribute("data-variant")).toBe("destructive");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Pay $50/month" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("uploads a flyer: checks the title first, sends the image's bytes, and lists the new ad", async () => {
    let uploaded = false;
    const calls = adsServer(
      () => ({
        myAdvertiser: advertiser({ advertisements: uploaded ? [advertisement({ title: "Spring sale" })] : [] }),
        myAdvertiserApplication: null,
      }),
      (op) => {
        if (op !== "UploadAdvertisement") return { data: null };
        uploaded = true;
        return { data: { uploadAdvertisement: advertisement({ title: "Spring sale" }) } };
      },
    );
    open();
    await screen.findByText("No ads yet. Upload your flyer or video and it shows here.");
    screen.getByText(`${adsPlanOf("flyer_50").label}: A flyer image: JPEG, PNG or WebP, up to 8 MB.`);
    fireEvent.click(screen.getByRole("button", { name: "Upload ad" }));
    await screen.findByText(adsMessages.titleRequired);
    screen.getByText(adsMessages.creativeRequired);
    expect(calls("UploadAdvertisement")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Title"), { target: { value: " Spring sale " } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: "20% off pre-rolls" } });
    fireEvent.change(screen.getByLabelText("Flyer image"), { target: { files: [png()] } });
    await screen.findByText(/flyer\.png/);
    fireEvent.click(screen.getByRole("button", { name: "Upload ad" }));

    await screen.findByText("Ad uploaded");
    screen.getByText("It goes live once your plan is paid.");
    expect(requestBody(calls("UploadAdvertisement")[0]).variables.input).toEqual({
      title: "Spring sale",
      description: "20% off pre-rolls",
      creative: { base64: "iVBORw==" },
    });
    const ads = await screen.findByRole("list", { name: "Your ads" });
    within(ads).getByRole("listitem", { name: "Spring sale" });
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });

  it("lets a video plan run a flyer instead, without a poster", async () => {
    const calls = adsServer(
      () => ({ myAdvertiser: advertiser({ plan: planOf("medium_250"), monthlyFee: 250 }), myAdvertiserApplication: null }),
      (op) =>
        op === "UploadAdvertisement"
          ? { data: { uploadAdvertisement: advertisement({ title: "Flyer on a video plan" }) } }
          : { data: null },
    );
    open();
    expect(((await screen.findByRole("radio", { name: "Video" })) as HTMLInputElement).checked).toBe(true);
    screen.getByLabelText("Poster image");
    fireEvent.click(screen.getByRole("radio", { name: "Flyer" }));
    expect(screen.queryByLabelText("Poster image")).toBeNull();
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Flyer on a video plan" } });
    fireEvent.change(screen.getByLabelText("Flyer image"), { target: { files: [png()] } });
    await screen.findByText(/flyer\.png/);
    fireEvent.click(screen.getByRole("button", { name: "Upload ad" }));
    await screen.findByText("Ad uploaded");
    expect(requestBody(calls("UploadAdvertisement")[0]).variables.input).toEqual({
      title: "Flyer on a video plan",
      creative: { base64: "iVBORw==" },
    });
  });

  it("asks a video plan for an MP4 of its length and a poster, refuses other files at once, and shows the server's refusal", async () => {
    const calls = adsServer(
      () => ({ myAdvertiser: advertiser({ plan: planOf("short_100"), monthlyFee: 100 }), myAdvertiserApplication: null }),
      (op) => (op === "UploadAdvertisement" ? graphError(adsMessages.videoTooLong(15, 31.2), "BAD_USER_INPUT") : { data: null }),
    );
    open();
    await screen.findByText(
      `${adsPlanOf("short_100").label}: An MP4 video of up to 15 seconds (at most 40 MB) with a poster image, or a flyer image.`,
    );
    fireEvent.change(screen.getByLabelText("Video file"), {
      target: { files: [new File(["x"], "spot.mov", { type: "video/quicktime" })] },
    });
    await screen.findByText(adsMessages.videoNotMp4File);
    fireEvent.change(screen.getByLabelText("Video file"), {
      target: { files: [new File(["mp4"], "spot.mp4", { type: "video/mp4" })] },
    });
    await waitFor(() => expect(screen.queryByText(adsMessages.videoNotMp4File)).toBeNull());
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Blue Dream" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload ad" }));
    await screen.findByText(adsMessages.posterRequired);
    expect(calls("UploadAdvertisement")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Poster image"), { target: { files: [png("poster.png")] } });
    await screen.findByText(/poster\.png/);
    fireEvent.click(screen.getByRole("button", { name: "Upload ad" }));
    await screen.findByText(adsMessages.videoTooLong(15, 31.2));
    expect(toastTitled("Upload refused").getAttribute("data-variant")).toBe("destructive");
    expect(requestBody(calls("UploadAdvertisement")[0]).variables.input).toEqual({
      title: "Blue Dream",
      creative: { base64: "bXA0" },
      poster: { base64: "iVBORw==" },
    });
  });
});
