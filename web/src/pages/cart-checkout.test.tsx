import { labels as commerceLabels, messages as commerceMessages, shirtColorLabel } from "@highcotton/commerce/contract";
import { cardMessages } from "@highcotton/form-fields";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { CART_QUERY } from "../graphql/commerce.ts";
import { createApolloClient } from "../lib/apollo-client.ts";
import { prefetchSessionCart } from "../lib/page-prefetch.ts";
import { listReceipts } from "../lib/receipts.ts";
import { getSessionId } from "../lib/session-id.ts";
import { cartOf, type FakeLine, graphError, offlineSettings, paymentIntent, placedOrder } from "../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql } from "../test/render-page.tsx";
import { CartPage } from "./cart.tsx";
import { CheckoutPage } from "./checkout.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A cart kept by the fake server: quantity changes and removals change what it answers next. */
function fakeCartServer(initial: FakeLine[], extra: (op: string, variables: Record<string, unknown>) => unknown = () => null) {
  let lines = initial.map((line) => ({ ...line }));
  return stubGraphql((op, variables) => {
    const input = variables.input as Record<string, unknown> | undefined;
    if (op === "Cart" || op === "CartCount") return { data: { cart: cartOf(String(variables.sessionId), lines) } };
    if (op === "UpdateCartItem") {
      lines = lines.map((line) => (line.id === input?.itemId ? { ...line, quantity: Number(input?.quantity) } : line));
      const line = lines.find((l) => l.id === input?.itemId);
      return {
        data: {
          updateCartItem: {
            __typename: "CartItem",
            id: line?.id,
            quantity: line?.quantity,
            lineTotal: ((line?.quantity ?? 0) * 25).toFixed(2),
          },
        },
      };
    }
    if (op === "RemoveCartItem") {
      lines = lines.filter((line) => line.id !== input?.itemId);
      return { data: { removeCartItem: true } };
    }
    return extra(op, variables);
  });
}

describe("/cart", () => {
  it("shows each line with the server's prices, subtotal, FREE shipping and total", async () => {
    fakeCartServer([
      { id: "a", quantity: 1, name: "Gold Tarot", size: "L", color: "heather-grey" },
      { id: "b", quantity: 2, name: "Sunset Varsity" },
    ]);
    renderPage("/cart", <CartPage />);
    const items = await screen.findByRole("list", { name: "Cart items" });
    const [first, second] = within(items).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    // The shirt drawn in the colour chosen, with the design's artwork.
    const shirt = within(first).getByRole("img", { name: "Gold Tarot on a heather grey tee" });
    expect(shirt.querySelector("image")?.getAttribute("href")).toBe("/media/a-artwork.webp?w=160");
    expect(first.textContent).toContain(`${shirtColorLabel("heather-grey")} · Size L`);
    expect(second.textContent).toContain("Black · Size M");
    expect(first.textContent).toContain("$25.00 each");
    expect(within(second).getByText("$50.00")).toBeTruthy();
    expect(screen.getByText("Subtotal").nextElementSibling?.textContent).toBe("$75.00");
    expect(screen.getByText("Shipping").nextElementSibling?.textContent).toBe("FREE");
    expect(screen.getByTestId("order-total").textContent).toBe("$75.00");
    expect(screen.getByRole("link", { name: /Proceed to Checkout/ }).getAttribute("href")).toBe("/checkout");
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/marketplace");
  });

  it("opened as the app's first page, shows the cart the start asked for without asking again; a later arrival asks", async () => {
    const calls = fakeCartServer([{ id: "a", quantity: 1, name: "Gold Tarot" }]);
    const client = createApolloClient("http://localhost/graphql");
    prefetchSessionCart(client, {});
    // Answered before the page's code is there.
    await waitFor(() => expect(client.readQuery({ query: CART_QUERY, variables: { sessionId: getSessionId() } })).not.toBeNull());
    renderPage("/cart", <CartPage />, { client });
    await screen.findByRole("list", { name: "Cart items" });
    expect(calls("Cart")).toHaveLength(1);

    cleanup();
    renderPage("/cart", <CartPage />, { client });
    await screen.findByRole("list", { name: "Cart items" });
    await waitFor(() => expect(calls("Cart")).toHaveLength(2));
  });

  it("minus is disabled at 1; plus raises the quantity and the totals follow the server", async () => {
    const calls = fakeCartServer([{ id: "a", quantity: 1, name: "Gold Tarot" }]);
    renderPage("/cart", <CartPage />);
    const minus = await screen.findByRole("button", { name: "Decrease quantity of Gold Tarot" });
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity of Gold Tarot" }));
    await waitFor(() => expect(screen.getByTestId("order-total").textContent).toBe("$50.00"));
    expect(requestBody(calls("UpdateCartItem")[0]).variables.input).toMatchObject({ itemId: "a", quantity: 2 });
    expect(screen.getByLabelText("Quantity of Gold Tarot").textContent).toBe("2");
    await waitFor(() => expect((minus as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(minus);
    await waitFor(() => expect(screen.getByTestId("order-total").textContent).toBe("$25.00"));
    await waitFor(() => expect((minus as HTMLButtonElement).disabled).toBe(true));
  });

  it("removing a line says 'Item removed'; an emptied cart links to the marketplace", async () => {
    fakeCartServer([{ id: "a", quantity: 1, name: "Gold Tarot" }]);
    renderPage("/cart", <CartPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Remove Gold Tarot" }));
    await screen.findByText("Item removed");
    await screen.findByRole("heading", { name: commerceMessages.cartEmpty });
    expect(screen.getByRole("link", { name: /Shop the Marketplace/ }).getAttribute("href")).toBe("/marketplace");
  });
});

async function fillShipping(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "Full name": "Jordan Rivers",
    Email: "jordan@example.com",
    [commerceLabels.shippingAddress]: "420 Main St",
    City: "Denver",
    State: "co",
    "ZIP code": "80202",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

async function fillCard(number: string) {
  fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: number } });
  fireEvent.change(screen.getByLabelText("Expiry (MM/YY)"), { target: { value: "12/40" } });
  fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } });
}

