import {
  labels as fulfillmentLabels,
  messages as fulfillmentMessages,
  trackingNumberMessages,
  withdrawalRequested,
} from "@highcotton/fulfillment/contract";
import { labels as identityLabels } from "@highcotton/identity/contract";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, PASSWORD, uniqueName } from "../support/api.ts";
import { browserPeople, browserUnavailable, expectFitsWidth, launchChromium, PHONE, signIn, snap } from "../support/browser.ts";
import { placePaidOrder, type ShippingTo, sellableDesign } from "../support/orders.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// Print merchants in a real Chromium on the system as `npm start` runs it (offline card provider):
// a Merchant account signs up with the test card, a shopper buys a shirt (through /api), the
// lead appears on the merchant's open dashboard without a reload, is accepted and fulfilled with a
// carrier and tracking number, and the shopper's receipt says shipped with the carrier's tracking
// link. Two print shops racing for one lead: exactly one wins.

const unavailable = browserUnavailable();

const CARD_OK = "4242 4242 4242 4242";
const BOULDER: ShippingTo = { address: "420 Main St", city: "Boulder", state: "CO", zip: "80301" };
/** SPEC §1: a merchant earns $16 of each $25 shirt. */
const MERCHANT_EARNING_PER_SHIRT = 16;
/** How long a lead may take from the shopper's payment to the merchant's screen (events, then a poll). */
const LEAD_ARRIVES_MS = 60_000;

