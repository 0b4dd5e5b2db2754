import { messages as commerceMessages, SHIRT_SPLIT } from "@highcotton/commerce/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TopNav } from "../components/top-nav.tsx";
import { resetToasts } from "../components/ui/toast-store.ts";
import { rememberReceipt } from "../lib/receipts.ts";
import { cartOf, graphError, offlineSettings } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql, userWithRole } from "../test/render-page.tsx";
import { CreateDesignPage } from "./create-design.tsx";
import { DashboardPage, EARNINGS_HINT } from "./dashboard.tsx";
import { OrdersPage } from "./orders.tsx";
import { RECEIPT_REFRESH_MS, ReceiptPage } from "./receipt.tsx";
import { StorePage } from "./store.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const storeWithDesign = {
  __typename: "Dispensary",
  id: "s1",
  name: "The Green Room",
  businessType: "dispensary",
  address: "1 Colfax Ave",
  city: "Denver",
  state: "CO",
  qrCodeUrl: null,
  designCount: 1,
  designs: [
    {
      __typename: "Design",
      id: "d1",
      name: "The Green Room Gold Tarot",
      frontImageUrl: "/media/d1.webp",
      createdAt: "2026-03-01T12:00:00.000Z",
      reactions: { __typename: "DesignReactions", hearts: 0, thumbsUp: 0, mine: [] },
    },
  ],
};

