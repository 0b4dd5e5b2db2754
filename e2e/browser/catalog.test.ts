import { labels as catalogLabels, messages as catalogMessages } from "@highcotton/catalog/contract";
import { labels as identityLabels } from "@highcotton/identity/contract";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { apiClient, uniqueName } from "../support/api.ts";
import { browserUnavailable, DESKTOP, expectFitsWidth, PHONE, snap, useBrowserJourney } from "../support/browser.ts";

const unavailable = browserUnavailable();

describe.skipIf(unavailable)(`catalog journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  const journey = useBrowserJourney({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = journey.page;
  });

  it("a dispensary signs up, pays the fee at onboarding and sees its store open, generates 20 designs and finds them on its dashboard, store page, the marketplace and its state", async () => {
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
    await page.getByLabel(identityLabels.promoCode).waitFor(); // the sign-in page itself, not the one before it
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // No store yet: /dashboard sends the owner home, where the call to action leads to /onboard.
    await page.waitForURL((url) => url.pathname === "/");
    const callout = page.getByRole("region", { name: "Set up your store" });
    await callout.getByRole("link", { name: "Set up your store" }).click();
    await page.waitForURL("**/onboard");
    // The page code arrives after the URL changes; its title follows.
    await expect.poll(() => page.title()).toBe("Set Up Your Store · High Cotton");
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await page.getByText(catalogMessages.nameLength).first().waitFor();
    await page.getByLabel(catalogLabels.name).fill(storeName);
    await page.getByLabel(catalogLabels.address).fill("12 Test St");
    await page.getByLabel("City").fill("Portland");
    await page.getByLabel("State").click();
    await page.getByRole("option", { name: "Oregon" }).click();
    await page.getByLabel("ZIP code").fill("97201");
    await page.getByText("Smoke Shop", { exact: true }).click();
    // The $100 sign-on fee is paid with the store: a declined card makes no store.
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await page.getByText("Your card was declined.").first().waitFor();
    expect(page.url()).toMatch(/\/onboard$/);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await page.getByText("Your dispensary has been set up!").first().waitFor();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: storeName, exact: true }).waitFor();
    // Open at once: no fee due, and its receipt on the dashboard.
    const receipts = page.getByRole("list", { name: "Fee receipts" });
    await receipts.getByText("Sign-on fee").waitFor();
    await receipts.getByText("$100.00").waitFor();
    expect(await page.getByRole("region", { name: "Sign-on fee due" }).count()).toBe(0);
    await page.getByText("Portland, OR").first().waitFor();
    await page.getByAltText(`QR code for ${storeName}'s store page`).waitFor({ timeout: 60_000 });

    await page.getByRole("button", { name: "Generate 20 Designs" }).click();
    await page.getByText(catalogMessages.generationStarted).first().waitFor();
    await page.getByRole("link", { name: "View My Store" }).waitFor({ timeout: 180_000 });
    // The store link comes with the first design; the progress stays until all 20 exist.
    const ready = Number(await page.getByRole("progressbar", { name: "Designs ready" }).getAttribute("aria-valuenow"));
    expect(ready).toBeGreaterThan(0);
    if (ready < 20) await page.getByText(`${ready} of 20 designs ready.`).first().waitFor();
    await page.getByText("Generating your designs").waitFor({ state: "detached", timeout: 300_000 });
    // The grid asks for its designs again once the count moves, so the last one may land a moment after the progress goes.
    await expect.poll(() => page.locator("main ul img").count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

    const [qrDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download QR code" }).click(),
    ]);
    expect(qrDownload.suggestedFilename()).toBe(`highcotton-leaf-${username.slice(-6).toLowerCase()}-qr.png`);
    // The code opens localhost here, so the dashboard says so; and the counter card downloads under the store's name.
    await page.getByRole("alert").filter({ hasText: "Development Mode" }).waitFor();
    const counterCard = page.getByRole("region", { name: "Counter card" });
    const [cardDownload] = await Promise.all([
      page.waitForEvent("download"),
      counterCard.getByRole("link", { name: "PDF" }).click(),
    ]);
    expect(cardDownload.suggestedFilename()).toBe(`highcotton-leaf-${username.slice(-6).toLowerCase()}-counter-card.pdf`);
    await snap(page, "dashboard-1280");

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
    // Most liked first: the design just hearted leads; the choice is in the URL.
    const likedName = await page.locator("main article h3").first().textContent();
    await page.getByRole("button", { name: "Newest" }).click();
    await page.getByRole("button", { name: "Most liked" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?sort=liked");
    // The address changes before React draws the new order, so wait for the order itself.
    await expect.poll(() => page.locator("main article h3").first().textContent()).toBe(likedName);
    await snap(page, "store-1280");

    // On a phone the designs sit two to a row in compact cards: half the rows of one column.
    const designGrid = page.getByRole("list", { name: "Designs" });
    const columns = () => designGrid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(4);
    await page.setViewportSize(PHONE);
    await expect.poll(columns).toBe(2);
    await expectFitsWidth(page);
    const { rows, cardWidth, cardHeight } = await designGrid.evaluate((list) => {
      const cards = Array.from(list.querySelectorAll("article"), (article) => article.getBoundingClientRect());
      const first = cards[0];
      return {
        rows: new Set(cards.map((card) => Math.round(card.top))).size,
        cardWidth: first?.width ?? 0,
        cardHeight: first?.height ?? 0,
      };
    });
    // A compact card is its image and a line or two of title and price: not much taller than wide.
    expect(cardHeight).toBeLessThan(cardWidth * 1.6);
    // 20 designs in 10 rows of two, where one column had 20 rows (~13,000 px).
    expect(rows).toBe(10);
    await snap(page, "store-390");
    await page.setViewportSize(DESKTOP);

    await page.goto("/marketplace");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: storeName, exact: true }) })
      .first();
    await card.waitFor();
    await expect.poll(() => page.title()).toBe("Marketplace · High Cotton");
    await card.getByText("+17 more designs").waitFor();
    expect(await card.locator("img").count()).toBe(4); // its QR code and 3 featured designs
    // Each featured design opens its own page.
    expect(await card.locator('a[href^="/design/"]').count()).toBe(3);
    await page.getByPlaceholder("Search by name, city or address").fill(storeName.toUpperCase());
    await expect.poll(() => page.locator("main li").count()).toBe(1);

    await page.goto("/states");
    await page.getByRole("button", { name: /^Oregon, 1 store/ }).click();
    await page.getByRole("heading", { name: storeName }).first().waitFor();
    await page.getByText("+17 more designs").waitFor();
    await page.getByPlaceholder("Search by name, city or address").fill("no such store anywhere");
    await expect.poll(() => page.getByRole("heading", { name: storeName }).count()).toBe(0);
    await page.getByRole("button", { name: "All states" }).click();
    // A state without stores is dimmed and cannot be chosen.
    expect(await page.getByRole("button", { name: /^Wyoming, 0 stores/ }).isDisabled()).toBe(true);
  }, 300_000);

  it("a consumer who opens /onboard learns that stores are for Dispensary Owner accounts", async () => {
    const username = uniqueName("shopper");
    await apiClient(journey.system.url).post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "secret123",
      confirmPassword: "secret123",
      role: "user",
    });
    await page.goto("/login");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL("**/feed");
    await page.goto("/onboard");
    await page.getByRole("heading", { name: "Stores are for Dispensary Owner accounts" }).waitFor();
    expect(await page.getByRole("button", { name: "Create Business Store" }).count()).toBe(0);
    await page.getByRole("button", { name: "Create a Dispensary Owner account" }).click();
    await page.waitForURL((url) => url.pathname === "/register" && url.search === "?accountType=dispensary");
    await page.getByText("Dispensary Owner").first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
  });

  it("a shopper previews what will be drawn, makes the custom design, and a blank description is refused", async () => {
    await page.goto("/create-design");
    const create = page.getByRole("button", { name: "Create Design" });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel("Describe your design").fill("   ");
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel("Describe your design").fill('a bear, "STAY LIFTED"');
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByAltText("Preview of your design").waitFor({ timeout: 60_000 });
    await page.locator("q", { hasText: "STAY LIFTED" }).waitFor();
    await create.click();
    await page.getByText("Design Created!").first().waitFor({ timeout: 120_000 });
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
