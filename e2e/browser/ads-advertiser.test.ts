import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { labels as adsLabels, messages as adsMessages, planOf } from "@highcotton/ads/contract";
import { labels as identityLabels, messages as identityMessages } from "@highcotton/identity/contract";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveAdvertiser } from "../support/ads.ts";
import { apiClient, signUp, uniqueName } from "../support/api.ts";
import {
  browserPeople,
  browserUnavailable,
  expectFitsWidth,
  launchChromium,
  PHONE,
  signIn,
  snap,
  waitForToast,
} from "../support/browser.ts";
import { createOperator } from "../support/operators.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// Advertisers in a real Chromium on the system as `npm start` runs it (offline card provider): the
// landing page prices the plan the server offers; a signed-in user applies, is told it is received
// and pending review, and is taken to the advertiser dashboard, which the navigation's Dashboard
// link leads to from then on; once an operator approves with `highcotton ads approve`, the advertiser
// pays its plan with the test card on /advertiser-dashboard, uploads a flyer and sees it active,
// then cancels the plan at the end of the paid month and keeps it again. An operator made with
// `highcotton operator create` chooses a password at first sign-in and approves from /admin.

const unavailable = browserUnavailable();

/** A flyer as a brand would make one: a 1200×628 PNG with its name on it. */
async function writeFlyer(dir: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="628">
    <rect width="1200" height="628" fill="#12301f"/><circle cx="980" cy="150" r="110" fill="#f2c14e"/>
    <text x="80" y="330" font-family="sans-serif" font-size="110" font-weight="700" fill="#fcf9f1">BUD BRAND</text>
    <text x="80" y="430" font-family="sans-serif" font-size="56" fill="#7fe8a7">Spring sale: 20% off</text></svg>`;
  const path = join(dir, "flyer.png");
  writeFileSync(path, await sharp(Buffer.from(svg)).png().toBuffer());
  return path;
}

describe.skipIf(unavailable)(`advertiser journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let system: RunningSystem;
  let browser: Browser;
  let filesDir: string;
  const people = browserPeople(() => ({ browser, baseURL: system.url }));

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), "highcotton-ads-files-"));
    [system, browser] = await Promise.all([startSystem(), launchChromium()]);
  }, 300_000);

  afterAll(async () => {
    await people.closeAll();
    await browser?.close();
    await system?.stop();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  const { newPerson } = people;

  /** The plans the page asked the server for, as it answered them. */
  function plansAnswer(page: Page) {
    return page
      .waitForResponse((response) => {
        if (!response.url().endsWith("/graphql")) return false;
        return response.request().postDataJSON()?.operationName === "AdvertisingPlans";
      })
      .then(async (response) => (await response.json()).data.advertisingPlans as Array<{ label: string; monthlyPrice: number }>);
  }

  it("the landing page's plan summary shows the plan and monthly price the server offers", async () => {
    const page = await newPerson();
    const answered = plansAnswer(page);
    await page.goto("/");
    const plans = await answered;
    const thirty = plans.find((plan) => plan.label === planOf("medium_250").label);
    expect(thirty?.monthlyPrice).toBe(250);

    await page.getByLabel("Advertising plan").click();
    await page.getByRole("option", { name: planOf("medium_250").label }).click();
    const summary = page.locator("[aria-live]").filter({ hasText: "Selected plan" });
    await summary.getByText(planOf("medium_250").label).waitFor();
    await summary.getByText(`$${thirty?.monthlyPrice}`).waitFor();
    await summary.getByText("Popular").waitFor();
    await summary.scrollIntoViewIfNeeded();
    await snap(page, "landing-plan-summary");
  });

  it("a signed-in user applies: received and pending review, then the advertiser dashboard shows its timeline", async () => {
    const account = await signUp(apiClient(system.url), "user");
    const page = await newPerson();
    await signIn(page, account.username);
    await page.waitForURL((url) => url.pathname !== "/login");

    await page.goto("/");
    await page.getByLabel("Advertising plan").click();
    await page.getByRole("option", { name: planOf("flyer_50").label }).click();
    await page.getByRole("button", { name: "Start Advertising" }).click();
    await page.waitForURL("**/onboard-advertiser");
    // The plan chosen on the landing page, and the contact email from the account.
    await page
      .getByRole("combobox", { name: "Advertising plan" })
      .filter({ hasText: planOf("flyer_50").label })
      .waitFor();
    expect(await page.getByLabel(adsLabels.contactEmail).inputValue()).toBe(account.email);

    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText(adsMessages.companyNameRequired).waitFor();
    await page.getByLabel(adsLabels.companyName).fill("Kind Leaf Co");
    await page.getByLabel(/^Website/).fill("kindleaf");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText(adsMessages.validUrlRequired).waitFor();
    await page.getByLabel(/^Website/).fill("https://kindleaf.example");
    await snap(page, "advertiser-signup-form");

    await page.getByRole("button", { name: "Submit Application" }).click();
    await waitForToast(page, adsMessages.applicationReceived);
    await snap(page, "advertiser-signup-received");
    // Then the advertiser dashboard, once the toast was read (its delay is the web test's to check).
    await page.waitForURL((url) => url.pathname === "/advertiser-dashboard", { timeout: 10_000 });
    const status = page.getByRole("region", { name: "Application received" });
    await status.getByText("Pending review", { exact: true }).waitFor();
    await status.getByText("Flyer Ad · $50/month", { exact: true }).waitFor();
    const timeline = status.getByRole("list", { name: "Application timeline" });
    await timeline.getByText("Application submitted").waitFor();
    await timeline.getByText("Under review").waitFor();
    await snap(page, "advertiser-application-timeline");

    // The navigation's Dashboard link leads back here, and the signup page shows the same status.
    await page.goto("/marketplace");
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/advertiser-dashboard");
    await page.goto("/onboard-advertiser");
    await page.getByRole("region", { name: "Application received" }).getByText("Pending review", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Submit Application" }).count()).toBe(0);
  });

  it("the navigation's Dashboard leads an advertiser to /advertiser-dashboard and a consumer to their own /dashboard", async () => {
    const api = apiClient(system.url);
    const advertiserAccount = await signUp(api, "user");
    const company = `Kind Leaf ${uniqueName("co")}`;
    const applied = await api.post(
      "/api/advertiser-applications",
      { companyName: company, contactEmail: advertiserAccount.email, plan: "flyer_50" },
      { token: advertiserAccount.token },
    );
    expect(applied.status).toBe(201);
    expect(await approveAdvertiser(applied.body.id, system)).toContain(`Approved ${company}`);

    // An advertiser lands on its dashboard after sign-in, and the header's Dashboard leads there.
    const advertiser = await newPerson();
    await signIn(advertiser, advertiserAccount.username);
    await advertiser.waitForURL((url) => url.pathname === "/advertiser-dashboard");
    await advertiser.goto("/marketplace");
    await advertiser.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await advertiser.waitForURL((url) => url.pathname === "/advertiser-dashboard");
    await advertiser.getByRole("heading", { name: company }).waitFor();
    await advertiser.getByRole("region", { name: "Your next steps" }).getByText("Pay your plan").first().waitFor();
    await snap(advertiser, "dashboard-link-advertiser-desktop");
    // On a phone, through the menu.
    await advertiser.setViewportSize(PHONE);
    await advertiser.goto("/marketplace");
    await advertiser.getByRole("button", { name: "Open menu" }).click();
    await advertiser.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Dashboard" }).click();
    await advertiser.waitForURL((url) => url.pathname === "/advertiser-dashboard");
    await advertiser.getByRole("heading", { name: company }).waitFor();
    await expectFitsWidth(advertiser);
    await snap(advertiser, "dashboard-link-advertiser-phone");

    // A consumer lands on /feed (SPEC §4); the header's Dashboard shows what they can do, not the home page.
    const consumerAccount = await signUp(api, "user");
    const consumer = await newPerson();
    await signIn(consumer, consumerAccount.username);
    await consumer.waitForURL((url) => url.pathname === "/feed");
    await consumer.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await consumer.waitForURL((url) => url.pathname === "/dashboard");
    await consumer.getByRole("heading", { name: `Hi, ${consumerAccount.username}` }).waitFor();
    for (const name of ["Your orders", "The society", "Become an advertiser", "Become a merchant", "Open a store"]) {
      await consumer.getByRole("link", { name: new RegExp(`^${name}`) }).waitFor();
    }
    expect(new URL(consumer.url()).pathname).toBe("/dashboard");
    await snap(consumer, "dashboard-consumer-desktop");
    await consumer.setViewportSize(PHONE);
    await consumer.goto("/marketplace");
    await consumer.getByRole("button", { name: "Open menu" }).click();
    await consumer.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Dashboard" }).click();
    await consumer.getByRole("heading", { name: `Hi, ${consumerAccount.username}` }).waitFor();
    await expectFitsWidth(consumer);
    await snap(consumer, "dashboard-consumer-phone");
  }, 120_000);

  it("once approved by `highcotton ads approve`, the dashboard pays the plan with 4242 4242 4242 4242, uploads a flyer and shows it active, and the plan is canceled and kept", async () => {
    const api = apiClient(system.url);
    const account = await signUp(api, "user");
    const applied = await api.post(
      "/api/advertiser-applications",
      { companyName: "Bud Brand Co", contactEmail: account.email, website: "https://budbrand.example", plan: "flyer_50" },
      { token: account.token },
    );
    expect(applied.status).toBe(201);

    const page = await newPerson();
    await signIn(page, account.username);
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto("/advertiser-dashboard");
    await page.getByRole("region", { name: "Application received" }).getByText("Pending review", { exact: true }).waitFor();

    expect(await approveAdvertiser(applied.body.id, system)).toContain("Approved Bud Brand Co");
    await page.reload();
    await page.getByRole("heading", { name: "Bud Brand Co" }).waitFor();
    const totals = page.getByRole("region", { name: "Advertiser totals" });
    await totals.getByText("$50/month · Awaiting payment").waitFor();
    await page.getByRole("heading", { name: "Pay your plan" }).waitFor();
    await snap(page, "advertiser-dashboard-unpaid");

    // The flyer first: it waits, pending, until the plan is paid.
    await page.getByLabel("Title").fill("Spring sale");
    await page.getByLabel(/^Description/).fill("20% off pre-rolls all week");
    await page.getByLabel("Flyer image").setInputFiles(await writeFlyer(filesDir));
    await page.getByAltText("Flyer image preview").waitFor();
    await page.getByRole("button", { name: "Upload ad" }).click();
    await waitForToast(page, "Ad uploaded");
    await page.getByText("It goes live once your plan is paid.").first().waitFor();
    const ad = page.getByRole("listitem", { name: "Spring sale" });
    await ad.getByText("Pending", { exact: true }).waitFor();

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $50/month" }).click();
    await waitForToast(page, "Your plan is paid");
    await page.getByRole("heading", { name: "Pay your plan" }).waitFor({ state: "detached" });
    await totals.getByText(/^\$50\/month · Active · paid through /).waitFor();
    await ad.getByText("Active", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Last 30 days" }).waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    await snap(page, "advertiser-dashboard-active");

    // The plan is self-service: canceled at the end of the paid month (the ad keeps running), then kept.
    const plan = page.getByRole("region", { name: "Subscription", exact: true });
    await plan.getByText(/^Active · \$50\/month · Renews on /).waitFor();
    await plan.getByText("Card on file: Visa •••• 4242").waitFor();
    await plan.getByRole("button", { name: "Cancel subscription" }).click();
    const confirm = page.getByRole("dialog", { name: adsMessages.cancelPlanQuestion });
    await confirm.getByText(adsMessages.cancelPlanConsequence).waitFor();
    await snap(page, "advertiser-cancel-confirm");
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await waitForToast(page, adsMessages.planCanceled);
    await confirm.waitFor({ state: "detached" });
    await plan.getByText(/^Canceled · \$50\/month · Ends on /).waitFor();
    await ad.getByText("Active", { exact: true }).waitFor();
    await snap(page, "advertiser-plan-canceled");
    await plan.getByRole("button", { name: "Keep subscription" }).click();
    await waitForToast(page, adsMessages.planKept);
    await plan.getByText(/^Active · \$50\/month · Renews on /).waitFor();

    // The same dashboard on a phone: nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole("listitem", { name: "Spring sale" }).getByText("Active", { exact: true }).waitFor();
    await page.locator(".recharts-surface").first().waitFor();
    await expectFitsWidth(page);
    await snap(page, "advertiser-dashboard-phone");
  }, 240_000);

  it("an operator made by `highcotton operator create` chooses a password at first sign-in, lands on /admin and approves an application", async () => {
    const api = apiClient(system.url);
    const account = await signUp(api, "user");
    const company = `Leaf Labs ${uniqueName("co")}`;
    const applied = await api.post(
      "/api/advertiser-applications",
      { companyName: company, contactEmail: account.email, plan: "flyer_50" },
      { token: account.token },
    );
    expect(applied.status).toBe(201);
    const operator = uniqueName("ops");
    const oneTimePassword = await createOperator(operator, system);

    const page = await newPerson();
    await signIn(page, operator, oneTimePassword);
    await page.getByText(identityMessages.newPasswordRequired).waitFor();
    await page.getByLabel(identityLabels.newPassword, { exact: true }).fill("operator secret");
    await page.getByLabel("Confirm new password").fill("operator secret");
    await page.getByRole("button", { name: "Set password and sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");

    const card = page.getByRole("article", { name: company });
    await card.getByText("Flyer Ad · $50/month").waitFor();
    await snap(page, "operator-console");
    await card.getByRole("button", { name: "Approve" }).click();
    await waitForToast(page, "Application approved");
    await card.waitFor({ state: "detached" });
    const mine = await api.get("/api/advertiser", { token: account.token });
    expect(mine.body).toMatchObject({ companyName: company, subscriptionStatus: "unpaid" });
  }, 60_000);
});
