import { labels as fulfillmentLabels, messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OnboardMerchantPage } from "../../pages/onboard-merchant.tsx";
import { merchant, stripeMerchantSettings } from "../../test/fulfillment-fixtures.ts";
import { renderPage, requestBody, stubGraphql, userWithRole } from "../../test/render-page.tsx";
import type { CardInputState } from "../payments/card-input.ts";
import { StripeCardInput } from "../payments/stripe-card-input.tsx";
import { resetToasts } from "../ui/toast-store.ts";

// Stripe.js cannot load here: a stand-in Stripe and CardElement, set per test.
const fake = vi.hoisted(() => ({
  stripe: null as null | { createPaymentMethod: (options: unknown) => Promise<unknown> },
  element: null as unknown,
  // Stable, as Stripe's own hook is.
  elements: { getElement: () => fake.element },
}));

vi.mock("@stripe/stripe-js", () => ({ loadStripe: async () => fake.stripe }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean; error?: { message: string } }) => void }) => (
    <div>
      <button type="button" onClick={() => onChange({ complete: true })}>
        Type a complete card
      </button>
      <button type="button" onClick={() => onChange({ complete: false, error: { message: "Your card number is invalid." } })}>
        Type a wrong card
      </button>
    </div>
  ),
  useStripe: () => fake.stripe,
  useElements: () => fake.elements,
}));

const SUBSCRIBE = "Subscribe & Create Account ($5/month)";
const cardElement = { kind: "card element" };

beforeEach(() => {
  localStorage.clear();
  fake.stripe = null;
  fake.element = cardElement;
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stripeServer(extra: (op: string) => unknown = () => ({ data: null })) {
  return stubGraphql((op) => {
    if (op === "MyMerchant") return { data: { myMerchant: null } };
    if (op === "MerchantPaymentSettings") return { data: { merchantPaymentSettings: stripeMerchantSettings } };
    return extra(op);
  });
}

async function fillShopAndCard() {
  fireEvent.change(await screen.findByLabelText(fulfillmentLabels.businessName), { target: { value: "Mile High Print Co." } });
  fireEvent.change(screen.getByLabelText(fulfillmentLabels.address), { target: { value: "1 Larimer St" } });
  fireEvent.change(screen.getByLabelText("City"), { target: { value: "Denver" } });
  fireEvent.change(screen.getByLabelText("State"), { target: { value: "CO" } });
  fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "80202" } });
  fireEvent.click(await screen.findByRole("button", { name: "Type a complete card" }));
}

const submit = () => screen.getByRole("button", { name: SUBSCRIBE }) as HTMLButtonElement;

/** A refusal is kept beside the card and repeated in a toast: both, once each appears. */
async function refusalShown(text: string): Promise<{ beside: HTMLElement; toast: HTMLElement }> {
  return waitFor(() => {
    const shown = screen.getAllByText(text);
    const toast = shown.map((el) => el.closest<HTMLElement>("[data-variant]")).find((el) => el !== null);
    const beside = shown.find((el) => el.closest("[data-variant]") === null);
    if (!toast || !beside) throw new Error(`"${text}" is not both beside the card and in a toast`);
    return { beside, toast };
  });
}

describe("the Stripe card input", () => {
  it("answers 'Stripe not loaded' when Stripe.js is not there, and is not ready", async () => {
    const states: CardInputState[] = [];
    render(<StripeCardInput publishableKey="pk_test_123" onStateChange={(state) => states.push(state)} />);
    fireEvent.click(screen.getByRole("button", { name: "Type a complete card" }));
    const last = states.at(-1);
    expect(last?.ready).toBe(false);
    expect(await last?.save()).toEqual({ error: "Stripe not loaded" });
  });

  it("shows Stripe's message for a card it finds wrong", () => {
    render(<StripeCardInput publishableKey="pk_test_123" onStateChange={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Type a wrong card" }));
    expect(screen.getByRole("alert").textContent).toBe("Your card number is invalid.");
  });

  it("keeps the submit disabled while Stripe is not loaded, even with a complete card", async () => {
    stripeServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShopAndCard();
    expect(submit().disabled).toBe(true);
  });

  it("says 'Card element not found' when the card field is gone, and creates nothing", async () => {
    const createPaymentMethod = vi.fn();
    fake.stripe = { createPaymentMethod };
    fake.element = null;
    const calls = stripeServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShopAndCard();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    const { beside, toast } = await refusalShown("Card element not found");
    expect(beside.closest('[role="alert"]')).not.toBeNull();
    expect(toast.getAttribute("data-variant")).toBe("destructive");
    within(toast).getByText("Error");
    expect(createPaymentMethod).not.toHaveBeenCalled();
    expect(calls("CreateMerchant")).toHaveLength(0);
  });

  it("shows Stripe's own message when it cannot save the card", async () => {
    fake.stripe = { createPaymentMethod: async () => ({ error: { message: "Your card's security code is incorrect." } }) };
    const calls = stripeServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShopAndCard();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    const { beside } = await refusalShown("Your card's security code is incorrect.");
    expect(beside.closest('[role="alert"]')).not.toBeNull();
    expect(calls("CreateMerchant")).toHaveLength(0);
  });

  it("creates the payment method from the card element and the merchant with it", async () => {
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: "pm_card_visa" } }));
    fake.stripe = { createPaymentMethod };
    const calls = stripeServer((op) => (op === "CreateMerchant" ? { data: { createMerchant: merchant() } } : { data: null }));
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShopAndCard();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await screen.findByText(fulfillmentMessages.merchantCreated);
    expect(createPaymentMethod).toHaveBeenCalledWith({ type: "card", card: cardElement });
    expect(requestBody(calls("CreateMerchant")[0]).variables.input).toMatchObject({ paymentMethodId: "pm_card_visa" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/merchant-dashboard"));
  });
});
