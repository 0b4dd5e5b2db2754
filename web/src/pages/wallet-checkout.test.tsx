import { labels as commerceLabels, messages as commerceMessages } from "@highcotton/commerce/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WALLET_POLL_MS } from "../components/commerce/use-wallet-checkout.ts";
import { resetToasts } from "../components/ui/toast-store.ts";
import { cartOf, offlineSettings, paymentIntent, placedOrder } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql } from "../test/render-page.tsx";
import { CheckoutPage } from "./checkout.tsx";
import { WalletApprovePage } from "./wallet-approve.tsx";

const walletOrder = (status: string) => ({
  __typename: "WalletOrder",
  id: "wallet-1",
  status,
  amount: "50.00",
  // The server links its approval page from its public URL, which may name the host otherwise.
  approveUrl: "http://highcotton.test:3000/wallet/approve/wallet-1",
});
/** Where the popup opens it: on the page's own origin. */
const approvalPage = () => `${window.location.origin}/wallet/approve/wallet-1`;

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: () => void;
}

function stubPopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    location: { href: "" },
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
  return popup;
}

beforeEach(() => {
  localStorage.clear();
  // Only the wallet's polling interval is faked: Apollo and Testing Library keep real timeouts.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function startWalletCheckout() {
  fireEvent.click(await screen.findByRole("tab", { name: "PayPal" }));
  for (const [label, value] of Object.entries({
    "Full name": "Jordan Rivers",
    Email: "jordan@example.com",
    [commerceLabels.shippingAddress]: "420 Main St",
    City: "Denver",
    State: "CO",
    "ZIP code": "80202",
  })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal" }));
}

describe("/checkout wallet", () => {
  it("opens the approval popup, polls every 500 ms until APPROVED, captures, then places a paypal order", async () => {
    let status = "CREATED";
    const calls = stubGraphql((op, variables) => {
      if (op === "Cart" || op === "CartCount")
        return { data: { cart: cartOf(String(variables.sessionId), [{ id: "a", quantity: 2 }]) } };
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("50.00") } };
      if (op === "CreateWalletOrder") return { data: { createWalletOrder: walletOrder("CREATED") } };
      if (op === "WalletOrder") return { data: { walletOrder: walletOrder(status) } };
      if (op === "CaptureWalletOrder") return { data: { captureWalletOrder: walletOrder("COMPLETED") } };
      if (op === "PlaceOrder") return { data: { placeOrder: placedOrder("50.00") } };
      return { data: null };
    });
    const popup = stubPopup();
    renderPage("/checkout", <CheckoutPage />);
    await startWalletCheckout();

    await vi.waitFor(() => expect(popup.location.href).toBe(approvalPage()));
    expect(requestBody(calls("CreateWalletOrder")[0]).variables.input).toEqual({
      amount: "50.00",
      currency: "USD",
      intent: "CAPTURE",
      sessionId: expect.stringMatching(/^session_/),
    });
    screen.getByText("Waiting for your approval in the PayPal window...");

    expect(calls("WalletOrder")).toHaveLength(0);
    vi.advanceTimersByTime(WALLET_POLL_MS - 1);
    expect(calls("WalletOrder")).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(calls("WalletOrder")).toHaveLength(1));
    vi.advanceTimersByTime(WALLET_POLL_MS);
    await vi.waitFor(() => expect(calls("WalletOrder")).toHaveLength(2));
    expect(calls("CaptureWalletOrder")).toHaveLength(0);

    status = "APPROVED";
    vi.advanceTimersByTime(WALLET_POLL_MS);
    await screen.findByText("Payment Successful!");
    expect(calls("WalletOrder")).toHaveLength(3);
    expect(requestBody(calls("CaptureWalletOrder")[0]).variables).toEqual({ id: "wallet-1" });
    expect(requestBody(calls("PlaceOrder")[0]).variables.input).toMatchObject({
      paymentMethod: "paypal",
      paymentIntentId: "wallet-1",
      totalAmount: "50.00",
    });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/orders/tok_abc123"));
    vi.advanceTimersByTime(WALLET_POLL_MS * 4);
    expect(calls("WalletOrder")).toHaveLength(3);
  });

  it.each([
    ["cancelled on the approval page", "VOIDED", false, "Wallet payment: cancelled"],
    ["closed before approving", "CREATED", true, "Wallet payment: the wallet window was closed before approval"],
  ])(
    "a wallet payment %s stops the polling, says it was not completed and lets the shopper try again",
    async (_how, status, closed, log) => {
      const calls = stubGraphql((op, variables) => {
        if (op === "Cart" || op === "CartCount")
          return { data: { cart: cartOf(String(variables.sessionId), [{ id: "a", quantity: 2 }]) } };
        if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
        if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("50.00") } };
        if (op === "CreateWalletOrder") return { data: { createWalletOrder: walletOrder("CREATED") } };
        if (op === "WalletOrder") return { data: { walletOrder: walletOrder(status) } };
        return { data: null };
      });
      const logged = vi.spyOn(console, "info").mockImplementation(() => {});
      const popup = stubPopup();
      renderPage("/checkout", <CheckoutPage />);
      await startWalletCheckout();
      await vi.waitFor(() => expect(calls("CreateWalletOrder")).toHaveLength(1));
      await screen.findByText("Waiting for your approval in the PayPal window...");
      popup.closed = closed;
      vi.advanceTimersByTime(WALLET_POLL_MS);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(log, "wallet-1"));
      const message = await screen.findByText(commerceMessages.walletNotCompleted);
      expect((message.closest("[data-variant]") as HTMLElement).getAttribute("data-variant")).toBe("destructive");
      await waitFor(() =>
        expect((screen.getByRole("button", { name: "Pay with PayPal" }) as HTMLButtonElement).disabled).toBe(false),
      );
      vi.advanceTimersByTime(WALLET_POLL_MS * 4);
      expect(calls("WalletOrder")).toHaveLength(1);
      expect(calls("CaptureWalletOrder")).toHaveLength(0);
      expect(calls("PlaceOrder")).toHaveLength(0);
    },
  );

  it("offers a link when the browser blocks the popup", async () => {
    stubGraphql((op, variables) => {
      if (op === "Cart" || op === "CartCount")
        return { data: { cart: cartOf(String(variables.sessionId), [{ id: "a", quantity: 2 }]) } };
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("50.00") } };
      if (op === "CreateWalletOrder") return { data: { createWalletOrder: walletOrder("CREATED") } };
      if (op === "WalletOrder") return { data: { walletOrder: walletOrder("CREATED") } };
      return { data: null };
    });
    vi.spyOn(window, "open").mockReturnValue(null);
    renderPage("/checkout", <CheckoutPage />);
    await startWalletCheckout();
    const link = await screen.findByRole("link", { name: /Open PayPal to approve/ });
    expect(link.getAttribute("href")).toBe(approvalPage());
  });

  it("does not start the wallet while the shipping form is invalid", async () => {
    const calls = stubGraphql((op, variables) => {
      if (op === "Cart" || op === "CartCount")
        return { data: { cart: cartOf(String(variables.sessionId), [{ id: "a", quantity: 1 }]) } };
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("25.00") } };
      return { data: null };
    });
    const open = vi.spyOn(window, "open");
    renderPage("/checkout", <CheckoutPage />);
    fireEvent.click(await screen.findByRole("tab", { name: "PayPal" }));
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await screen.findByText(commerceMessages.nameRequired);
    expect(open).not.toHaveBeenCalled();
    expect(calls("CreateWalletOrder")).toHaveLength(0);
  });
});

