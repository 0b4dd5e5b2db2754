import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { apiClient, uniqueName } from "../support/api.ts";
import { browserUnavailable, useBrowserJourney } from "../support/browser.ts";

const unavailable = browserUnavailable();

describe.skipIf(unavailable)(`catalog journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  const journey = useBrowserJourney({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = journey.page;
  });

  it("a dispensary signs up, opens its store, generates 20 designs and finds them on its dashboard, store page, the marketplace and its state", async () => {
    const username = uniqueName("owner");
    const storeName = `Leaf ${username.slice(-6)}`;
    const api = apiClient(journey.system.url);
    await api.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "secret123",
      confirmPassword: "secret123",
      role: "dispensary",
    });

    // Signed out, /onboard sends the browser to the login endpoint and on to sign-in.
    await page.goto("/onboard");
    await page.waitForURL("**/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/dashboard");

    await page.goto("/onboard");
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await page.getByText("Business name is required").first().waitFor();
    await page.getByLabel("Business name").fill(storeName);
    await page.getByLabel("Street address").fill("12 Test St");
    await page.getByLabel("City").fill("Portland");
    await page.getByLabel("State").click();
    await page.getByRole("option", { name: "Oregon" }).click();
    await page.getByLabel("ZIP code").fill("97201");
    await page.getByText("Smoke Shop", { exact: true }).click();
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await page.getByText("Your dispensary has been set up!").first().waitFor();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: storeName, exact: true }).waitFor();
    await page.getByText("Portland, OR").first().waitFor();
    await page.getByAltText(`QR code for ${storeName}'s store page`).waitFor({ timeout: 60_000 });

    await page.getByRole("button", { name: "Generate 20 Designs" }).click();
    await page.getByText("AI designs are being generated. This may take a few minutes.").first().waitFor();
    await page.getByRole("link", { name: "View My Store" }).waitFor({ timeout: 180_000 });
    await page.getByText("Generating your designs").waitFor({ state: "detached", timeout: 300_000 });
    expect(await page.locator("main ul img").count()).toBeGreaterThanOrEqual(20);

    await page.getByRole("link", { name: "View My Store" }).click();
    await page.getByRole("heading", { name: storeName, exact: true }).waitFor();
    await page.locator("main article img").first().waitFor();
    expect(await page.locator("main article").count()).toBe(20);
    const heart = page
      .locator("main article")
      .first()
      .getByRole("button", { name: /^Heart/ });
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");

    await page.goto("/marketplace");
    await page
      .getByRole("link", { name: new RegExp(storeName) })
      .first()
      .waitFor();

    await page.goto("/states");
    await page.getByRole("button", { name: /^Oregon, 1 store/ }).click();
    await page.getByRole("heading", { name: storeName }).first().waitFor();
    await page.getByText("+17 more designs").waitFor();
    await page.getByPlaceholder("Search by name, city or address").fill("no such store anywhere");
    await expect.poll(() => page.getByRole("heading", { name: storeName }).count()).toBe(0);
    await page.getByRole("button", { name: "All states" }).click();
    // A state without stores is dimmed and cannot be chosen.
    expect(await page.getByRole("button", { name: /^Wyoming, 0 stores/ }).isDisabled()).toBe(true);
  });

  it("a shopper makes a custom design, and a blank description is refused", async () => {
    await page.goto("/create-design");
    const generate = page.getByRole("button", { name: "Generate Design" });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel("Describe your design").fill("   ");
    expect(await generate.isDisabled()).toBe(true);
    await page.getByLabel("Describe your design").fill("A retro sunset over rolling hills with the words STAY LIFTED");
    await generate.click();
    await page.getByText("Design Generated!").first().waitFor({ timeout: 120_000 });
    await page.getByText("$25.00").first().waitFor();
    await page.getByRole("button", { name: "Create Another" }).click();
    await expect.poll(() => page.getByLabel("Describe your design").inputValue()).toBe("");
  });

  it("shows 'Dispensary Not Found' for an unknown store", async () => {
    await page.goto("/store/8f5e2c1a-0000-4000-8000-000000000000");
    await page.getByText("Dispensary Not Found").waitFor();
  });

  it("offers the app's QR code with brand-named downloads", async () => {
    await page.goto("/app-qr");
    await page.getByAltText(/QR code for/).waitFor();
    await page.getByText(journey.system.url).first().waitFor();
    await page.getByText("Development Mode").first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("button", { name: /branded/i })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^highcotton.*\.png$/);
  });
});
