import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveAdvertiser } from "../support/ads.ts";
import { type Account, apiClient, signUp, uniqueName } from "../support/api.ts";
import { browserPeople, browserUnavailable, expectFitsWidth, launchChromium, PHONE, snap } from "../support/browser.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// The ad slot in a real Chromium on the system as `npm start` runs it: an advertiser applies, an
// operator approves it with `highcotton ads approve`, it pays its flyer plan and uploads a flyer.
// On /marketplace the ad waits below the fold: nothing is counted until it has been half on
// screen for a second, then exactly one impression; a click goes through the server to the
// advertiser's own website and is counted.

const unavailable = browserUnavailable();

/** Short enough that the slot, under the stores, starts off screen. */
const VIEWPORT = { width: 1280, height: 720 };

/** A flyer as a brand would make one: a portrait poster with a headline band. */
async function flyerJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f2c14e"/><stop offset="1" stop-color="#1a432c"/></linearGradient></defs>
    <rect width="720" height="900" fill="url(#g)"/><circle cx="360" cy="330" r="180" fill="#4fd884"/>
    <rect y="640" width="720" height="160" fill="#07140d"/>
    <text x="360" y="740" font-family="sans-serif" font-size="72" font-weight="700" fill="#fcf9f1" text-anchor="middle">FRIDAY DROP</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The advertiser's website: a page of its own that records each visit. */
