import { cardMessages } from "@highcotton/form-fields";
import { labels as fulfillmentLabels, messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../components/ui/toast-store.ts";
import { browserNavigation } from "../lib/browser-navigation.ts";
import { graphError } from "../test/commerce-fixtures.ts";
import { merchant, offlineMerchantSettings } from "../test/fulfillment-fixtures.ts";
import { renderPage, requestBody, stubGraphql, userWithRole } from "../test/render-page.tsx";
import { OnboardMerchantPage } from "./onboard-merchant.tsx";

const SUBSCRIBE = "Subscribe & Create Account ($5/month)";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A server with no merchant yet, the offline card provider, and `extra` for the rest. */
function newMerchantServer(extra: (op: string, variables: Record<string, unknown>) => unknown = () => ({ data: null })) {
  return stubGraphql((op, variables) => {
    if (op === "MyMerchant") return { data: { myMerchant: null } };
    if (op === "MerchantPaymentSettings") return { data: { merchantPaymentSettings: offlineMerchantSettings } };
    return extra(op, variables);
  });
}

const submitButton = () => screen.getByRole("button", { name: SUBSCRIBE }) as HTMLButtonElement;

async function fillShop() {
  fireEvent.change(await screen.findByLabelText(fulfillmentLabels.businessName), { target: { value: "  Mile High Print Co. " } });
  fireEvent.change(screen.getByLabelText(fulfillmentLabels.address), { target: { value: "1 Larimer St" } });
  fireEvent.change(screen.getByLabelText("City"), { target: { value: "Denver" } });
  fireEvent.change(screen.getByLabelText("State"), { target: { value: "c0o" } });
  fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "80202" } });
}

async function fillCard(number = "4242 4242 4242 4242") {
  fireEvent.change(await screen.findByLabelText("Card number"), { target: { value: number } });
  fireEvent.change(screen.getByLabelText("Expiry (MM/YY)"), { target: { value: "1240" } });
  fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "123" } });
}

function toastWith(title: string): HTMLElement {
  return screen.getByText(title, { exact: true }).closest("[data-variant]") as HTMLElement;
}

