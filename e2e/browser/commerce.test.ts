import { labels as commerceLabels, messages as commerceMessages } from "@highcotton/commerce/contract";
import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { apiClient, signUp, uniqueName } from "../support/api.ts";
import {
  browserUnavailable,
  DESKTOP,
  ownAddress,
  PHONE,
  signIn,
  snap,
  startPastAgeGate,
  useBrowserJourney,
} from "../support/browser.ts";
import { eventually } from "../support/poll.ts";

// The shop in a real Chromium on the system as `npm start` runs it (offline card provider and
// wallet): a design into the cart, paid by card or through the wallet's approval popup, its
// receipt, a declined card, and the store owner seeing the sale on the dashboard.

const unavailable = browserUnavailable();

const CARD_OK = "4242 4242 4242 4242";
const CARD_DECLINED = "4000 0000 0000 0002";
/** SPEC §9 / §1: a store earns $4 of each $25 shirt. */
const STORE_EARNING_PER_SHIRT = 4;

describe.skipIf(unavailable)(`shop journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  const journey = useBrowserJourney({ ageVerified: true });
  let page: Page;
  let owner: string;
  let storeId: string;
  let storeName: string;
  /** Shirts of this store paid for in this file, so the dashboard's revenue is known. */
  let shirtsSold = 0;

  beforeAll(async () => {
    const api = apiClient(journey.system.url);
    owner = uniqueName("shopowner");
    storeName = `Cotton ${owner.slice(-5)}`;
    const { token } = await signUp(api, "dispensary", owner);
    const store = await api.post(
      "/api/dispensary",
      {
        businessType: "dispensary",
        name: storeName,
        address: "1600 Glenarm Pl",
        city: "Denver",
        state: "CO",
        zipCode: "80202",
        paymentMethodId: "pm_card_visa",
      },
      { token },
    );
    expect(store.status).toBe(201);
    storeId = store.body.id;
    expect((await api.post(`/api/dispensaries/${storeId}/generate-designs`, undefined, { token })).status).toBe(202);
    const designs = await eventually(
      async () => {
        const { body } = await api.get(`/api/dispensaries/${storeId}/designs`);
        return Array.isArray(body) && body.length > 0 ? (body as Array<{ id: string }>) : undefined;
      },
      240_000,
      "the store's first design",
    );
    // Commerce learns of the designs from catalog's event; a throwaway cart shows when it has.
    const probe = `session_${Date.now()}_probe`;
    await eventually(
      async () =>
        (await api.post("/api/cart", { sessionId: probe, designId: designs[0]?.id })).status === 201 ? true : undefined,
      240_000,
      "commerce knowing the store's designs",
    );
  }, 520_000);

  beforeEach(() => {
    page = journey.page;
  });

  /** From the store page: the first design in `size` into the cart. */
  async function addFirstDesign(size = "M"): Promise<string> {
    await page.goto(`/store/${storeId}`);
    const card = page.locator("main article").first();
    await card.waitFor();
    const name = (await card.locator("h3").getAttribute("title")) ?? "";
    await card.getByText(size, { exact: true }).click();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to Cart", { exact: true }).first().waitFor();
    return name;
  }

  async function fillShipping() {
    await page.getByLabel("Full name").fill("Jordan Rivers");
    await page.getByLabel("Email").fill("jordan@example.com");
    await page.getByLabel(commerceLabels.shippingAddress).fill("420 Main St");
    await page.getByLabel("City").fill("Denver");
    await page.getByLabel("State", { exact: true }).fill("co");
    await page.getByLabel("ZIP code").fill("80202");
  }

  async function fillCard(number: string) {
    await page.getByLabel("Card number").fill(number);
    await page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await page.getByLabel("CVC").fill("123");
  }

  const navCart = () => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

  it("a shopper puts a design in the cart, raises the quantity, pays by card and reads the receipt", async () => {
    const name = await addFirstDesign("L");
    await expect.poll(() => navCart().getAttribute("aria-label")).toBe("Cart, 1 item");

    await navCart().click();
    await page.waitForURL("**/cart");
    const line = page.getByRole("list", { name: "Cart items" }).getByRole("listitem").first();
    await line.getByText("Size L").waitFor();
    expect(await line.getByRole("button", { name: `Decrease quantity of ${name}` }).isDisabled()).toBe(true);
    await line.getByRole("button", { name: `Increase quantity of ${name}` }).click();
    await expect.poll(() => page.getByTestId("order-total").textContent()).toBe("$50.00");
    await expect.poll(() => navCart().getAttribute("aria-label")).toBe("Cart, 2 items");
    await page.getByText("FREE", { exact: true }).waitFor();
    await snap(page, "cart");

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await page.waitForURL("**/checkout");
    await page.getByLabel("Card number").waitFor();
    // Nothing is paid before the form is valid.
    await page.getByRole("button", { name: "Pay $50.00" }).click();
    await page.getByText(commerceMessages.nameRequired).waitFor();
    await page.getByText(commerceMessages.stateRequired).waitFor();
    expect(await page.getByLabel("State", { exact: true }).getAttribute("maxlength")).toBe("2");
    await fillShipping();
    await fillCard(CARD_OK);
    await snap(page, "checkout");
    await page.getByRole("button", { name: "Pay $50.00" }).click();
    await page.getByText("Payment Successful!").first().waitFor();
    await page.getByText("Your order has been placed successfully.").first().waitFor();
    // Paid: the shopper lands on the order's receipt.
    await page.waitForURL("**/orders/*");
    shirtsSold += 2;
    await expect.poll(() => navCart().getAttribute("aria-label")).toBe("Cart");
    await page.getByRole("heading", { name: "Your Order" }).waitFor();
    await page.getByText(name, { exact: true }).waitFor();
    await page.getByText("Size L · 2 × $25.00").waitFor();
    expect(await page.getByTestId("order-total").textContent()).toBe("$50.00");
    await page.getByText("Paid", { exact: true }).waitFor();
    const current = page.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]');
    expect(await current.textContent()).toContain("Order placed");
    await snap(page, "receipt");

    await page.goto("/orders");
    // The page's code loads after the document (a lazy route): a busy machine takes seconds.
    await expect.poll(() => page.getByRole("link", { name: /Order placed/ }).count(), { timeout: 10_000 }).toBe(1);
  });

  it("a declined card shows 'Payment Failed' with the provider's message beside the card, keeps it, and places no order", async () => {
    // Added on a laptop (a phone's store cards open the design to choose a size), paid on a phone.
    await addFirstDesign();
    await page.setViewportSize(PHONE);
    await page.goto("/checkout");
    await page.getByLabel("Card number").waitFor();
    await fillShipping();
    await fillCard(CARD_DECLINED);
    await page.getByRole("button", { name: "Pay $25.00" }).click();
    const toast = page.locator('[data-variant="destructive"]').filter({ hasText: "Payment Failed" });
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/declined/i);
    // The reason stays beside the card, announced, after the toast has gone.
    const inline = page.getByRole("form", { name: "Card payment" }).getByRole("alert");
    await inline.waitFor();
    expect(await inline.textContent()).toMatch(/Payment Failed.*declined/i);
    await toast.waitFor({ state: "detached", timeout: 15_000 });
    expect(await inline.isVisible()).toBe(true);
    await inline.scrollIntoViewIfNeeded();
    await snap(page, "checkout-declined-phone", false);
    await page.setViewportSize(DESKTOP);
    await inline.scrollIntoViewIfNeeded();
    await snap(page, "checkout-declined", false);
    expect(new URL(page.url()).pathname).toBe("/checkout");
    // No order: nothing remembered, and the shirt is still in the cart.
    expect(await page.evaluate(() => localStorage.getItem("highcotton_receipts"))).toBeNull();
    await expect.poll(() => navCart().getAttribute("aria-label")).toBe("Cart, 1 item");
  });

  /** A page of a new person past the age gate, on the system reached by another host name. */
  async function pageOnHost(hostname: string): Promise<Page> {
    const browser = journey.page.context().browser();
    if (!browser) throw new Error("The journey's page has no browser");
    const origin = new URL(journey.system.url);
    origin.hostname = hostname;
    const context = await browser.newContext({ baseURL: origin.origin, viewport: DESKTOP, ...ownAddress() });
    onTestFinished(() => context.close());
    await startPastAgeGate(context);
    return context.newPage();
  }

  // The offline wallet links its approval page from the public URL (localhost): the popup still
  // opens on the shopper's own origin, where their age check and session live.
  it.each(["127.0.0.1", "localhost"])("a shopper on %s pays through the wallet's approval popup", async (hostname) => {
    page = await pageOnHost(hostname);
    await addFirstDesign("XL");
    await page.goto("/checkout");
    await page.getByRole("tab", { name: "PayPal" }).click();
    await fillShipping();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Pay with PayPal" }).click(),
    ]);
    await popup.getByRole("button", { name: "Pay now" }).waitFor();
    expect(new URL(popup.url()).origin).toBe(new URL(page.url()).origin);
    await popup.getByText("$25.00").waitFor();
    await snap(popup, `wallet-approve-${hostname}`);
    await popup.getByRole("button", { name: "Pay now" }).click();
    await page.getByText("Payment Successful!").first().waitFor();
    await page.waitForURL("**/orders/*");
    shirtsSold += 1;
    // The approval page closes itself once it has answered.
    await expect.poll(() => popup.isClosed(), { timeout: 10_000 }).toBe(true);
    await page.getByRole("heading", { name: "Your Order" }).waitFor();
    await page.getByText("PayPal", { exact: true }).waitFor();
  });

  it("a wallet window closed without approving says the payment was not completed and places no order", async () => {
    await addFirstDesign();
    await page.goto("/checkout");
    await page.getByRole("tab", { name: "PayPal" }).click();
    await fillShipping();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Pay with PayPal" }).click(),
    ]);
    await popup.getByRole("button", { name: "Pay now" }).waitFor();
    await popup.close();
    await page.getByText(commerceMessages.walletNotCompleted, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/checkout");
    expect(await page.evaluate(() => localStorage.getItem("highcotton_receipts"))).toBeNull();
  });

  it("the store owner sees the sales on the dashboard, held for 90 days", async () => {
    await signIn(page, owner);
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: storeName, exact: true }).waitFor();
    const earned = `$${(shirtsSold * STORE_EARNING_PER_SHIRT).toFixed(2)}`;
    const totals = page.getByRole("region", { name: "Store totals" });
    await expect.poll(() => totals.locator("div", { hasText: "Your earnings" }).first().textContent()).toContain(earned);
    expect(await totals.locator("div", { hasText: "Available balance" }).first().textContent()).toContain("$0.00");
    await page.getByText("Held earnings").waitFor();
    await page.getByText(/^Next available /).waitFor();
    expect(await page.getByRole("button", { name: "Request Withdrawal" }).count()).toBe(0);
    await snap(page, "dashboard");
  });
});