describe.skipIf(unavailable)(`print merchant journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let system: RunningSystem;
  let browser: Browser;
  /** What the shoppers buy (through /api: the checkout page is the commerce journeys'). */
  let designId: string;
  const people = browserPeople(() => ({ browser, baseURL: system.url }));
  /** The print shop the first journey signs up; the race signs in with it again. */
  const firstShop = { username: uniqueName("printer"), businessName: "" };
  firstShop.businessName = `Mile High Print ${firstShop.username.slice(-4)}`;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem(), launchChromium()]);
    designId = await sellableDesign(apiClient(system.url));
  }, 240_000);

  afterAll(async () => {
    await people.closeAll();
    await browser?.close();
    await system?.stop();
  });

  const { newPerson } = people;

  async function registerMerchant(page: Page, username: string) {
    await page.goto("/register");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel(identityLabels.confirmPassword).fill(PASSWORD);
    await page.getByRole("combobox").click();
    await page.getByRole("option", { name: "Merchant" }).click();
    await page.getByRole("button", { name: /create account|register/i }).click();
    // Signing up signs the merchant in and leads on to the print shop's sign-up.
    await page.waitForURL("**/onboard-merchant");
  }

  /** From /onboard-merchant: the shop's details and the offline test card, then the dashboard. */
  async function signUpPrintShop(page: Page, businessName: string, snapName?: string) {
    await page.getByRole("heading", { name: "Become a merchant" }).waitFor();
    const subscribe = page.getByRole("button", { name: "Subscribe & Create Account ($5/month)" });
    await page.getByLabel("Card number").waitFor();
    expect(await subscribe.isDisabled()).toBe(true);
    await page.getByLabel(fulfillmentLabels.businessName).fill(businessName);
    await page.getByLabel(fulfillmentLabels.address).fill("1 Larimer St");
    await page.getByLabel("City").fill("Denver");
    await page.getByLabel("State", { exact: true }).fill("co");
    await page.getByLabel("ZIP code").fill("80202");
    await page.getByLabel("Card number").fill(CARD_OK);
    await page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await page.getByLabel("CVC").fill("123");
    await expect.poll(() => subscribe.isEnabled()).toBe(true);
    if (snapName) await snap(page, snapName);
    await expectFitsWidth(page);
    await subscribe.click();
    await page.getByText(fulfillmentMessages.merchantCreated).first().waitFor();
    await page.waitForURL("**/merchant-dashboard");
    await page.getByRole("heading", { name: businessName, level: 1 }).waitFor();
    await totals(page).getByText("Active", { exact: true }).waitFor();
  }

  const totals = (page: Page) => page.getByRole("region", { name: "Merchant totals" });
  const leadOf = (page: Page, listName: string, customerName: string) =>
    page.getByRole("region", { name: listName }).getByRole("article").filter({ hasText: customerName });

  /** A shopper in Boulder pays for `quantity` shirts; answers the receipt's path. */
  const shopperBuys = (customerName: string, quantity = 1) =>
    placePaidOrder(apiClient(system.url), designId, "shopper@example.com", customerName, { quantity, shipTo: BOULDER });

  it("a print shop signs up, a paid order appears on its dashboard without a reload, and it accepts and fulfils it", async () => {
    const merchant = await newPerson();
    await registerMerchant(merchant, firstShop.username);
    await signUpPrintShop(merchant, firstShop.businessName, "onboard-merchant");
    await merchant.getByRole("heading", { name: "New orders" }).waitFor();
    await snap(merchant, "merchant-dashboard-empty");
    // Marks this document: a reload or a navigation would lose it.
    await merchant.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const customerName = `Jordan ${uniqueName("r").slice(-6)}`;
    const receiptPath = await shopperBuys(customerName, 2);

    const lead = leadOf(merchant, "Available Orders", customerName);
    await lead.waitFor({ timeout: LEAD_ARRIVES_MS });
    expect(await merchant.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await lead.getByText("Boulder, CO").waitFor();
    await lead.getByText("In your state").waitFor();
    expect(await lead.textContent()).toContain(`$${(2 * MERCHANT_EARNING_PER_SHIRT).toFixed(2)}`);
    // Until it is accepted, a lead does not say where it ships.
    expect(await lead.textContent()).not.toContain("420 Main St");
    expect(await lead.textContent()).not.toContain("shopper@example.com");
    await snap(merchant, "merchant-dashboard-lead");

    await lead.getByRole("button", { name: "Accept Order" }).click();
    await merchant.getByText(fulfillmentMessages.orderAccepted).first().waitFor();
    const active = leadOf(merchant, "Your Active Orders", customerName);
    await active.getByText("420 Main St").waitFor();
    await active.getByText("Boulder, CO 80301").waitFor();
    await active.getByRole("link", { name: "shopper@example.com" }).waitFor();
    const printFile = active.getByRole("link", { name: /^Download print file: / });
    expect(await printFile.count()).toBe(1);
    const fileName = await printFile.getAttribute("download");
    expect(fileName).toMatch(/^order-[0-9a-f]{8}-[a-z0-9-]+-black-M\.png$/);
    // The store design's print file is drawn when its first order arrives: a moment after it, it is there.
    const href = (await printFile.getAttribute("href")) ?? "";
    const file = await eventually(
      async () => {
        const response = await merchant.request.get(href);
        return response.status() === 503 ? undefined : response;
      },
      30_000,
      "the print file drawn",
    );
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("image/png");
    expect(file.headers()["content-disposition"]).toBe(`attachment; filename="${fileName}"`);
    // The link asks before it downloads (a file not drawn yet says so instead); drawn, it downloads.
    const [download] = await Promise.all([merchant.waitForEvent("download"), printFile.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    await snap(merchant, "merchant-dashboard-active");

    // Mark as Fulfilled asks for the carrier and tracking number, and confirms first.
    await active.getByRole("button", { name: "Mark as Fulfilled" }).click();
    const fulfil = merchant.getByRole("dialog", { name: /^Fulfill order #/ });
    await fulfil.waitFor();
    await fulfil.getByLabel("Carrier").selectOption("usps");
    await fulfil.getByLabel("Tracking number").fill("9400 1000 0000 0000 000");
    await fulfil.getByRole("button", { name: "Confirm fulfilled" }).click();
    await fulfil.getByText(trackingNumberMessages.usps).waitFor();
    await fulfil.getByLabel("Tracking number").fill("ea 123 456 789 us");
    await snap(merchant, "merchant-fulfil-dialog");
    await fulfil.getByRole("button", { name: "Confirm fulfilled" }).click();
    await merchant.getByText(fulfillmentMessages.orderFulfilled).first().waitFor();
    await fulfil.waitFor({ state: "detached" });
    const completed = merchant
      .getByRole("region", { name: "Completed Orders" })
      .getByRole("listitem")
      .filter({ hasText: customerName });
    await completed.getByText(/^Fulfilled /).waitFor();
    expect(await completed.textContent()).toContain(`$${(2 * MERCHANT_EARNING_PER_SHIRT).toFixed(2)}`);
    const earned = `$${(2 * MERCHANT_EARNING_PER_SHIRT).toFixed(2)}`;
    await expect
      .poll(() => totals(merchant).locator("div", { hasText: "Total revenue" }).first().textContent())
      .toContain(earned);
    expect(await totals(merchant).locator("div", { hasText: "Orders fulfilled" }).first().textContent()).toContain("1");
    await snap(merchant, "merchant-dashboard-fulfilled");

    const shopper = await newPerson();
    await shopper.goto(receiptPath);
    const current = shopper.getByRole("list", { name: "Order progress" }).locator('[aria-current="step"]');
    await expect.poll(() => current.textContent(), { timeout: 30_000 }).toContain("Shipped");
    const tracking = shopper.getByRole("region", { name: "Tracking" });
    await tracking.getByText("USPS", { exact: true }).waitFor();
    await tracking.getByText("EA123456789US").waitFor();
    expect(await tracking.getByRole("link", { name: /Track with USPS/ }).getAttribute("href")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=EA123456789US",
    );
    await snap(shopper, "receipt-shipped");
  }, 300_000);

  it("withdraw as a merchant: the balance the first journey earned is paid out", async () => {
    const merchant = await newPerson();
    await signIn(merchant, firstShop.username);
    await merchant.waitForURL("**/merchant-dashboard");
    await merchant.getByRole("heading", { name: firstShop.businessName, level: 1 }).waitFor();
    const earned = `$${(2 * MERCHANT_EARNING_PER_SHIRT).toFixed(2)}`;
    const withdraw = merchant.getByRole("button", { name: "Withdraw", exact: true });
    await expect.poll(() => withdraw.isEnabled()).toBe(true);
    await withdraw.click();
    const confirm = merchant.getByRole("dialog", { name: `Withdraw ${earned}?` });
    await confirm.waitFor();
    await snap(merchant, "merchant-withdraw-confirm");
    await confirm.getByRole("button", { name: "Confirm withdrawal" }).click();
    await merchant.getByText(withdrawalRequested).first().waitFor();
    await confirm.waitFor({ state: "detached" });
    const history = merchant.getByRole("table", { name: "Withdrawal history" });
    // Pending at first; the payout job wakes on the request, so it may already say Completed.
    const row = history.getByRole("row").filter({ hasText: earned });
    await row.getByText(/Pending|Completed/).waitFor();
    // Nothing is left to withdraw until the next order is fulfilled.
    await expect.poll(() => withdraw.isDisabled()).toBe(true);
    expect(await totals(merchant).locator("div", { hasText: "Available balance" }).first().textContent()).toContain("$0.00");
    // The open page shows the payout without a reload.
    await row.getByText("Completed").waitFor({ timeout: 60_000 });
    await snap(merchant, "merchant-withdrawal-completed");
  }, 300_000);

  it("two print shops race for one lead: exactly one wins, the other is told it was already accepted", async () => {
    const first = await newPerson();
    await signIn(first, firstShop.username);
    await first.waitForURL("**/merchant-dashboard");
    await first.getByRole("heading", { name: firstShop.businessName, level: 1 }).waitFor();

    // The second shop signs up on a phone.
    const second = await newPerson(PHONE);
    const secondUsername = uniqueName("printer");
    await registerMerchant(second, secondUsername);
    await signUpPrintShop(second, `Front Range Tees ${secondUsername.slice(-4)}`, "onboard-merchant-phone");

    const customerName = `Riley ${uniqueName("r").slice(-6)}`;
    await shopperBuys(customerName);

    const leads = [leadOf(first, "Available Orders", customerName), leadOf(second, "Available Orders", customerName)];
    await Promise.all(leads.map((lead) => lead.waitFor({ timeout: LEAD_ARRIVES_MS })));
    await snap(second, "merchant-dashboard-phone");
    await expectFitsWidth(second);
    // Both tabs stop their 5 s refresh (as a hidden tab does), so neither list can drop the lead
    // between the other's accept and this click: the loser must hear it from the server's 409.
    await Promise.all([first, second].map((page) => page.evaluate(hideTab)));
    await Promise.all(leads.map((lead) => lead.getByRole("button", { name: "Accept Order" }).click()));

    const outcome = async (page: Page) => {
      const won = page.getByText(fulfillmentMessages.orderAccepted);
      const lost = page.locator('[data-variant="destructive"]').filter({ hasText: fulfillmentMessages.alreadyAccepted });
      await won.or(lost).first().waitFor();
      return (await won.count()) > 0 ? "won" : "lost";
    };
    const outcomes = await Promise.all([outcome(first), outcome(second)]);
    expect([...outcomes].sort()).toEqual(["lost", "won"]);
    const loser = outcomes[0] === "lost" ? first : second;
    const winner = outcomes[0] === "won" ? first : second;
    await snap(loser, outcomes[0] === "lost" ? "race-lost" : "race-lost-phone");
    // The loser's list no longer offers it; the winner has it to print.
    await expect.poll(() => leadOf(loser, "Available Orders", customerName).count()).toBe(0);
    await leadOf(winner, "Your Active Orders", customerName).getByText("420 Main St").waitFor();
    expect(await leadOf(loser, "Your Active Orders", customerName).count()).toBe(0);
    await winner.setViewportSize(PHONE);
    await snap(winner, "merchant-active-phone");
    await expectFitsWidth(winner);
  }, 300_000);
});

/** Makes the page report itself hidden, as when its tab is in the background. */
function hideTab(): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
}