describe("/wallet/approve/:id", () => {
  it("shows the amount; 'Pay now' approves and says the window can be closed", async () => {
    let status = "CREATED";
    const calls = stubGraphql((op) => {
      if (op === "WalletOrder") return { data: { walletOrder: walletOrder(status) } };
      if (op === "ApproveWalletOrder") {
        status = "APPROVED";
        return { data: { approveWalletOrder: walletOrder("APPROVED") } };
      }
      return { data: null };
    });
    renderPage("/wallet/approve/wallet-1", <WalletApprovePage />, { routePath: "/wallet/approve/:id" });
    await screen.findByText("$50.00");
    fireEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await screen.findByRole("heading", { name: "Payment approved" });
    screen.getByText("You can close this window and return to High Cotton.");
    expect(requestBody(calls("ApproveWalletOrder")[0]).variables).toEqual({ id: "wallet-1" });
  });

  it("'Cancel' cancels the wallet order", async () => {
    const calls = stubGraphql((op) => {
      if (op === "WalletOrder") return { data: { walletOrder: walletOrder("CREATED") } };
      if (op === "CancelWalletOrder") return { data: { cancelWalletOrder: walletOrder("VOIDED") } };
      return { data: null };
    });
    renderPage("/wallet/approve/wallet-1", <WalletApprovePage />, { routePath: "/wallet/approve/:id" });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await screen.findByRole("heading", { name: "Payment cancelled" });
    expect(calls("CancelWalletOrder")).toHaveLength(1);
    expect(calls("ApproveWalletOrder")).toHaveLength(0);
  });
});
