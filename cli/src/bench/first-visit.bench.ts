import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import type { AllInOne } from "../all-in-one.ts";

/** Debian's chromium, or CHROMIUM_PATH (as the browser journeys find it). */
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** What a first visit on a phone should take (Lighthouse's mobile preset: slow 4G, a mid-range CPU). */
const GOALS = { performance: 90, fcpMs: 1800, lcpMs: 2500, kilobytes: 200 };

/**
 * The web app's records a returning adult already has: the age gate's (web/src/lib/age-verification.ts,
 * SPEC §3) and the browser session whose cart the checkout shows (web/src/lib/session-id.ts).
 */
const AGE_VERIFICATION_KEY = "ageVerification";
const SESSION_ID_KEY = "highcotton_session_id";

interface PageFigures {
  name: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  kilobytes: number;
}

/**
 * Lighthouse's mobile audit of a first visit past the age gate: /marketplace, a store page and
 * /checkout with one design in the cart. One run per page (each takes several seconds of simulated
 * slow 4G); its throttling is simulated from the recorded load, so a busy machine moves it less
 * than wall-clock timings. Printed against the goals. Skipped when there is no Chromium.
 */
export async function benchFirstVisit(system: AllInOne, storeId: string, designId: string): Promise<void> {
  if (!existsSync(chromiumPath)) {
    process.stdout.write(`\nFirst visit (Lighthouse, mobile): skipped, no Chromium at ${chromiumPath} (set CHROMIUM_PATH)\n`);
    return;
  }
  const sessionId = `session_${Date.now()}_lighthous`;
  const cart = await fetch(new URL("/api/cart", system.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sessionId, designId, quantity: 1, size: "L" }),
  });
  if (!cart.ok) throw new Error(`adding to the cart answered ${cart.status}`);

  const profile = mkdtempSync(join(tmpdir(), "highcotton-lighthouse-"));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    userDataDir: profile,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const figures: PageFigures[] = [];
  try {
    const gate = await browser.newPage();
    await passAgeGate(gate, system.url, sessionId);
    await gate.close();
    for (const [name, path] of [
      ["/marketplace", "/marketplace"],
      ["store page", `/store/${storeId}`],
      ["/checkout (1 item)", "/checkout"],
    ] as const) {
      figures.push(await auditInFreshTabs(browser, name, new URL(path, system.url).toString()));
    }
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const mark = (ok: boolean) => (ok ? "ok" : "MISSED");
  process.stdout.write(
    [
      "",
      `First visit (Lighthouse mobile preset, after the age gate, one run per page; goals: performance >= ${GOALS.performance}, FCP <= ${GOALS.fcpMs / 1000} s, LCP <= ${GOALS.lcpMs / 1000} s, <= ${GOALS.kilobytes} KB)`,
      ...figures.map(
        (page) =>
          `  ${page.name.padEnd(20)} performance ${String(page.performance).padStart(3)} ${mark(page.performance >= GOALS.performance).padEnd(6)}` +
          `  FCP ${(page.fcpMs / 1000).toFixed(2)} s ${mark(page.fcpMs <= GOALS.fcpMs).padEnd(6)}` +
          `  LCP ${(page.lcpMs / 1000).toFixed(2)} s ${mark(page.lcpMs <= GOALS.lcpMs).padEnd(6)}` +
          `  ${page.kilobytes.toFixed(0).padStart(4)} KB transferred ${mark(page.kilobytes <= GOALS.kilobytes)}`,
      ),
      "",
    ].join("\n"),
  );
}

/** Confirms the age and names the session once, on this origin, as the app itself would store them. */
async function passAgeGate(page: Page, url: string, sessionId: string): Promise<void> {
  await page.goto(new URL("/favicon.svg", url).toString());
  const now = new Date();
  const record = {
    verified: true,
    timestamp: now.toISOString(),
    expiresAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  };
  const entries: Array<[string, string]> = [
    [AGE_VERIFICATION_KEY, JSON.stringify(record)],
    [SESSION_ID_KEY, sessionId],
  ];
  await page.evaluate((stored: Array<[string, string]>) => {
    for (const [key, value] of stored) localStorage.setItem(key, value);
  }, entries);
}

/** Lighthouse's own failures to record a trace ("Please run Lighthouse again") are retried this many times. */
const AUDIT_ATTEMPTS = 3;

/**
 * Audits a page in a tab of its own (Lighthouse records one navigation per tab). When Lighthouse
 * fails to record the load itself (NO_NAVSTART, NO_FCP: a trace cut short on a busy machine), the
 * page is audited again in a new tab, up to AUDIT_ATTEMPTS times, and the figures say so.
 */
async function auditInFreshTabs(browser: Browser, name: string, url: string): Promise<PageFigures> {
  const failures: string[] = [];
  for (;;) {
    const page = await browser.newPage();
    try {
      return {
        ...(await audit(page, name, url)),
        ...(failures.length > 0 && { name: `${name} (again after ${failures.join(", ")})` }),
      };
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || failures.length + 1 >= AUDIT_ATTEMPTS) throw error;
      failures.push(error.code);
    } finally {
      await page.close();
    }
  }
}

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function audit(page: Page, name: string, url: string): Promise<PageFigures> {
  // The storage stays (the age gate's record); the HTTP cache goes, so each page is a first visit.
  const session = await page.createCDPSession();
  await session.send("Network.clearBrowserCache");
  await session.detach();
  const result = await lighthouse(
    url,
    { onlyCategories: ["performance"], disableStorageReset: true, logLevel: "error" },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(lhr.runtimeError.code, `Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  }
  // The whole report, for a look at what weighs (open it in https://googlechrome.github.io/lighthouse/viewer/).
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir)
    writeFileSync(join(reportDir, `${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.json`), JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    kilobytes: numeric("total-byte-weight") / 1024,
  };
}
