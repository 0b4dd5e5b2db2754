import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
// Browser journeys of the catalog screens against the built app, /graphql and /media mocked
// (scripts/catalog-mock.mjs). Usage (from web/): npm run build && npx vite preview --port 4173 --strictPort &
//   node scripts/catalog-flows.mjs [name-filter]
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { mockCatalog } from "./catalog-mock.mjs";

const BASE = process.env.WEB_BASE_URL ?? "http://localhost:4173";
const only = process.argv[2];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
let passed = 0;
const failures = [];

async function flow(name, fn, { opts = {}, setup, width = 1280 } = {}) {
  if (only && !name.includes(only)) return;
  const context = await browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true });
  await context.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem(
      "ageVerification",
      JSON.stringify({
        verified: true,
        timestamp: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 864e5).toISOString(),
      }),
    );
  });
  if (opts.signedIn)
    await context.addInitScript(() => localStorage.getItem("authToken") ?? localStorage.setItem("authToken", "tok"));
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const external = [];
  const media = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/media/")) media.push(new URL(r.url()).pathname);
  });
  await page.route(
    (url) => url.origin !== new URL(BASE).origin || url.pathname.startsWith("/api/"),
    async (route) => {
      external.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>elsewhere</h1>" });
    },
  );
  const mock = await mockCatalog(page, opts);
  if (setup) setup(mock.state);
  try {
    await fn({ page, context, calls: mock.calls, state: mock.state, external, media });
    assert.deepEqual(errors, []);
    passed++;
    console.log("ok  ", name);
  } catch (e) {
    failures.push(name);
    console.log("FAIL", name, "\n", e.message);
  }
  await context.close();
}

const toast = (page, text) => page.locator("[data-variant]").getByText(text, { exact: true });
const ops = (calls, op) => calls.filter((c) => c.op === op);

// ---------- /onboard ----------
for (const path of ["/onboard", "/onboard-dispensary"]) {
  await flow(`${path} signed out → /api/login`, async ({ page, external }) => {
    await page.goto(BASE + path);
    await page.waitForURL(`${BASE}/api/login`);
    assert.equal(external.filter((u) => u.endsWith("/api/login")).length, 1);
  });
}

await flow(
  "/onboard with a store → /dashboard",
  async ({ page }) => {
    await page.goto(`${BASE}/onboard`);
    await page.waitForURL(`${BASE}/dashboard`);
    await page.getByRole("heading", { name: "The Green Room" }).waitFor();
  },
  { opts: { signedIn: true, myStoreId: "s1" } },
);

