// Screenshots of the catalog screens at phone and desktop widths, with /graphql and /media mocked.
// Usage (from web/): npm run build && npx vite preview --port 4173 --strictPort &
//   node scripts/catalog-shots.mjs [name-prefix]   → PNGs in $WEB_SHOTS_DIR (default /tmp/web-shots/catalog)
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { mockCatalog } from "./catalog-mock.mjs";

const BASE = process.env.WEB_BASE_URL ?? "http://localhost:4173";
const OUT = process.env.WEB_SHOTS_DIR ?? "/tmp/web-shots/catalog";
mkdirSync(OUT, { recursive: true });
const only = process.argv[2];

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const shots = [];

async function shot(name, width, fn, { opts = {}, fullPage = true, setup } = {}) {
  if (only && !name.startsWith(only)) return;
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => {
    const now = Date.now();
    localStorage.setItem(
      "ageVerification",
      JSON.stringify({ verified: true, timestamp: new Date(now).toISOString(), expiresAt: new Date(now + 864e5).toISOString() }),
    );
  });
  if (opts.signedIn) await context.addInitScript(() => localStorage.setItem("authToken", "tok"));
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(`${m.type()}: ${m.text()}`);
  });
  await page.route(
    (url) => url.origin !== new URL(BASE).origin,
    (route) => route.abort(),
  );
  const mock = await mockCatalog(page, opts);
  if (setup) setup(mock.state);
  await fn(page, mock);
  await page.waitForTimeout(500);
  await page.evaluate(() => document.fonts.ready);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const file = `${OUT}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage });
  shots.push(file);
  if (errors.length) console.log(name, width, "CONSOLE:", errors);
  await context.close();
}

const store = (state, id) => state.stores.find((s) => s.id === id);

for (const w of [390, 1280]) {
  await shot(
    "c01-onboard",
    w,
    async (p) => {
      await p.goto(`${BASE}/onboard`);
      await p.getByRole("button", { name: "Create Business Store" }).waitFor();
    },
    { opts: { signedIn: true } },
  );
  await shot(
    "c02-onboard-errors",
    w,
    async (p) => {
      await p.goto(`${BASE}/onboard-dispensary`);
      await p.getByLabel("Smoke Shop").check({ force: true });
      await p.getByLabel("Business name").fill("x".repeat(101));
      await p.getByRole("button", { name: "Create Business Store" }).click();
    },
    { opts: { signedIn: true } },
  );
  await shot(
    "c03-dashboard-new",
    w,
    async (p) => {
      await p.goto(`${BASE}/dashboard`);
      await p.getByText("QR code being generated...").waitFor();
    },
    { opts: { signedIn: true, myStoreId: "s3", qrAfterPolls: 999 }, setup: (s) => (store(s, "s3").qrCodeUrl = null) },
  );
  await shot(
    "c04-dashboard-generating",
    w,
    async (p) => {
      await p.goto(`${BASE}/dashboard`);
      await p.getByText("Generating your designs").waitFor();
    },
    {
      opts: { signedIn: true, myStoreId: "s3", designsPerPoll: 0 },
      setup: (s) => {
        const st = store(s, "s3");
        st.generation = { status: "generating", ready: 7, expected: 20 };
        st.designs = store(s, "s1").designs.slice(0, 7);
      },
    },
  );
  await shot(
    "c05-dashboard",
    w,
    async (p) => {
      await p.goto(`${BASE}/dashboard`);
      await p.getByRole("link", { name: "View My Store" }).waitFor();
    },
    {
      opts: { signedIn: true, myStoreId: "s1" },
      setup: (s) => Object.assign(store(s, "s1"), { totalRevenue: "1284.00", availableBalance: "356.50", viewCount: 214 }),
    },
  );
  await shot("c06-marketplace", w, async (p) => {
    await p.goto(`${BASE}/marketplace`);
    await p.getByText("The Green Room").waitFor();
  });
  await shot(
    "c07-marketplace-empty",
    w,
    async (p) => {
      await p.goto(`${BASE}/marketplace`);
      await p.getByRole("link", { name: "Join as a Business" }).waitFor();
    },
    { opts: { noStores: true } },
  );
  await shot("c08-states", w, async (p) => {
    await p.goto(`${BASE}/states`);
    await p.getByRole("button", { name: /^Colorado/ }).waitFor();
  });
  await shot("c09-states-colorado", w, async (p) => {
    await p.goto(`${BASE}/states`);
    await p.getByRole("button", { name: /^Colorado/ }).click();
    await p.getByText("Blaze & Co. Smoke Shop").waitFor();
  });
  await shot("c10-states-search", w, async (p) => {
    await p.goto(`${BASE}/states?state=CO`);
    await p.getByLabel("Search stores").fill("zzz");
    await p.getByText("No matches").waitFor();
  });
  await shot("c11-store", w, async (p) => {
    await p.goto(`${BASE}/store/s1`);
    await p.getByRole("heading", { name: "The Green Room" }).waitFor();
    await p
      .getByRole("button", { name: /^Heart/ })
      .first()
      .click();
    await p.waitForTimeout(300);
  });
  await shot("c12-store-not-found", w, async (p) => {
    await p.goto(`${BASE}/store/nope`);
    await p.getByText("Dispensary Not Found").waitFor();
  });
  await shot("c13-store-no-designs", w, async (p) => {
    await p.goto(`${BASE}/store/s3`);
    await p.getByText("Designs Coming Soon").waitFor();
  });
  await shot("c14-create-design", w, async (p) => {
    await p.goto(`${BASE}/create-design`);
    await p.getByRole("button", { name: "Generate Design" }).waitFor();
  });
  await shot(
    "c15-create-design-generating",
    w,
    async (p) => {
      await p.goto(`${BASE}/create-design`);
      await p.getByLabel("Describe your design").fill("A cosmic astronaut made of smoke rings");
      await p.getByRole("button", { name: "Generate Design" }).click();
      await p.waitForTimeout(2500);
    },
    { opts: { generateDelayMs: 60_000 }, fullPage: false },
  );
  await shot(
    "c16-create-design-result",
    w,
    async (p) => {
      await p.goto(`${BASE}/create-design`);
      await p.getByLabel("Describe your design").fill("A cosmic astronaut made of smoke rings");
      await p.getByRole("button", { name: "Generate Design" }).click();
      await p.getByRole("heading", { name: "Cosmic Kush Voyager" }).waitFor();
    },
    { opts: { generateDelayMs: 300 } },
  );
  await shot("c17-app-qr", w, async (p) => {
    await p.goto(`${BASE}/app-qr`);
    await p.getByAltText(/QR code for/).waitFor();
  });
}
console.log(shots.join("\n"));
await browser.close();
