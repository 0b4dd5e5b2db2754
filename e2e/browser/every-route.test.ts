import { createRequire } from "node:module";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveAdvertiser } from "../support/ads.ts";
import { type Account, apiClient, signUp } from "../support/api.ts";
import {
  browserPeople,
  browserUnavailable,
  DESKTOP,
  expectFitsWidth,
  launchChromium,
  PHONE,
  signIn,
  snap,
} from "../support/browser.ts";
import { placePaidOrder, sellableDesign } from "../support/orders.ts";
import { eventually } from "../support/poll.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// Every route of the web app (web/src/routes.tsx), as the person it is for, on a small phone, a
// phone and a laptop: nothing scrolls sideways, and axe-core finds no serious or critical
// accessibility violation once the page's own content (not its loading state) is on screen.

const unavailable = browserUnavailable();

const SMALL_PHONE = { width: 360, height: 740 };
const SCREENS = [SMALL_PHONE, PHONE, DESKTOP] as const;

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

type Person = "anonymous" | "consumer" | "dispensary" | "merchant" | "advertiser";

/** What the routes point at: made through the API before the first visit. */
interface Made {
  storeId: string;
  designId: string;
  receiptPath: string;
  walletOrderId: string;
}

interface Visit {
  /** The route as routes.tsx names it. */
  route: string;
  person: Person;
  path: (made: Made) => string;
  /** The page's own heading, once its data is there (any level-one heading unless told). */
  heading?: RegExp;
  /** What shows the page is there, for a page without a heading. */
  ready?: (page: Page) => Locator;
  /** What else the page must show right, on each screen. */
  check?: (page: Page) => Promise<void>;
}

const VISITS: Visit[] = [
  { route: "/", person: "anonymous", path: () => "/", heading: /high cotton/i },
  { route: "/landing", person: "anonymous", path: () => "/landing", heading: /high cotton/i },
  {
    route: "/leaf",
    person: "anonymous",
    path: () => "/leaf",
    ready: (page) => page.getByRole("button", { name: "Enter High Cotton" }),
  },
  { route: "/login", person: "anonymous", path: () => "/login", heading: /welcome back|login|sign in/i },
  { route: "/register", person: "anonymous", path: () => "/register", heading: /create|join|register/i },
  { route: "/feed", person: "consumer", path: () => "/feed", heading: /feed|community/i },
  { route: "/onboard", person: "dispensary", path: () => "/onboard" },
  { route: "/onboard-dispensary", person: "consumer", path: () => "/onboard-dispensary" },
  { route: "/onboard-merchant", person: "consumer", path: () => "/onboard-merchant" },
  { route: "/onboard-advertiser", person: "consumer", path: () => "/onboard-advertiser" },
  { route: "/dashboard", person: "dispensary", path: () => "/dashboard" },
  { route: "/merchant-dashboard", person: "merchant", path: () => "/merchant-dashboard" },
  {
    route: "/advertiser-dashboard",
    person: "advertiser",
    path: () => "/advertiser-dashboard",
    check: expectChartLabelsInside,
  },
  { route: "/marketplace", person: "anonymous", path: () => "/marketplace", heading: /marketplace/i },
  { route: "/states", person: "anonymous", path: () => "/states?state=CO" },
  { route: "/create-design", person: "consumer", path: () => "/create-design" },
  { route: "/store/:id", person: "anonymous", path: (made) => `/store/${made.storeId}`, heading: /every leaf/i },
  { route: "/design/:id", person: "anonymous", path: (made) => `/design/${made.designId}` },
  { route: "/cart", person: "consumer", path: () => "/cart" },
  { route: "/checkout", person: "consumer", path: () => "/checkout" },
  { route: "/orders", person: "consumer", path: () => "/orders" },
  { route: "/orders/lookup", person: "anonymous", path: () => "/orders/lookup" },
  { route: "/orders/:token", person: "anonymous", path: (made) => made.receiptPath },
  {
    route: "/wallet/approve/:id",
    person: "anonymous",
    path: (made) => `/wallet/approve/${made.walletOrderId}`,
  },
  { route: "/app-qr", person: "anonymous", path: () => "/app-qr" },
  { route: "/society", person: "anonymous", path: () => "/society" },
  { route: "/admin", person: "consumer", path: () => "/admin" },
  { route: "/mailbox", person: "anonymous", path: () => "/mailbox" },
  {
    route: "*",
    person: "anonymous",
    path: () => "/no-such-page",
    heading: /page not found/i,
    // A visitor's way on, not a developer's hint.
    async check(page) {
      expect(await page.getByRole("link", { name: "Browse the marketplace" }).getAttribute("href")).toBe("/marketplace");
      expect(await page.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
      expect(await page.getByText(/router/i).count()).toBe(0);
    },
  },
];

/**
 * Every tick label of the stats chart lies inside the chart with room to spare: the highest one is
 * centred on the top grid line, so a top margin smaller than half its height cuts it off.
 */
async function expectChartLabelsInside(page: Page): Promise<void> {
  await page.locator(".recharts-wrapper > svg .recharts-cartesian-axis-tick-value").first().waitFor();
  const outside = await page.evaluate(() => {
    const chart = document.querySelector(".recharts-wrapper > svg")?.getBoundingClientRect();
    if (!chart) return ["no chart"];
    return Array.from(document.querySelectorAll(".recharts-wrapper > svg .recharts-cartesian-axis-tick-value"))
      .map((label) => ({ text: label.textContent, box: label.getBoundingClientRect() }))
      .filter(
        ({ box }) => box.top < chart.top + 4 || box.bottom > chart.bottom || box.left < chart.left || box.right > chart.right,
      )
      .map(({ text, box }) => `${text} at ${Math.round(box.top - chart.top)}px from the top`);
  });
  expect(outside, "chart labels at the edge").toEqual([]);
}

/** What axe-core answers, as far as this file reads it. */
interface AxeViolation {
  id: string;
  impact: "minor" | "moderate" | "serious" | "critical" | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** The serious and critical violations axe-core finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected into the page, untyped there.
    const axe = (window as any).axe;
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations as AxeViolation[];
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${JSON.stringify(node.target)} ${node.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`)
          .join("\n")}`,
    );
}

/** Waits until the page shows its own content: its heading, and no loading indicator left in the page. */
async function waitForContent(page: Page, visit: Visit): Promise<void> {
  const ready = visit.ready?.(page) ?? page.getByRole("heading", { level: 1, name: visit.heading ?? /./ }).first();
  await ready.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.locator("main [role=status] .animate-pulse, main .animate-spin").count(), { timeout: 30_000 })
    .toBe(0);
  // Entrance animations (animate-rise) end before colours are measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));
}