describe("/checkout", () => {
  const lines: FakeLine[] = [
    { id: "a", quantity: 2, name: "Gold Tarot", size: "L", dispensaryId: "store-7" },
    { id: "b", quantity: 1, name: "Custom Sunset", dispensaryId: null },
  ];

  it("asks for the payment once the cart's total is known, and shows SPEC's messages until the form is valid", async () => {
    const calls = fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    await screen.findByLabelText("Card number");
    expect(calls("CreatePaymentIntent")).toHaveLength(1);
    expect(requestBody(calls("CreatePaymentIntent")[0]).variables.input).toEqual({
      amount: "75.00",
      sessionId: expect.stringMatching(/^session_\d+_[a-z0-9]+$/),
    });

    const state = screen.getByLabelText("State") as HTMLInputElement;
    expect(state.maxLength).toBe(2);

    fireEvent.click(screen.getByRole("button", { name: "Pay $75.00" }));
    for (const message of [
      commerceMessages.nameRequired,
      commerceMessages.emailInvalid,
      commerceMessages.addressRequired,
      commerceMessages.cityRequired,
      commerceMessages.stateRequired,
      commerceMessages.zipRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));
    expect(calls("ConfirmOfflineCardPayment")).toHaveLength(0);

    // The messages follow what is typed once the shopper has tried to pay.
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "jordan@example.com" } });
    await waitFor(() => expect(screen.queryByText(commerceMessages.emailInvalid)).toBeNull());
    fireEvent.change(state, { target: { value: "c" } });
    expect(state.value).toBe("C");
    fireEvent.change(state, { target: { value: "1c" } });
    expect(state.value).toBe("C");
    expect(screen.getByText(commerceMessages.stateRequired)).toBeTruthy();
    fireEvent.change(state, { target: { value: "zz" } });
    expect(await screen.findByText(commerceMessages.stateLength)).toBeTruthy();
  });

  it("says 'Failed to initialize payment. Please try again.' when the payment cannot be requested, and shows no card form", async () => {
    const calls = fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return graphError("Card payments are unavailable", "INTERNAL_SERVER_ERROR");
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    const toast = await screen.findByText("Failed to initialize payment. Please try again.", { selector: "[data-variant] *" });
    expect(toast.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
    expect(screen.queryByLabelText("Card number")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(calls("CreatePaymentIntent")).toHaveLength(2));
  });

  it("takes no card payment when the cart was ordered meanwhile in another tab", async () => {
    let orderedElsewhere = false;
    const calls = stubGraphql((op, variables) => {
      if (op === "Cart" || op === "CartCount") {
        return { data: { cart: cartOf(String(variables.sessionId), orderedElsewhere ? [] : lines) } };
      }
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    await fillCard("4242 4242 4242 4242");
    await fillShipping();
    orderedElsewhere = true;
    fireEvent.click(screen.getByRole("button", { name: "Pay $75.00" }));
    const title = await screen.findByText(commerceMessages.cartChanged);
    expect((title.closest("[data-variant]") as HTMLElement).getAttribute("data-variant")).toBe("destructive");
    expect(screen.getByText("This cart was already ordered, perhaps in another tab. Nothing was charged.")).toBeTruthy();
    expect(calls("ConfirmOfflineCardPayment")).toHaveLength(0);
    expect(calls("PlaceOrder")).toHaveLength(0);
  });

  it("a declined card shows 'Payment Failed' with the provider's message beside the card, keeps it, and places no order", async () => {
    const calls = fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      if (op === "ConfirmOfflineCardPayment") return graphError("Your card was declined.", "PAYMENT_REQUIRED");
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    await fillCard("4000 0000 0000 0002");
    await fillShipping();
    fireEvent.click(screen.getByRole("button", { name: "Pay $75.00" }));
    const cardForm = screen.getByRole("form", { name: "Card payment" });
    const inline = await within(cardForm).findByRole("alert");
    expect(inline.textContent).toBe("Payment FailedYour card was declined.");
    const toast = screen
      .getAllByText("Payment Failed")
      .find((title) => title.closest("[data-variant]"))
      ?.closest("[data-variant]");
    expect(toast?.getAttribute("data-variant")).toBe("destructive");
    expect(within(toast as HTMLElement).getByText("Your card was declined.")).toBeTruthy();
    expect(requestBody(calls("ConfirmOfflineCardPayment")[0]).variables.input).toEqual({
      clientSecret: "pi_test_1_secret_abc",
      card: { number: "4000000000000002", expMonth: 12, expYear: 2040, cvc: "123" },
    });
    expect(calls("PlaceOrder")).toHaveLength(0);
    expect(screen.getByTestId("location").textContent).toBe("/checkout");
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay $75.00" })).toBeTruthy());
    // The toast goes; the reason stays by the card until the shopper pays again.
    act(() => resetToasts());
    expect(within(cardForm).getByRole("alert").textContent).toContain("Your card was declined.");
  });

  it("checks the card's number (Luhn), expiry and CVC once each is left, then as typed", async () => {
    fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    const number = (await screen.findByLabelText("Card number")) as HTMLInputElement;
    const errorOf = (input: HTMLElement) => {
      const id = input.getAttribute("aria-describedby");
      return id ? document.getElementById(id)?.textContent : undefined;
    };
    fireEvent.change(number, { target: { value: "4242 4242 4242 4241" } });
    expect(errorOf(number)).toBeUndefined();
    fireEvent.blur(number);
    expect(errorOf(number)).toBe(cardMessages.incorrectNumber);
    expect(number.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(number, { target: { value: "4242 4242 4242 4242" } });
    expect(errorOf(number)).toBeUndefined();

    const expiry = screen.getByLabelText("Expiry (MM/YY)");
    fireEvent.change(expiry, { target: { value: "01/20" } });
    fireEvent.blur(expiry);
    expect(errorOf(expiry)).toBe(cardMessages.expiryInPast);
    fireEvent.change(expiry, { target: { value: "13/40" } });
    expect(errorOf(expiry)).toBe(cardMessages.invalidExpiryMonth);

    const cvc = screen.getByLabelText("CVC");
    fireEvent.change(cvc, { target: { value: "12" } });
    fireEvent.blur(cvc);
    expect(errorOf(cvc)).toBe(cardMessages.incompleteCvc);
  });

  it("says a ZIP code cut short needs 5 digits", async () => {
    fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    await fillCard("4242 4242 4242 4242");
    await fillShipping({ "ZIP code": "12" });
    // Said once the shopper leaves the field, before any try to pay.
    expect(screen.queryByText(commerceMessages.zipTooShort)).toBeNull();
    fireEvent.blur(screen.getByLabelText("ZIP code"));
    expect(await screen.findByText(commerceMessages.zipTooShort)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Pay $75.00" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("ZIP code")));
  });

  it("a paid card places SPEC's order, keeps its receipt, says 'Payment Successful!' and shows the receipt", async () => {
    const calls = fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      if (op === "ConfirmOfflineCardPayment")
        return {
          data: { confirmOfflineCardPayment: { __typename: "CardPayment", paymentIntentId: "pi_test_1", status: "succeeded" } },
        };
      if (op === "PlaceOrder") return { data: { placeOrder: placedOrder("75.00") } };
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    await fillCard("4242424242424242");
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe("4242 4242 4242 4242");
    await fillShipping();
    fireEvent.click(screen.getByRole("button", { name: "Pay $75.00" }));
    await screen.findByText("Payment Successful!");
    screen.getByText("Your order has been placed successfully.");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/orders/tok_abc123"));

    const input = requestBody(calls("PlaceOrder")[0]).variables.input;
    expect(input).toEqual({
      sessionId: expect.stringMatching(/^session_/),
      dispensaryId: "store-7",
      customerName: "Jordan Rivers",
      customerEmail: "jordan@example.com",
      shippingAddress: "420 Main St",
      shippingCity: "Denver",
      shippingState: "CO",
      shippingZip: "80202",
      items: [
        { designId: "design-a", quantity: 2, size: "L", price: "25.00" },
        { designId: "design-b", quantity: 1, size: "M", price: "25.00" },
      ],
      totalAmount: "75.00",
      paymentMethod: "stripe",
      paymentIntentId: "pi_test_1",
    });
    expect(listReceipts()).toEqual([
      { receiptPath: "/orders/tok_abc123", placedAt: "2026-03-01T12:00:00.000Z", total: "75.00", orderNumber: "ORDER-1" },
    ]);
  });

  it("says 'Order Error' when the payment went through but the order did not", async () => {
    fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      if (op === "ConfirmOfflineCardPayment")
        return {
          data: { confirmOfflineCardPayment: { __typename: "CardPayment", paymentIntentId: "pi_test_1", status: "succeeded" } },
        };
      if (op === "PlaceOrder") return graphError("Total amount does not match the cart", "BAD_USER_INPUT");
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    await fillCard("4242424242424242");
    await fillShipping();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay $75.00" }));
    });
    await screen.findByText("Order Error");
    screen.getByText("Payment succeeded but order creation failed. Please contact support.");
    expect(screen.getByTestId("location").textContent).toBe("/checkout");
    expect(listReceipts()).toEqual([]);
  });

  it(`says '${commerceMessages.cartChanged}' when the server refunded a payment its cart no longer matches, and places nothing`, async () => {
    fakeCartServer(lines, (op) => {
      if (op === "PaymentSettings") return { data: { paymentSettings: offlineSettings } };
      if (op === "CreatePaymentIntent") return { data: { createPaymentIntent: paymentIntent("75.00") } };
      if (op === "ConfirmOfflineCardPayment")
        return {
          data: { confirmOfflineCardPayment: { __typename: "CardPayment", paymentIntentId: "pi_test_1", status: "succeeded" } },
        };
      if (op === "PlaceOrder") return graphError(commerceMessages.cartChanged, "CONFLICT");
      return { data: null };
    });
    renderPage("/checkout", <CheckoutPage />);
    await fillCard("4242424242424242");
    await fillShipping();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Pay $75.00" }));
    });
    const title = await screen.findByText(commerceMessages.cartChanged);
    expect((title.closest("[data-variant]") as HTMLElement).getAttribute("data-variant")).toBe("destructive");
    screen.getByText("Your payment was refunded. Check your cart, then pay again.");
    expect(screen.queryByText("Order Error")).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/checkout");
    expect(listReceipts()).toEqual([]);
  });

  it("an empty cart has nothing to check out and asks for no payment", async () => {
    const calls = fakeCartServer([]);
    renderPage("/checkout", <CheckoutPage />);
    await screen.findByRole("heading", { name: "Nothing to check out" });
    expect(calls("CreatePaymentIntent")).toHaveLength(0);
  });
});
