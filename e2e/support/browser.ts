import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { clientAddress, PASSWORD } from "./api.ts";
import { type RunningSystem, startSystem } from "./system.ts";

/** Debian's chromium, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Why browser journeys cannot run here, or null when they can. CI sets REQUIRE_CHROMIUM=1, where
 * a missing browser is a failure instead of a skip.
 */
export function browserUnavailable(): string | null {
  if (existsSync(chromiumPath)) return null;
  const reason = `no Chromium at ${chromiumPath}: install Debian's chromium package or set CHROMIUM_PATH`;
  if (process.env.REQUIRE_CHROMIUM === "1") throw new Error(`REQUIRE_CHROMIUM=1 but ${reason}`);
  console.warn(`Skipping browser journeys: ${reason}`);
  return reason;
}

/** The journeys' screens: a laptop's and a phone's. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Set to a folder to keep screenshots of the journeys' pages (e.g. E2E_SCREENSHOTS=/tmp/shots). */
const screenshotDir = process.env.E2E_SCREENSHOTS;

/** A screenshot of the whole page (or of the screen alone, e.g. where a dialog covers it), when E2E_SCREENSHOTS is set. */
export async function snap(page: Page, name: string, fullPage = true): Promise<void> {
  if (!screenshotDir) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** A phone-sized page must not scroll sideways (something too wide for the screen). */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
}

/** Starts every page of the context past the age gate, as a returning visitor verified today. */
export async function startPastAgeGate(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (localStorage.getItem("ageVerification")) return;
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 30 * 86_400_000);
    localStorage.setItem(
      "ageVerification",
      JSON.stringify({ verified: true, timestamp: now.toISOString(), expiresAt: expiresAt.toISOString() }),
    );
  });
}

/** Each person a browser context of their own (cookies, storage), started past the age gate. */
export interface BrowserPeople {
  /** A new person's page on the system, at `viewport` (a laptop's screen unless told). */
  newPerson(viewport?: { width: number; height: number }): Promise<Page>;
  /** Closes every person's context (in afterAll, before the browser). */
  closeAll(): Promise<void>;
}

/** A browser context's own client address: each person is counted apart by per-address limits. */
export const ownAddress = () => ({ extraHTTPHeaders: { "x-forwarded-for": clientAddress() } });

/** People for a journey file; `open` gives the browser and the system's address once beforeAll made them. */
export function browserPeople(open: () => { browser: Browser; baseURL: string }): BrowserPeople {
  const contexts: BrowserContext[] = [];
  return {
    async newPerson(viewport = DESKTOP) {
      const { browser, baseURL } = open();
      const context = await browser.newContext({ baseURL, viewport, ...ownAddress() });
      contexts.push(context);
      await startPastAgeGate(context);
      return context.newPage();
    },
    async closeAll() {
      for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
    },
  };
}

/** Waits for the toast (or any text) that says exactly `text`. */
export function waitForToast(page: Page, text: string): Promise<void> {
  return page.getByText(text, { exact: true }).first().waitFor();
}

/** Signs in on /login (going there unless the page is on it) with the tests' password. */
export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  if (!page.url().endsWith("/login")) await page.goto("/login");
  // Right after /register sends the browser here its form may still show: Promo code is sign-in's.
  await page.getByLabel("Promo code").waitFor();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** A system as `npm start` runs it, a Chromium, and a fresh page per test. */
export interface BrowserJourney {
  system: RunningSystem;
  page: Page;
}

/**
 * Registers the hooks of a browser journey file: one system and one browser per file, a new
 * context and page per test. `ageVerified` starts each page past the age gate, as a returning visitor.
 */
export function useBrowserJourney(options: { ageVerified?: boolean } = {}): BrowserJourney {
  const journey = {} as BrowserJourney;
  let browser: Browser;
  beforeAll(async () => {
    [journey.system, browser] = await Promise.all([startSystem(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await journey.system?.stop();
  });
  beforeEach(async () => {
    const context: BrowserContext = await browser.newContext({
      baseURL: journey.system.url,
      viewport: DESKTOP,
      ...ownAddress(),
    });
    if (options.ageVerified) await startPastAgeGate(context);
    journey.page = await context.newPage();
    return () => context.close();
  });
  return journey;
}