describe.skipIf(unavailable)(`every route${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let system: RunningSystem;
  let browser: Browser;
  const people = browserPeople(() => ({ browser, baseURL: system.url }));
  const pages = new Map<Person, Page>();
  const made = {} as Made;
  let consumerName: string;

  beforeAll(async () => {
    [system, browser] = await Promise.all([startSystem(), launchChromium()]);
    const api = apiClient(system.url);
    const [consumer, dispensary, merchant, advertiser] = await Promise.all([
      signUp(api, "user"),
      signUp(api, "dispensary"),
      signUp(api, "merchant"),
      signUp(api, "user"),
    ]);

    const store = await api.post(
      "/api/dispensary",
      {
        businessType: "dispensary",
        name: `Every Leaf ${dispensary.username.slice(-5)}`,
        address: "1600 Glenarm Pl",
        city: "Denver",
        state: "CO",
        zipCode: "80202",
        paymentMethodId: "pm_card_visa",
      },
      { token: dispensary.token },
    );
    expect(store.status).toBe(201);
    made.storeId = store.body.id;

    const shop = await api.post(
      "/api/merchants",
      {
        businessName: `Every Ink ${merchant.username.slice(-5)}`,
        address: "3100 Brighton Blvd",
        city: "Denver",
        state: "CO",
        zip: "80216",
        paymentMethodId: "pm_card_visa",
      },
      { token: merchant.token },
    );
    expect(shop.status, JSON.stringify(shop.body)).toBe(201);

    const applied = await api.post(
      "/api/advertiser-applications",
      { companyName: "Every Ad Co", contactEmail: advertiser.email, website: "https://everyad.example", plan: "flyer_50" },
      { token: advertiser.token },
    );
    expect(applied.status).toBe(201);
    await approveAdvertiser(applied.body.id, system);
    const paid = await api.post("/api/advertiser/subscription", { paymentMethodId: "pm_card_visa" }, { token: advertiser.token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    made.designId = await sellableDesign(api);
    made.receiptPath = await placePaidOrder(api, made.designId, consumer.email, "Mae Shopper");
    const wallet = await api.post("/paypal/order", { amount: "25.00", currency: "USD", intent: "CAPTURE" });
    expect(wallet.status).toBe(201);
    made.walletOrderId = wallet.body.id;
    // The merchant has the order above as a lead near its shop.
    await eventually(
      async () =>
        (await api.get("/api/merchants/orders", { token: merchant.token })).body?.pending?.length > 0 ? true : undefined,
      60_000,
      "the paid order reaching the print shop as a lead",
    );

    consumerName = consumer.username;
    const accounts: Record<Exclude<Person, "anonymous">, Account> = { consumer, dispensary, merchant, advertiser };
    pages.set("anonymous", await people.newPerson(PHONE));
    for (const [person, account] of Object.entries(accounts)) {
      const page = await people.newPerson(PHONE);
      await signIn(page, account.username);
      await page.waitForURL((url) => url.pathname !== "/login");
      pages.set(person as Person, page);
    }
  }, 300_000);

  afterAll(async () => {
    await people.closeAll();
    await browser?.close();
    await system?.stop();
  });

  it("shows a toast on a phone at the foot of the screen, clear of the navigation bar", async () => {
    const page = await people.newPerson(SMALL_PHONE);
    await signIn(page, consumerName);
    const toast = page.locator("li", { hasText: "Welcome back!" }).first();
    await toast.waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))));
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator("header").first().boundingBox()]);
    if (!toastBox || !headerBox) throw new Error("no toast or no navigation bar on screen");
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(SMALL_PHONE.height);
    expect(toastBox.y).toBeGreaterThan(SMALL_PHONE.height / 2);
    await snap(page, "toast-phone", false);
  });

  for (const visit of VISITS) {
    it(`${visit.route} as ${visit.person}: fits every screen, with no serious or critical axe violation`, async () => {
      const page = pages.get(visit.person);
      if (!page) throw new Error(`no page for ${visit.person}`);
      const name = visit.route === "*" ? "not-found" : visit.route.replace(/^\//, "").replace(/[/:*]+/g, "-") || "home";
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        await page.goto(visit.path(made));
        await waitForContent(page, visit);
        const where = `${visit.route} at ${screen.width}px`;
        await snap(page, `${name}-${screen.width}`);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect.soft(scrollWidth, `${where} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
        expect.soft(await seriousViolations(page), where).toEqual([]);
        await visit.check?.(page);
      }
      await expectFitsWidth(page);
    });
  }
});
