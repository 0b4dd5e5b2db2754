import type { Page } from "playwright-core";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiClient } from "../support/api.ts";
import { browserUnavailable, expectFitsWidth, PHONE, snap, useBrowserJourney } from "../support/browser.ts";
import { sellableDesign } from "../support/orders.ts";

// A design's own page in a real Chromium: the shopper picks the shirt colour, sees the tee in it,
// adds it to the cart, and the cart names the colour.

const unavailable = browserUnavailable();

describe.skipIf(unavailable)(`the design page${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  const journey = useBrowserJourney({ ageVerified: true });
  let page: Page;
  let designId: string;

  beforeAll(async () => {
    designId = await sellableDesign(apiClient(journey.system.url));
  }, 120_000);

  beforeEach(() => {
    page = journey.page;
  });

  it("a shopper opens a design, picks a white shirt in size L, adds two to the cart and sees White in the cart", async () => {
    await page.goto(`/design/${designId}`);
    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();
    const name = (await heading.textContent()) ?? "";
    await expect.poll(() => page.title()).toContain(name);
    await page.getByRole("img", { name: / on a black tee$/ }).waitFor();
    await page.getByRole("table").getByRole("row", { name: /^3XL/ }).waitFor();

    // The swatches are radio buttons: the keyboard moves from black to white.
    await page.getByRole("radio", { name: "Black" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "White" }).isChecked()).toBe(true);
    await page.getByRole("img", { name: / on a white tee$/ }).waitFor();
    await snap(page, "design-page-white");

    await page.getByRole("radio", { name: "L", exact: true }).check({ force: true });
    await page.getByRole("button", { name: "One more" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to Cart", { exact: true }).first().waitFor();
    await expect
      .poll(() => page.getByRole("banner").getByRole("link", { name: /^Cart/ }).getAttribute("aria-label"))
      .toBe("Cart, 2 items");

    await page.goto("/cart");
    const line = page.getByRole("list", { name: "Cart items" }).getByRole("listitem").first();
    await line.getByText("White · Size L", { exact: false }).waitFor();
    await line.getByRole("img", { name: / on a white tee$/ }).waitFor();
    await snap(page, "design-page-cart");

    await page.setViewportSize(PHONE);
    await page.goto(`/design/${designId}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectFitsWidth(page);
    await snap(page, "design-page-phone");
  });

  it("says a design that does not exist is not found", async () => {
    await page.goto("/design/8f5e2c1a-0000-4000-8000-000000000000");
    await page.getByRole("heading", { name: "Design Not Found" }).waitFor();
  });
});
