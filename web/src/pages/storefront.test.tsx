import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TopNav } from "../components/top-nav.tsx";
import { resetToasts } from "../components/ui/toast-store.ts";
import { AppRoutes } from "../routes.tsx";
import { merchant } from "../test/fulfillment-fixtures.ts";
import { renderPage, stubGraphql, userWithRole } from "../test/render-page.tsx";
import { DashboardPage } from "./dashboard.tsx";
import { LandingPage } from "./landing.tsx";
import { MarketplacePage } from "./marketplace.tsx";
import { OnboardPage } from "./onboard.tsx";

const owner = userWithRole("dispensary");

const myStore = (overrides: { status?: string; ready?: number } = {}) => {
  const ready = overrides.ready ?? 0;
  return {
    __typename: "Dispensary",
    id: "s1",
    name: "The Green Room",
    businessType: "dispensary",
    address: "1 Colfax Ave",
    city: "Denver",
    state: "CO",
    zipCode: "80202",
    qrCodeUrl: "/media/qr/s1.png",
    storeUrl: "https://highcotton.example/store/s1",
    totalRevenue: "0.00",
    availableBalance: "0.00",
    viewCount: 0,
    designCount: ready,
    designs: Array.from({ length: ready }, (_, n) => ({
      __typename: "Design",
      id: `d${n}`,
      name: `The Green Room Gold Tarot ${n}`,
      frontImageUrl: `/media/d${n}.webp`,
    })),
    generation: { __typename: "DesignGeneration", status: overrides.status ?? "not_requested", ready, expected: 20 },
    feeStatus: "paid",
    renewsAt: "2027-03-10T15:00:00.000Z",
    feePayments: [
      {
        __typename: "DispensaryFeePayment",
        id: "f1",
        kind: "sign_on",
        amount: "100.00",
        paidAt: "2026-03-10T15:00:00.000Z",
        renewsAt: "2027-03-10T15:00:00.000Z",
      },
    ],
  };
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("store setup call to action", () => {
  it("a dispensary owner without a store sees 'Set up your store' on / and in the navigation", async () => {
    stubGraphql(() => ({ data: { myDispensary: null } }));
    renderPage(
      "/",
      <>
        <TopNav />
        <LandingPage />
      </>,
      { user: owner },
    );
    const callout = await screen.findByRole("region", { name: "Set up your store" });
    expect(within(callout).getByRole("link", { name: "Set up your store" }).getAttribute("href")).toBe("/onboard");
    const nav = screen.getByRole("banner");
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Set up your store" }).getAttribute("href")).toBe("/onboard"),
    );
  });

  it("an owner with a store gets no call to action and a dashboard link", async () => {
    const calls = stubGraphql(() => ({ data: { myDispensary: { __typename: "Dispensary", id: "s1", name: "The Green Room" } } }));
    renderPage(
      "/",
      <>
        <TopNav />
        <LandingPage />
      </>,
      { user: owner },
    );
    await waitFor(() => expect(calls("MyStore").length).toBeGreaterThan(0));
    const dashboard = await screen.findByRole("link", { name: "Dashboard" });
    expect(dashboard.getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByRole("region", { name: "Set up your store" })).toBeNull();
  });

  it("a consumer is not asked about stores at all", async () => {
    const calls = stubGraphql(() => ({ data: { myDispensary: null } }));
    renderPage("/", <LandingPage />, { user: userWithRole("user") });
    await screen.findByRole("heading", { level: 1, name: /High Cotton/ });
    expect(screen.queryByRole("region", { name: "Set up your store" })).toBeNull();
    expect(calls("MyStore")).toHaveLength(0);
  });

  it("a merchant without a print shop is pointed at /onboard-merchant, on / and in the navigation", async () => {
    stubGraphql((op) => ({ data: op === "MyMerchant" ? { myMerchant: null } : null }));
    renderPage(
      "/",
      <>
        <TopNav />
        <LandingPage />
      </>,
      { user: userWithRole("merchant") },
    );
    const callout = await screen.findByRole("region", { name: "Set up your print shop" });
    expect(within(callout).getByRole("link").getAttribute("href")).toBe("/onboard-merchant");
    const nav = screen.getByRole("banner");
    expect(within(nav).getByRole("link", { name: "Set up your print shop" }).getAttribute("href")).toBe("/onboard-merchant");
  });

  it("a merchant whose print shop exists is not asked to set one up, and the navigation leads to its dashboard", async () => {
    const calls = stubGraphql((op) => ({ data: op === "MyMerchant" ? { myMerchant: merchant() } : null }));
    renderPage(
      "/",
      <>
        <TopNav />
        <LandingPage />
      </>,
      { user: userWithRole("merchant") },
    );
    await waitFor(() => expect(calls("MyMerchant").length).toBeGreaterThan(0));
    const dashboard = await screen.findByRole("link", { name: "Dashboard" });
    expect(dashboard.getAttribute("href")).toBe("/merchant-dashboard");
    expect(screen.queryByRole("region", { name: "Set up your print shop" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Set up your print shop" })).toBeNull();
    expect(calls("MyStore")).toHaveLength(0);
  });
});

describe("/onboard for accounts that cannot open a store", () => {
  it("explains that stores are for Dispensary Owner accounts and offers one", async () => {
    const calls = stubGraphql(() => ({ data: { myDispensary: null } }));
    const logout = vi.fn(async () => {});
    renderPage("/onboard", <OnboardPage />, { user: userWithRole("user"), logout });
    screen.getByRole("heading", { name: "Stores are for Dispensary Owner accounts" });
    expect(screen.getByText(/a Consumer account/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create Business Store" })).toBeNull();
    expect(calls("MyDispensary")).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Create a Dispensary Owner account" }));
    });
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/register?accountType=dispensary"));
  });

  it("offers a merchant without a print shop their own onboarding", async () => {
    stubGraphql((op) => ({ data: op === "MyMerchant" ? { myMerchant: null } : null }));
    renderPage("/onboard", <OnboardPage />, { user: userWithRole("merchant") });
    const setUp = await screen.findByRole("link", { name: "Set up your print shop" });
    expect(setUp.getAttribute("href")).toBe("/onboard-merchant");
  });

  it("sends a merchant whose print shop exists to its dashboard instead", async () => {
    stubGraphql((op) => ({ data: op === "MyMerchant" ? { myMerchant: merchant() } : null }));
    renderPage("/onboard", <OnboardPage />, { user: userWithRole("merchant") });
    const open = await screen.findByRole("link", { name: "Open your merchant dashboard" });
    expect(open.getAttribute("href")).toBe("/merchant-dashboard");
    expect(screen.queryByRole("link", { name: "Set up your print shop" })).toBeNull();
  });
});

describe("/dashboard generation progress", () => {
  it("keeps 'n of 20 designs ready' beside 'View My Store' until the batch is complete", async () => {
    let polls = 0;
    // The dashboard's store and its owner's design grid each ask; both follow the same batch.
    const ownerView = (ready: number) => {
      const store = myStore({ ready });
      const ownerDesigns = store.designs.map((design) => ({
        ...design,
        thumbnailUrl: design.frontImageUrl,
        hidden: false,
        replacedById: null,
        regenerating: false,
      }));
      return { __typename: "Dispensary", id: store.id, regenerationsLeft: 5, brandKit: null, ownerDesigns };
    };
    stubGraphql((op) => {
      if (op === "OwnerDesigns") return { data: { myDispensary: ownerView(polls < 2 ? 4 : 20) } };
      if (op !== "MyDispensary") return { data: null };
      polls++;
      return {
        data: {
          myDispensary: polls < 2 ? myStore({ status: "generating", ready: 4 }) : myStore({ status: "completed", ready: 20 }),
        },
      };
    });
    renderPage("/dashboard", <DashboardPage />, { user: owner });
    await screen.findByText("4 of 20 designs ready.");
    expect(screen.getByRole("link", { name: "View My Store" }).getAttribute("href")).toBe("/store/s1");
    expect(screen.getByRole("progressbar", { name: "Designs ready" }).getAttribute("aria-valuenow")).toBe("4");
    // Trimmed on display: the store's name is already the page's heading.
    expect(screen.getAllByText(/^Gold Tarot \d$/)).toHaveLength(4);

    await screen.findByText("Your designs are ready!", {}, { timeout: 6000 });
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getAllByText(/^Gold Tarot \d+$/)).toHaveLength(20);
  }, 10_000);

  it("shows the fee's receipts, and a Pay now form while the renewal is past due", async () => {
    stubGraphql((op) => {
      if (op === "DispensaryFeeSettings") {
        return {
          data: {
            dispensaryFeeSettings: {
              __typename: "DispensaryFeeSettings",
              cardProvider: "offline",
              stripePublishableKey: null,
              signOnFee: "100.00",
              annualRenewal: "40.00",
            },
          },
        };
      }
      return { data: { myDispensary: { ...myStore(), feeStatus: "past_due" } } };
    });
    renderPage("/dashboard", <DashboardPage />, { user: owner });
    const banner = await screen.findByRole("region", { name: "Renewal past due" });
    within(banner).getByText(catalogMessages.feePastDue);
    await within(banner).findByLabelText("Card number");
    within(banner).getByRole("button", { name: /Pay now · \$40/ });
    const receipts = screen.getByRole("list", { name: "Fee receipts" });
    within(receipts).getByText("Sign-on fee");
    within(receipts).getByText("$100.00");
  });

  it("names the QR download after the brand and the store", async () => {
    stubGraphql(() => ({ data: { myDispensary: myStore() } }));
    renderPage("/dashboard", <DashboardPage />, { user: owner });
    const download = await screen.findByRole("link", { name: "Download QR code" });
    expect(download.getAttribute("download")).toBe("highcotton-the-green-room-qr.png");
  });
});

const listed = (id: string, name: string, city: string, designCount: number) => ({
  __typename: "Dispensary",
  id,
  name,
  businessType: "dispensary",
  address: `${id} Main St`,
  city,
  state: "CO",
  qrCodeUrl: `/media/qr/${id}.png`,
  designCount,
  designs: Array.from({ length: Math.min(3, designCount) }, (_, n) => ({
    __typename: "Design",
    id: `${id}-d${n}`,
    name: `${name} design ${n}`,
    thumbnailUrl: `/media/${id}-${n}.webp`,
  })),
});

describe("/marketplace", () => {
  const stores = [
    listed("new", "Fresh Start", "Boulder", 0),
    listed("a", "Apex Smoke", "Denver", 20),
    listed("b", "Blaze", "Denver", 5),
  ];

  it("lists stores with designs first, each with its featured designs and '+N more designs'", async () => {
    stubGraphql(() => ({ data: { dispensaries: stores } }));
    renderPage("/marketplace", <MarketplacePage />);
    const cards = await screen.findAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Apex Smoke", "Blaze", "Fresh Start"]);
    const [apex, blaze, fresh] = cards;
    expect(within(apex as HTMLElement).getAllByRole("img", { name: /^Apex Smoke design/ })).toHaveLength(3);
    expect(within(apex as HTMLElement).getByText("+17 more designs")).toBeTruthy();
    expect(within(blaze as HTMLElement).getByText("+2 more designs")).toBeTruthy();
    expect(within(fresh as HTMLElement).getByText("Designs coming soon")).toBeTruthy();
    expect(within(apex as HTMLElement).getByRole("img", { name: "QR code for Apex Smoke" })).toBeTruthy();
  });

  it("searches name, city and address case-insensitively", async () => {
    stubGraphql(() => ({ data: { dispensaries: stores } }));
    renderPage("/marketplace", <MarketplacePage />);
    await screen.findAllByRole("listitem");
    const search = screen.getByLabelText("Search stores");
    fireEvent.change(search, { target: { value: "DENVER" } });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Apex Smoke", "Blaze"]);
    screen.getByText('2 stores match "DENVER"');
    fireEvent.change(search, { target: { value: "new main" } });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Fresh Start"]);
    fireEvent.change(search, { target: { value: "nowhere at all" } });
    screen.getByRole("heading", { name: "No matches" });
  });
});

describe("document titles", () => {
  it("each route names the tab", async () => {
    stubGraphql(() => ({ data: { dispensaries: [] } }));
    renderPage("/marketplace", <AppRoutes />, { routePath: "/*" });
    await waitFor(() => expect(document.title).toBe("Marketplace · High Cotton"));
  });

  it("a store page uses the store's name", async () => {
    stubGraphql((op) =>
      op === "Store"
        ? { data: { dispensary: { ...listed("s1", "The Green Room", "Denver", 0), designs: [] } } }
        : { data: { recordStoreView: true } },
    );
    renderPage("/store/s1", <AppRoutes />, { routePath: "/*" });
    await waitFor(() => expect(document.title).toBe("The Green Room · High Cotton"));
  });
});