describe("/onboard-merchant", () => {
  it("sends a signed-out visitor to /api/login once", () => {
    stubGraphql(() => ({ data: null }));
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderPage("/onboard-merchant", <OnboardMerchantPage />);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/api/login");
  });

  it("tells an account that is not a Merchant that print shops sign up with one, and asks the server nothing", () => {
    const calls = newMerchantServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("user") });
    screen.getByRole("heading", { name: "Print shops sign up with a Merchant account" });
    screen.getByRole("button", { name: "Create a Merchant account" });
    expect(screen.queryByRole("button", { name: SUBSCRIBE })).toBeNull();
    expect(calls("MyMerchant")).toHaveLength(0);
  });

  it("a merchant that already exists goes to /merchant-dashboard", async () => {
    stubGraphql((op) => (op === "MyMerchant" ? { data: { myMerchant: merchant() } } : { data: null }));
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/merchant-dashboard"));
  });

  it("shows the fee notice: $5 a month and $16 per shirt", async () => {
    newMerchantServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await screen.findByLabelText(fulfillmentLabels.businessName);
    const fees = screen.getAllByRole("complementary", { name: "Fees" })[0] as HTMLElement;
    expect(fees.textContent).toContain("$5a month");
    expect(fees.textContent).toContain("$16to you for every $25 shirt");
  });

  it("keeps the submit disabled until the card input is complete", async () => {
    newMerchantServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShop();
    expect(submitButton().disabled).toBe(true);
    await fillCard("4242 4242");
    expect(submitButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "4242424242424242" } });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.change(screen.getByLabelText("CVC"), { target: { value: "1" } });
    await waitFor(() => expect(submitButton().disabled).toBe(true));
  });

  it("says what is wrong with a card field once the merchant leaves it", async () => {
    newMerchantServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    const expiry = await screen.findByLabelText("Expiry (MM/YY)");
    fireEvent.change(expiry, { target: { value: "1399" } });
    expect(screen.queryByText(cardMessages.invalidExpiryMonth)).toBeNull();
    fireEvent.blur(expiry);
    await screen.findByText(cardMessages.invalidExpiryMonth);
  });

  it("checks the shop's fields before saving any card", async () => {
    const calls = newMerchantServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillCard();
    fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "802" } });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await screen.findByText(fulfillmentMessages.businessNameRequired);
    screen.getByText(fulfillmentMessages.addressRequired);
    screen.getByText(fulfillmentMessages.cityRequired);
    screen.getByText(fulfillmentMessages.stateRequired);
    screen.getByText(fulfillmentMessages.zipInvalid);
    expect(document.activeElement).toBe(screen.getByLabelText(fulfillmentLabels.businessName));
    expect(calls("CreateOfflinePaymentMethod")).toHaveLength(0);
    expect(calls("CreateMerchant")).toHaveLength(0);
  });

  it("saves the offline card, creates the merchant with its id, says SPEC's words and opens the dashboard", async () => {
    const calls = newMerchantServer((op) => {
      if (op === "CreateOfflinePaymentMethod")
        return {
          data: {
            createOfflinePaymentMethod: { __typename: "OfflinePaymentMethod", id: "pm_offline_1", brand: "visa", last4: "4242" },
          },
        };
      if (op === "CreateMerchant") return { data: { createMerchant: merchant() } };
      return { data: null };
    });
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShop();
    await fillCard();
    expect((screen.getByLabelText("State") as HTMLInputElement).value).toBe("CO");
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());

    await screen.findByText(fulfillmentMessages.merchantCreated);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/merchant-dashboard"));
    expect(requestBody(calls("CreateOfflinePaymentMethod")[0]).variables).toEqual({
      card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
    });
    expect(requestBody(calls("CreateMerchant")[0]).variables).toEqual({
      input: {
        businessName: "Mile High Print Co.",
        address: "1 Larimer St",
        city: "Denver",
        state: "CO",
        zip: "80202",
        paymentMethodId: "pm_offline_1",
      },
    });
  });

  it("a declined card shows the provider's message in an 'Error' toast and keeps the form as typed", async () => {
    const calls = newMerchantServer((op) => {
      if (op === "CreateOfflinePaymentMethod")
        return {
          data: {
            createOfflinePaymentMethod: { __typename: "OfflinePaymentMethod", id: "pm_offline_2", brand: "visa", last4: "0002" },
          },
        };
      if (op === "CreateMerchant") return graphError("Your card was declined.", "PAYMENT_REQUIRED");
      return { data: null };
    });
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShop();
    await fillCard("4000 0000 0000 0002");
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());

    expect((await screen.findByRole("alert")).textContent).toBe("Your card was declined.");
    const toast = toastWith("Error");
    expect(toast.getAttribute("data-variant")).toBe("destructive");
    expect(within(toast).getByText("Your card was declined.")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/onboard-merchant");
    expect((screen.getByLabelText(fulfillmentLabels.businessName) as HTMLInputElement).value).toBe("  Mile High Print Co. ");
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe("4000 0000 0000 0002");
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(calls("CreateMerchant")).toHaveLength(1);
  });

  it("a card number failing the Luhn check is refused as typed, and nothing is sent", async () => {
    const calls = newMerchantServer();
    renderPage("/onboard-merchant", <OnboardMerchantPage />, { user: userWithRole("merchant") });
    await fillShop();
    await fillCard("4242 4242 4242 4241");
    fireEvent.blur(screen.getByLabelText("Card number"));
    await screen.findByText(cardMessages.incorrectNumber);
    expect(screen.getByLabelText("Card number").getAttribute("aria-invalid")).toBe("true");
    expect(submitButton().disabled).toBe(true);
    expect(calls("CreateOfflinePaymentMethod")).toHaveLength(0);
    expect(calls("CreateMerchant")).toHaveLength(0);
  });
});