describe("Add to Cart", () => {
  it("adds the chosen size to the session's cart, says 'Added to Cart' and updates the navigation's count", async () => {
    let count = 0;
    const calls = stubGraphql((op, variables) => {
      if (op === "Store") return { data: { dispensary: storeWithDesign } };
      if (op === "CartCount") return { data: { cart: { __typename: "Cart", sessionId: variables.sessionId, itemCount: count } } };
      if (op === "AddToCart") {
        count += 1;
        return { data: { addToCart: { __typename: "CartItem", id: "line-1", designId: "d1", size: "XL", quantity: 1 } } };
      }
      return { data: { recordStoreView: true } };
    });
    renderPage(
      "/store/s1",
      <>
        <TopNav />
        <StorePage />
      </>,
      { routePath: "/store/:id" },
    );
    const card = (await screen.findByRole("heading", { name: "Gold Tarot" })).closest("article") as HTMLElement;
    expect((within(card).getByRole("radio", { name: "M" }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(card)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["S", "M", "L", "XL", "2XL", "3XL"]);
    within(screen.getByRole("banner")).getByRole("link", { name: "Cart" });

    fireEvent.click(within(card).getByRole("radio", { name: "XL" }));
    fireEvent.click(within(card).getByRole("button", { name: "Add to Cart" }));
    await screen.findByText("Added to Cart");
    expect(requestBody(calls("AddToCart")[0]).variables.input).toEqual({
      sessionId: expect.stringMatching(/^session_\d+_[a-z0-9]+$/),
      designId: "d1",
      size: "XL",
      color: "black",
      quantity: 1,
    });
    await waitFor(() => expect(within(screen.getByRole("banner")).getByRole("link", { name: "Cart, 1 item" })).toBeTruthy());
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Cart, 1 item" }).getAttribute("href")).toBe("/cart");
  });

  it("says 'Failed to add to cart' when the server refuses", async () => {
    stubGraphql((op) => {
      if (op === "Store") return { data: { dispensary: storeWithDesign } };
      if (op === "AddToCart") return graphError(commerceMessages.designNotFound, "NOT_FOUND");
      return { data: { recordStoreView: true } };
    });
    renderPage("/store/s1", <StorePage />, { routePath: "/store/:id" });
    fireEvent.click(await screen.findByRole("button", { name: "Add to Cart" }));
    const title = await screen.findByText("Failed to add to cart");
    expect(title.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
  });

  it("opens a design large in a dialog, with its own size and Add to Cart; Escape closes it", async () => {
    stubGraphql((op) => (op === "Store" ? { data: { dispensary: storeWithDesign } } : { data: { recordStoreView: true } }));
    renderPage("/store/s1", <StorePage />, { routePath: "/store/:id" });
    fireEvent.click(await screen.findByRole("button", { name: /View larger/ }));
    const dialog = screen.getByRole("dialog", { name: "The Green Room Gold Tarot" });
    expect(within(dialog).getByRole("img", { name: "The Green Room Gold Tarot" }).getAttribute("src")).toBe("/media/d1.webp");
    within(dialog).getByRole("button", { name: "Add to Cart" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("adds a generated custom design in the chosen size", async () => {
    const calls = stubGraphql((op, variables) => {
      if (op === "CartCount") return { data: { cart: cartOf(String(variables.sessionId), [{ id: "c1", quantity: 1 }]) } };
      if (op === "GenerateCustomDesign")
        return {
          data: {
            generateCustomDesign: {
              __typename: "Design",
              id: "c1",
              name: "Stay Lifted",
              price: "25.00",
              frontImageUrl: "/media/c1.webp",
              isCustom: true,
            },
          },
        };
      if (op === "AddToCart")
        return { data: { addToCart: { __typename: "CartItem", id: "line-2", designId: "c1", size: "2XL", quantity: 1 } } };
      return { data: null };
    });
    renderPage("/create-design", <CreateDesignPage />);
    fireEvent.change(screen.getByLabelText("Describe your design"), { target: { value: "A sunset, STAY LIFTED" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Design" }));
    await screen.findByRole("heading", { name: "Stay Lifted" });
    fireEvent.click(screen.getByRole("radio", { name: "2XL" }));
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await screen.findByText("Added to Cart");
    expect(requestBody(calls("AddToCart")[0]).variables.input).toMatchObject({ designId: "c1", size: "2XL", quantity: 1 });
  });
});

describe("cart count in the navigation", () => {
  it("shows the sum of quantities and links to /cart, in the mobile menu too", async () => {
    stubGraphql((op, variables) =>
      op === "CartCount"
        ? {
            data: {
              cart: cartOf(String(variables.sessionId), [
                { id: "a", quantity: 2 },
                { id: "b", quantity: 1 },
              ]),
            },
          }
        : { data: null },
    );
    renderPage("/", <TopNav />);
    const links = await screen.findAllByRole("link", { name: "Cart, 3 items", hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute("href")).toBe("/cart");
    expect(within(links[0] as HTMLElement).getByText("3")).toBeTruthy();
  });

  it("offers Your Orders in the mobile menu once this browser has placed an order", async () => {
    stubGraphql(() => ({ data: null }));
    renderPage("/", <TopNav />);
    expect(screen.queryByRole("link", { name: "Your Orders", hidden: true })).toBeNull();
    cleanup();
    rememberReceipt({ receiptPath: "/orders/tok_abc123", placedAt: "2026-03-01T12:00:00.000Z", total: "50.00" });
    renderPage("/", <TopNav />);
    const orders = screen.getByRole("link", { name: "Your Orders", hidden: true });
    expect(orders.getAttribute("href")).toBe("/orders");
  });
});

const receipt = (fulfillmentStatus: string, extra: Record<string, unknown> = {}) => ({
  __typename: "Order",
  id: "0a1b2c3d-0000-4000-8000-000000000001",
  receiptPath: "/orders/tok_abc123",
  customerName: "Jordan Rivers",
  customerEmail: "jordan@example.com",
  shippingAddress: "420 Main St",
  shippingCity: "Denver",
  shippingState: "CO",
  shippingZip: "80202",
  items: [
    {
      __typename: "OrderItem",
      designId: "d1",
      designName: "Gold Tarot",
      frontImageUrl: "/media/d1.webp",
      size: "L",
      color: "white",
      quantity: 2,
      price: "25.00",
    },
  ],
  totalAmount: "50.00",
  paymentMethod: "stripe",
  paymentStatus: "paid",
  fulfillmentStatus,
  createdAt: "2026-03-01T12:00:00.000Z",
  acceptedAt: null,
  fulfilledAt: null,
  tracking: null,
  ...extra,
});

describe("receipts", () => {
  it("/orders/:token shows the items, total, payment and where printing stands, and follows it", async () => {
    let status = "assigned";
    const tracking = {
      __typename: "OrderTracking",
      carrier: "fedex",
      trackingNumber: "123456789012",
      trackingUrl: "https://www.fedex.com/fedextrack/?trknbr=123456789012",
    };
    const calls = stubGraphql((op, variables) =>
      op === "Receipt" && variables.token === "tok_abc123"
        ? {
            data: {
              receipt: receipt(status, {
                acceptedAt: "2026-03-02T09:00:00.000Z",
                ...(status === "fulfilled" && { fulfilledAt: "2026-03-03T09:00:00.000Z", tracking }),
              }),
            },
          }
        : { data: { receipt: null } },
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    renderPage("/orders/tok_abc123", <ReceiptPage />, { routePath: "/orders/:token" });
    const progress = await screen.findByRole("list", { name: "Order progress" });
    const steps = within(progress).getAllByRole("listitem");
    expect(steps.map((step) => step.getAttribute("data-state"))).toEqual(["done", "current", "upcoming"]);
    expect(steps[1]?.getAttribute("aria-current")).toBe("step");
    expect(steps[1]?.textContent).toContain("Being printed");
    // Once a shop has it, the first step no longer says the order is waiting for one.
    expect(steps[0]?.textContent).toContain("Paid, and offered to local print shops.");
    expect(steps[0]?.textContent).not.toContain("Waiting");
    screen.getByText("Gold Tarot");
    screen.getByText("White · Size L · 2 × $25.00");
    expect(screen.getByTestId("order-total").textContent).toBe("$50.00");
    screen.getByText("Paid");
    screen.getByText("Credit card");

    status = "fulfilled";
    const before = calls("Receipt").length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RECEIPT_REFRESH_MS);
    });
    await waitFor(() => expect(calls("Receipt").length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(
        within(progress)
          .getAllByRole("listitem")
          .map((step) => step.getAttribute("data-state")),
      ).toEqual(["done", "done", "done"]),
    );
    // Shipped with tracking: the carrier's name, the number and a link to the carrier's page.
    const shipment = await screen.findByRole("region", { name: "Tracking" });
    within(shipment).getByText("FedEx");
    within(shipment).getByText("123456789012");
    expect(
      within(shipment)
        .getByRole("link", { name: /Track with FedEx/ })
        .getAttribute("href"),
    ).toBe(tracking.trackingUrl);
  });

  it("an unknown token shows a friendly not-found state", async () => {
    stubGraphql(() => ({ data: { receipt: null } }));
    renderPage("/orders/nope", <ReceiptPage />, { routePath: "/orders/:token" });
    await screen.findByRole("heading", { name: "Receipt Not Found" });
    expect(screen.getByRole("link", { name: "Your orders" }).getAttribute("href")).toBe("/orders");
  });

  it("/orders lists this browser's orders, newest first", () => {
    stubGraphql(() => ({ data: null }));
    rememberReceipt({ receiptPath: "/orders/tok_old", placedAt: "2026-01-01T10:00:00.000Z", total: "25.00" });
    rememberReceipt({ receiptPath: "/orders/tok_new", placedAt: "2026-02-01T10:00:00.000Z", total: "75.00" });
    renderPage("/orders", <OrdersPage />);
    const links = screen.getAllByRole("link", { name: /Order placed/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/orders/tok_new", "/orders/tok_old"]);
    expect(links[0]?.textContent).toContain("$75.00");
  });

  it("/orders without orders points to the marketplace", () => {
    stubGraphql(() => ({ data: null }));
    renderPage("/orders", <OrdersPage />);
    screen.getByRole("heading", { name: "No orders yet" });
  });
});

const owner = userWithRole("dispensary");

const myStore = {
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
  designCount: 0,
  designs: [],
  generation: { __typename: "DesignGeneration", status: "not_requested", ready: 0, expected: 20 },
};

const money = (overrides: Record<string, unknown> = {}) => ({
  __typename: "Dispensary",
  id: "s1",
  totalRevenue: "108.00",
  availableBalance: "40.00",
  heldBalance: "68.00",
  reversedRevenue: "0.00",
  nextEligibleAt: "2026-06-01T12:00:00.000Z",
  pendingWithdrawalCount: 1,
  withdrawals: [
    {
      __typename: "Withdrawal",
      id: "w1",
      amount: "12.00",
      status: "pending",
      eligibleAt: "2026-01-15T12:00:00.000Z",
      requestedAt: "2026-01-20T12:00:00.000Z",
      processedAt: null,
    },
  ],
  ...overrides,
});

describe("/dashboard money", () => {
  it("shows revenue, balances, pending withdrawals and the history; Request Withdrawal asks for it and refreshes", async () => {
    let withdrawn = false;
    const calls = stubGraphql((op) => {
      if (op === "MyDispensary") return { data: { myDispensary: myStore } };
      if (op === "StoreMoney")
        return {
          data: {
            myDispensary: withdrawn
              ? money({
                  availableBalance: "0.00",
                  pendingWithdrawalCount: 2,
                  withdrawals: [
                    {
                      __typename: "Withdrawal",
                      id: "w2",
                      amount: "40.00",
                      status: "pending",
                      eligibleAt: "2026-02-20T12:00:00.000Z",
                      requestedAt: "2026-03-01T12:00:00.000Z",
                      processedAt: null,
                    },
                    ...money().withdrawals,
                  ],
                })
              : money(),
          },
        };
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "RequestWithdrawal") {
        withdrawn = true;
        return {
          data: {
            requestWithdrawal: {
              __typename: "Withdrawal",
              id: "w2",
              amount: "40.00",
              status: "pending",
              eligibleAt: "2026-02-20T12:00:00.000Z",
              requestedAt: "2026-03-01T12:00:00.000Z",
              processedAt: null,
            },
          },
        };
      }
      return { data: null };
    });
    renderPage("/dashboard", <DashboardPage />, { user: owner });
    const totals = await screen.findByRole("region", { name: "Store totals" });
    await waitFor(() => expect(within(totals).getByText("$108.00")).toBeTruthy());
    const earnings = within(totals).getByText("Your earnings").closest("div")?.parentElement;
    expect(earnings?.textContent).toContain("$108.00");
    // What the figure counts: the owner's share of each shirt, from commerce's split.
    expect(earnings?.textContent).toContain(EARNINGS_HINT);
    expect(EARNINGS_HINT).toContain(`$${SHIRT_SPLIT.dispensary / 100} for every shirt`);
    expect(within(totals).getByText("Available balance").closest("div")?.parentElement?.textContent).toContain("$40.00");
    expect(within(totals).getByText("Pending withdrawals").closest("div")?.parentElement?.textContent).toContain("1");
    screen.getByText("$68.00");
    screen.getByText("Next available Jun 1, 2026");
    const history = screen.getByRole("table");
    const rows = within(history).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["$12.00PendingJan 15, 2026"]);

    fireEvent.click(screen.getByRole("button", { name: "Request Withdrawal" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw $40.00?" });
    expect(calls("RequestWithdrawal")).toHaveLength(0);
    // The offline payout provider pays no account: none is asked for.
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm withdrawal" }));
    await screen.findByText("Withdrawal requested");
    screen.getByText("$40.00 is on its way to you.");
    expect(requestBody(calls("RequestWithdrawal")[0]).variables).toEqual({ input: { dispensaryId: "s1" } });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Request Withdrawal" })).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(3);
    expect(within(totals).getByText("Pending withdrawals").closest("div")?.parentElement?.textContent).toContain("2");
  });

  it("asks for the store's Stripe account when payouts go through Stripe Connect, showing the server's refusal", async () => {
    const calls = stubGraphql((op, variables) => {
      if (op === "MyDispensary") return { data: { myDispensary: myStore } };
      if (op === "StoreMoney") return { data: { myDispensary: money() } };
      if (op === "PaymentSettings")
        return { data: { paymentSettings: { ...offlineSettings, payoutProvider: "stripe_connect" } } };
      if (op === "RequestWithdrawal") {
        const input = variables.input as { stripeAccountId?: string };
        if (!input.stripeAccountId) return graphError(commerceMessages.stripeAccountRequired, "BAD_USER_INPUT");
        return graphError(commerceMessages.nothingToWithdraw, "BAD_USER_INPUT");
      }
      return { data: null };
    });
    renderPage("/dashboard", <DashboardPage />, { user: owner });
    fireEvent.click(await screen.findByRole("button", { name: "Request Withdrawal" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw $40.00?" });
    const account = await within(dialog).findByRole("textbox", { name: "Stripe account" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm withdrawal" }));
    await within(dialog).findByText(commerceMessages.stripeAccountRequired);

    fireEvent.change(account, { target: { value: "acct_1Store42" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm withdrawal" }));
    await within(dialog).findByText(commerceMessages.nothingToWithdraw);
    expect(calls("RequestWithdrawal").map((call) => requestBody(call).variables)).toEqual([
      { input: { dispensaryId: "s1" } },
      { input: { dispensaryId: "s1", stripeAccountId: "acct_1Store42" } },
    ]);
  });

  it("no Request Withdrawal while nothing is available", async () => {
    stubGraphql((op) => {
      if (op === "MyDispensary") return { data: { myDispensary: myStore } };
      if (op === "StoreMoney")
        return { data: { myDispensary: money({ availableBalance: "0.00", withdrawals: [], pendingWithdrawalCount: 0 }) } };
      return { data: null };
    });
    renderPage("/dashboard", <DashboardPage />, { user: owner });
    await screen.findByText("Nothing to withdraw yet.");
    expect(screen.queryByRole("button", { name: "Request Withdrawal" })).toBeNull();
    screen.getByText(/No withdrawals yet/);
  });

  it("shows what refunds reversed, and nothing about it while none was", async () => {
    let reversed = "8.00";
    stubGraphql((op) => {
      if (op === "MyDispensary") return { data: { myDispensary: myStore } };
      if (op === "StoreMoney") return { data: { myDispensary: money({ reversedRevenue: reversed }) } };
      return { data: null };
    });
    const first = renderPage("/dashboard", <DashboardPage />, { user: owner });
    const line = (await screen.findByText(/orders refunded because no print shop made them in time/)).closest("p")!;
    expect(line.textContent).toContain("Reversed $8.00");
    first.unmount();
    reversed = "0.00";
    renderPage("/dashboard", <DashboardPage />, { user: owner });
    await screen.findByText("Held earnings");
    expect(screen.queryByText(/orders refunded/)).toBeNull();
  });
});