await flow(
  "/onboard validation: every field required, name ≤ 100, nothing sent",
  async ({ page, calls }) => {
    await page.goto(`${BASE}/onboard`);
    await page.getByRole("button", { name: "Create Business Store" }).click();
    for (const t of [
      "Business name is required",
      "Street address is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ])
      await page.getByText(t).waitFor();
    await page.getByLabel("Business name").fill("x".repeat(101));
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await page.getByText("Business name must be at most 100 characters").waitFor();
    assert.equal(ops(calls, "CreateDispensary").length, 0);
    // SPEC fee notice
    for (const t of ["$100", "$40", "$4"]) assert.ok((await page.getByText(t, { exact: true }).count()) > 0, t);
  },
  { opts: { signedIn: true } },
);

await flow(
  "/onboard success → toast, /dashboard, QR appears by polling",
  async ({ page, calls }) => {
    await page.goto(`${BASE}/onboard`);
    await page.getByText("Smoke Shop", { exact: true }).click();
    await page.getByLabel("Business name").fill("  Haze Lounge ");
    await page.getByLabel("Street address").fill("1 Main St");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").click();
    await page.getByRole("option", { name: "Texas" }).click();
    await page.getByLabel("ZIP code").fill("73301");
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await toast(page, "Your dispensary has been set up!").waitFor();
    await page.waitForURL(`${BASE}/dashboard`);
    assert.deepEqual(ops(calls, "CreateDispensary")[0].variables.input, {
      businessType: "smoke_shop",
      name: "Haze Lounge",
      address: "1 Main St",
      city: "Austin",
      state: "TX",
      zipCode: "73301",
    });
    await page.getByRole("heading", { name: "Haze Lounge" }).waitFor();
    await page.getByText("Austin, TX").waitFor();
    await page.getByText("QR code being generated...").waitFor();
    await page.getByRole("button", { name: "Generate 20 Designs" }).waitFor();
    await page.getByAltText("QR code for Haze Lounge's store page").waitFor({ timeout: 10_000 });
    const polls = ops(calls, "MyDispensary");
    assert.ok(polls.length >= 2, `polled ${polls.length}`);
    const gap = polls.at(-1).at - polls.at(-2).at;
    assert.ok(gap >= 2500 && gap <= 4500, `poll gap ${gap}`);
    // No more polling once the QR code is there and nothing is generating.
    const n = ops(calls, "MyDispensary").length;
    await page.waitForTimeout(3500);
    assert.equal(ops(calls, "MyDispensary").length, n);
  },
  { opts: { signedIn: true, qrAfterPolls: 2 } },
);

await flow(
  "/onboard failure → destructive 'Error' with the server message",
  async ({ page }) => {
    await page.goto(`${BASE}/onboard`);
    await page.getByLabel("Business name").fill("Haze");
    await page.getByLabel("Street address").fill("1 Main St");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").click();
    await page.getByRole("option", { name: "Texas" }).click();
    await page.getByLabel("ZIP code").fill("73301");
    await page.getByRole("button", { name: "Create Business Store" }).click();
    await page.locator("[data-variant=destructive]").getByText("Error", { exact: true }).waitFor();
    await page.locator("[data-variant=destructive]").getByText("ZIP code is not valid").waitFor();
    assert.equal(page.url(), `${BASE}/onboard`);
  },
  { opts: { signedIn: true, createError: { message: "ZIP code is not valid", code: "BAD_USER_INPUT" } } },
);

// ---------- /dashboard ----------
await flow("/dashboard signed out → /api/login", async ({ page }) => {
  await page.goto(`${BASE}/dashboard`);
  await page.waitForURL(`${BASE}/api/login`);
});

await flow(
  "/dashboard without a store → /",
  async ({ page }) => {
    await page.goto(`${BASE}/dashboard`);
    await page.waitForURL(`${BASE}/`);
  },
  { opts: { signedIn: true } },
);

await flow(
  "/dashboard: totals, generate → progress (polling) → designs + View My Store",
  async ({ page, calls }) => {
    await page.goto(`${BASE}/dashboard`);
    await page.getByRole("heading", { name: "Mile High Leaf" }).waitFor();
    await page.getByText("Aurora, CO").waitFor();
    assert.equal(await page.getByText("$1,234.50").count(), 1);
    assert.equal(await page.getByText("$0.00").count(), 1);
    assert.equal(await page.getByRole("link", { name: "View My Store" }).count(), 0);
    await page.getByRole("button", { name: "Generate 20 Designs" }).click();
    await toast(page, "AI designs are being generated. This may take a few minutes.").waitFor();
    assert.deepEqual(ops(calls, "RequestDesigns")[0].variables, { input: { dispensaryId: "s3" } });
    await page.getByText("Generating your designs").waitFor();
    await page.getByText(/designs ready\. AI designs are being generated\. This may take a few minutes\./).waitFor();
    await page.getByRole("progressbar", { name: "Designs ready" }).waitFor();
    await page.getByText("7/20").waitFor({ timeout: 8000 });
    await page.getByRole("link", { name: "View My Store" }).waitFor();
    await page.getByText("20/20").or(page.getByText("Your designs are ready!")).first().waitFor({ timeout: 15_000 });
    await toast(page, "Your designs are ready!").waitFor({ timeout: 8000 });
    assert.equal(await page.getByText("Generating your designs").count(), 0);
    assert.equal(
      (await page
        .locator("main img[alt]")
        .filter({ hasNot: page.locator("[alt^='QR']") })
        .count()) >= 20,
      true,
    );
    await page.getByRole("link", { name: "View My Store" }).click();
    await page.waitForURL(`${BASE}/store/s3`);
  },
  {
    opts: { signedIn: true, myStoreId: "s3" },
    setup: (s) =>
      Object.assign(
        s.stores.find((x) => x.id === "s3"),
        { totalRevenue: "1234.5", availableBalance: "0.00" },
      ),
  },
);

await flow(
  "/dashboard: Logout → /api/logout; View Marketplace → /marketplace",
  async ({ page }) => {
    await page.goto(`${BASE}/dashboard`);
    await page.getByRole("link", { name: "View Marketplace" }).click();
    await page.waitForURL(`${BASE}/marketplace`);
    await page.goBack();
    await page.getByRole("link", { name: "Logout" }).click();
    await page.waitForURL(`${BASE}/api/logout`);
  },
  { opts: { signedIn: true, myStoreId: "s1" } },
);

// ---------- /marketplace ----------
await flow("/marketplace: cards, badges, QR placeholder, links, only small images", async ({ page, media }) => {
  await page.goto(`${BASE}/marketplace`);
  await page.getByText("8 stores").waitFor();
  const cards = page.locator("main ul > li > a");
  assert.equal(await cards.count(), 8);
  assert.equal(await page.locator("main").getByText("Smoke Shop", { exact: true }).count(), 2);
  assert.equal(await page.locator("main").getByText("Dispensary", { exact: true }).count(), 6);
  await page.getByText("QR coming").waitFor();
  await page.getByText("920 Abbot Kinney Blvd").waitFor();
  await page.waitForTimeout(300);
  assert.ok(media.length > 0 && media.every((p) => p.startsWith("/media/qr/")), media.join());
  await page.getByRole("link", { name: /Empire Botanicals/ }).click();
  await page.waitForURL(`${BASE}/store/s6`);
});

await flow(
  "/marketplace empty → Join as a Business → /onboard",
  async ({ page }) => {
    await page.goto(`${BASE}/marketplace`);
    await page.getByRole("link", { name: "Join as a Business" }).click();
    await page.waitForURL(/\/onboard$|\/api\/login$/);
  },
  { opts: { noStores: true } },
);

// ---------- /states ----------
await flow("/states: 50 states, zero dimmed+disabled, pick, search, sort, +N more, back", async ({ page, calls, media }) => {
  await page.goto(`${BASE}/states`);
  await page.getByRole("button", { name: /^Colorado, 3 stores/ }).waitFor();
  const buttons = page.locator("main ul button");
  assert.equal(await buttons.count(), 50);
  assert.equal(await page.locator("main ul button:disabled").count(), 45);
  assert.equal(await page.getByRole("button", { name: "Alabama, 0 stores" }).isDisabled(), true);
  assert.match(await buttons.first().getAttribute("aria-label"), /^Colorado/);
  await page.getByRole("button", { name: /^Colorado/ }).click();
  await page.getByRole("heading", { name: "Colorado" }).waitFor();
  assert.match(page.url(), /\?state=CO$/);
  await page.getByText("3 stores in Colorado").waitFor();
  assert.deepEqual(ops(calls, "StateDispensaries")[0].variables, { state: "CO", first: 3 });
  const names = async () => page.locator("main ul h2").allTextContents();
  assert.deepEqual(await names(), ["Blaze & Co. Smoke Shop", "Mile High Leaf", "The Green Room"]);
  await page.getByText("+9 more designs").waitFor();
  assert.equal(await page.getByText("Designs coming soon").count(), 1);
  await page.getByLabel("Sort stores").click();
  await page.getByRole("option", { name: "Sort by city" }).click();
  assert.deepEqual(await names(), ["Mile High Leaf", "Blaze & Co. Smoke Shop", "The Green Room"]);
  await page.getByLabel("Search stores").fill("PEARL");
  assert.deepEqual(await names(), ["Blaze & Co. Smoke Shop"]);
  await page.getByLabel("Search stores").fill("denver");
  assert.deepEqual(await names(), ["The Green Room"]);
  await page.getByLabel("Search stores").fill("high");
  assert.deepEqual(await names(), ["Mile High Leaf"]);
  assert.ok(media.some((p) => p.includes("-thumb")) && !media.some((p) => p.includes("-front")), media.join());
  await page.getByRole("button", { name: "All states" }).click();
  await page.getByRole("heading", { name: "Browse by State" }).waitFor();
  assert.equal(page.url(), `${BASE}/states`);
  await page.goBack();
  await page.getByRole("heading", { name: "Colorado" }).waitFor();
});

// ---------- /store/:id ----------
await flow("/store: header, designs, reactions, add to cart, one view per visit", async ({ page, calls, state }) => {
  await page.goto(`${BASE}/store/s2`);
  await page.getByRole("heading", { name: "Blaze & Co. Smoke Shop" }).waitFor();
  await page.getByText("Boulder, CO").waitFor();
  await page.getByText("400 Pearl St").waitFor();
  await page.locator("main").getByText("Smoke Shop", { exact: true }).first().waitFor();
  assert.equal(await page.locator("main article").count(), 3);
  const card = page.locator("main article").first();
  const heart = card.getByRole("button", { name: /^Heart/ });
  const before = Number((await heart.textContent()).trim());
  assert.equal(await heart.getAttribute("aria-pressed"), "false");
  await heart.click();
  await page.waitForFunction((n) => {
    const b = document.querySelector("main article button[aria-label^='Heart']");
    return b && Number(b.textContent.trim()) === n && b.getAttribute("aria-pressed") === "true";
  }, before + 1);
  assert.deepEqual(ops(calls, "ReactToDesign")[0].variables.input.type, "heart");
  await card.getByRole("button", { name: /^Thumbs up/ }).click();
  await page.waitForTimeout(300);
  assert.equal(await card.getByRole("button", { name: /^Thumbs up/ }).getAttribute("aria-pressed"), "true");
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await toast(page, "Cart Coming Soon").waitFor();
  assert.deepEqual(state.views, ["s2"]);
  // Reload: a new page view; the session's reactions come back highlighted.
  await page.reload();
  await page.getByRole("heading", { name: "Blaze & Co. Smoke Shop" }).waitFor();
  await page.waitForTimeout(300);
  assert.deepEqual(state.views, ["s2", "s2"]);
  assert.equal(
    await page
      .locator("main article")
      .first()
      .getByRole("button", { name: /^Heart/ })
      .getAttribute("aria-pressed"),
    "true",
  );
  assert.ok(ops(calls, "RecordStoreView").every((c) => /^session_/.test(c.headers["x-session-id"])));
});

await flow("/store: not found, no designs", async ({ page, state }) => {
  await page.goto(`${BASE}/store/nope`);
  await page.getByRole("heading", { name: "Dispensary Not Found" }).waitFor();
  assert.deepEqual(state.views, []);
  await page.goto(`${BASE}/store/s3`);
  await page.getByRole("heading", { name: "Designs Coming Soon" }).waitFor();
  await page.waitForTimeout(200);
  assert.deepEqual(state.views, ["s3"]);
});

// ---------- /create-design ----------
await flow(
  "/create-design: disabled when blank, Enter on blank → toast, generate → result, Create Another",
  async ({ page, calls }) => {
    await page.goto(`${BASE}/create-design`);
    const button = page.getByRole("button", { name: "Generate Design" });
    const box = page.getByLabel("Describe your design");
    assert.equal(await button.isDisabled(), true);
    await page.getByText("Tips for a great design").waitFor();
    await box.fill("   ");
    assert.equal(await button.isDisabled(), true);
    await box.press("Enter");
    await toast(page, "Description Required").waitFor();
    await page.getByText("Please describe what you want on your shirt").first().waitFor();
    assert.equal(ops(calls, "GenerateCustomDesign").length, 0);
    await box.fill("  a smoke-ring astronaut ");
    await box.press("Enter");
    await page.getByText("Generating your design").waitFor();
    await page
      .getByText(/about 30-60 seconds/)
      .first()
      .waitFor();
    await page.getByRole("progressbar", { name: "Generation progress" }).waitFor();
    await toast(page, "Design Generated!").waitFor({ timeout: 5000 });
    const call = ops(calls, "GenerateCustomDesign")[0];
    assert.deepEqual(call.variables, { input: { prompt: "a smoke-ring astronaut" } });
    assert.match(call.headers["x-session-id"], /^session_/);
    await page.getByRole("heading", { name: "Cosmic Kush Voyager" }).waitFor();
    await page.locator("main").getByText("$25.00", { exact: true }).first().waitFor();
    await page.getByAltText("Cosmic Kush Voyager").waitFor();
    assert.equal(await page.getByText("Tips for a great design").count(), 0);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await toast(page, "Cart Coming Soon").waitFor();
    await page.getByRole("button", { name: "Create Another" }).click();
    assert.equal(await box.inputValue(), "");
    assert.equal(await page.getByRole("heading", { name: "Cosmic Kush Voyager" }).count(), 0);
    await page.getByText("Tips for a great design").waitFor();
  },
  { opts: { generateDelayMs: 1500 } },
);

await flow(
  "/create-design failure → 'Generation Failed' with server message",
  async ({ page }) => {
    await page.goto(`${BASE}/create-design`);
    await page.getByLabel("Describe your design").fill("something");
    await page.getByRole("button", { name: "Generate Design" }).click();
    await page.locator("[data-variant=destructive]").getByText("Generation Failed", { exact: true }).waitFor();
    await page.locator("[data-variant=destructive]").getByText("Too many designs from this session. Try again later.").waitFor();
    assert.equal(await page.getByLabel("Describe your design").inputValue(), "something");
  },
  {
    opts: {
      generateDelayMs: 100,
      generateError: { message: "Too many designs from this session. Try again later.", code: "TOO_MANY_REQUESTS" },
    },
  },
);

await flow("/create-design network failure → fallback message", async ({ page }) => {
  await page.route("**/graphql", (route) =>
    route.request().postDataJSON().operationName === "GenerateCustomDesign" ? route.abort() : route.fallback(),
  );
  await page.goto(`${BASE}/create-design`);
  await page.getByLabel("Describe your design").fill("something");
  await page.getByRole("button", { name: "Generate Design" }).click();
  await page.locator("[data-variant=destructive]").getByText("Failed to generate design. Please try again.").waitFor();
});

// ---------- /app-qr ----------
await flow("/app-qr: 300 px QR, dev mode, downloads, Visit App", async ({ page, context }) => {
  await page.goto(`${BASE}/app-qr`);
  const img = page.getByAltText(`QR code for ${BASE}`);
  await img.waitFor();
  assert.equal(await img.evaluate((i) => i.naturalWidth), 300);
  await page.getByText(BASE, { exact: true }).first().waitFor();
  await page.getByText("Development Mode").waitFor();
  await page.getByRole("heading", { name: "How to Publish" }).waitFor();
  for (const t of ["Flyers & posters", "In your dispensary", "Social media", "Business cards", "Marketing"])
    await page.getByText(t, { exact: true }).waitFor();
  assert.equal(await page.locator("main ol").last().locator("li").count(), 3);

  const [simple] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download QR Code" }).click(),
  ]);
  assert.equal(simple.suggestedFilename(), "highcotton-qr.png");
  const simplePng = PNG.sync.read(readFileSync(await simple.path()));
  assert.equal(simplePng.width, 300);

  const [branded] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Branded QR" }).click(),
  ]);
  assert.equal(branded.suggestedFilename(), "highcotton-qr-branded.png");
  const png = PNG.sync.read(readFileSync(await branded.path()));
  assert.equal(png.width, 480);
  assert.ok(png.height > 480);
  const px = (x, y) => Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
  assert.deepEqual(px(10, 10), [255, 255, 255]); // the white frame
  assert.deepEqual(px(45, 45), [5, 10, 7]); // the QR's finder pattern starts at the frame
  const logo = px(205, 240);
  assert.deepEqual(logo, [79, 216, 132]); // leaf-green tile
  const { writeFileSync } = await import("node:fs");
  writeFileSync("/tmp/web-shots/catalog/branded-qr-download.png", readFileSync(await branded.path()));

  const [popup] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Visit App" }).click()]);
  await popup.waitForLoadState();
  assert.equal(new URL(popup.url()).origin, BASE);
});

console.log(`${passed} passed, ${failures.length} failed`);
await browser.close();
process.exit(failures.length ? 1 : 0);