async function startWebsite(): Promise<{ url: string; visits: string[]; server: Server }> {
  const visits: string[] = [];
  const server = createServer((request, response) => {
    visits.push(request.url ?? "/");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Mile High Growers</title><h1>Welcome to Mile High Growers</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, visits, server };
}

describe.skipIf(unavailable)(`ad slot journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let system: RunningSystem;
  let browser: Browser;
  let website: Awaited<ReturnType<typeof startWebsite>>;
  let api: ReturnType<typeof apiClient>;
  let advertiser: Account;
  let storeId: string;
  const people = browserPeople(() => ({ browser, baseURL: system.url }));
  const companyName = `Mile High Growers ${uniqueName("co").slice(-5)}`;

  /** The advertiser's counts for today, as its dashboard reads them. */
  async function todaysCounts(): Promise<{ impressions: number; clicks: number }> {
    const stats = await api.get("/api/advertiser/stats?days=1", { token: advertiser.token });
    expect(stats.status).toBe(200);
    return { impressions: stats.body.impressions, clicks: stats.body.clicks };
  }

  beforeAll(async () => {
    // No demo data and no other journey's ads: this advertiser's flyer is the one ad running, so
    // every page view shows it.
    [system, browser, website] = await Promise.all([
      startSystem({ alone: { why: "its flyer must be the only ad running", env: { SEED_DEMO_DATA: "false" } } }),
      launchChromium(),
      startWebsite(),
    ]);
    api = apiClient(system.url);

    // Four stores fill the marketplace's first screen, so the slot under them starts off screen.
    for (let n = 1; n <= 4; n++) {
      const { token } = await signUp(api, "dispensary");
      const store = await api.post(
        "/api/dispensary",
        {
          businessType: "dispensary",
          name: `Green Room ${n}`,
          address: `${n}0 Market St`,
          city: "Denver",
          state: "CO",
          zipCode: "80202",
          paymentMethodId: "pm_card_visa",
        },
        { token },
      );
      expect(store.status).toBe(201);
      storeId = store.body.id as string;
    }

    advertiser = await signUp(api, "user");
    const { token } = advertiser;
    const applied = await api.post(
      "/api/advertiser-applications",
      { companyName, contactEmail: advertiser.email, website: website.url, plan: "flyer_50" },
      { token },
    );
    expect(applied).toMatchObject({ status: 201, body: { status: "pending" } });
    expect(await approveAdvertiser(applied.body.id, system)).toContain(`Approved ${companyName}`);
    const paid = await api.post("/api/advertiser/subscription", { paymentMethodId: "pm_card_visa" }, { token });
    expect(paid).toMatchObject({ status: 200, body: { subscriptionStatus: "active" } });
    const uploaded = await api.postForm(
      "/api/advertisements",
      { title: "Friday Drop", description: "Fresh flower every Friday at noon. Show this ad for a free pre-roll." },
      [{ field: "creative", bytes: await flyerJpeg(), filename: "flyer.jpg" }],
      { token },
    );
    expect(uploaded).toMatchObject({ status: 201, body: { kind: "flyer", status: "active" } });
  }, 300_000);

  afterAll(async () => {
    await people.closeAll();
    await browser?.close();
    await system?.stop();
    website?.server.close();
  });

  const newVisitor = (viewport = VIEWPORT) => people.newPerson(viewport);

  /** Opens the page and answers its ad slot, once the flyer is drawn. */
  async function openSlot(page: Page, path: string): Promise<Locator> {
    await page.goto(path);
    const slot = page.getByRole("complementary", { name: `Sponsored: ${companyName}` });
    await slot.waitFor({ state: "attached" });
    return slot;
  }

  /** Scrolls the element to the middle of the screen at once, as a visitor's scroll would. */
  const scrollTo = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: "center" }));

  const isInViewport = (locator: Locator) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });

  it("counts one impression only after the ad was half on screen for a second, and a click that opens the advertiser's site", async () => {
    const page = await newVisitor();
    const batches: Array<{ at: number; body: { events: Array<{ kind: string; visibleMs: number; pageViewId: string }> } }> = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/ads/events") {
        batches.push({ at: Date.now(), body: JSON.parse(request.postData() ?? "{}") });
      }
    });

    const slot = await openSlot(page, "/marketplace");
    await slot.getByText("Sponsored", { exact: true }).waitFor();
    const flyer = slot.getByAltText("Friday Drop");
    // Below the fold: the stores fill the first screen.
    expect(await isInViewport(slot)).toBe(false);
    await snap(page, "marketplace-first-screen", false);

    // Off screen for a while: nothing is sent, nothing counted.
    await page.waitForTimeout(2500);
    expect(batches).toEqual([]);
    expect(await todaysCounts()).toEqual({ impressions: 0, clicks: 0 });

    const inViewAt = Date.now();
    await scrollTo(slot);
    expect(await isInViewport(slot)).toBe(true);
    await expect.poll(() => flyer.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.waitForTimeout(600);
    expect(await todaysCounts()).toEqual({ impressions: 0, clicks: 0 });
    await snap(page, "marketplace-ad-in-view", false);

    await eventually(
      async () => ((await todaysCounts()).impressions === 1 ? true : undefined),
      20_000,
      "the impression being counted",
    );
    const impressions = batches.flatMap(({ at, body }) => body.events.map((event) => ({ at, ...event })));
    expect(impressions.map((event) => event.kind)).toEqual(["impression"]);
    expect(impressions[0]?.visibleMs).toBeGreaterThanOrEqual(1000);
    // Sent no sooner than the second in view (the batch then waits up to another second).
    expect((impressions[0]?.at ?? 0) - inViewAt).toBeGreaterThanOrEqual(1000);

    // Out of view and back, longer than the rule asks: the same page view counts no more.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await scrollTo(slot);
    await page.waitForTimeout(3000);
    expect(batches.flatMap(({ body }) => body.events)).toHaveLength(1);
    expect(await todaysCounts()).toEqual({ impressions: 1, clicks: 0 });

    const cta = slot.getByRole("link", { name: `Visit ${companyName}` });
    expect(await cta.getAttribute("rel")).toBe("sponsored noopener");
    const [site] = await Promise.all([page.context().waitForEvent("page"), cta.click()]);
    await site.waitForURL(`${website.url}**`);
    await site.getByRole("heading", { name: "Welcome to Mile High Growers" }).waitFor();
    // One visit to the page (the browser may also ask the site for its icon).
    expect(website.visits.filter((path) => path !== "/favicon.ico")).toEqual(["/"]);
    await snap(site, "advertiser-website", false);
    await eventually(async () => ((await todaysCounts()).clicks === 1 ? true : undefined), 20_000, "the click being counted");
    expect(await todaysCounts()).toEqual({ impressions: 1, clicks: 1 });
    await snap(page, "marketplace-full");
  });

  it("shows the slot on a store's page too, under its designs, fitting a phone's screen", async () => {
    const page = await newVisitor(PHONE);
    const slot = await openSlot(page, `/store/${storeId}`);
    await page.getByRole("heading", { name: "Green Room 4" }).waitFor();
    const flyer = slot.getByAltText("Friday Drop");
    await scrollTo(slot);
    await expect.poll(() => flyer.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole("complementary", { name: /^Sponsored: / }).count()).toBe(1);
    await expectFitsWidth(page);
    await snap(page, "store-ad-phone", false);
  });
});
