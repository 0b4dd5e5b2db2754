import assert from "node:assert/strict";
// Click-through of the catalog screens against a real all-in-one server (no mocks).
// Usage: PORT=3300 DATA_DIR=$(mktemp -d) node cli/bin/highcotton.mjs start &   (from the repo root)
//   WEB_BASE_URL=http://localhost:3300 node web/scripts/catalog-live.mjs   → screenshots in $WEB_SHOTS_DIR/live
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const BASE = process.env.WEB_BASE_URL ?? "http://localhost:3300";
const OUT = `${process.env.WEB_SHOTS_DIR ?? "/tmp/web-shots/catalog"}/live`;
mkdirSync(OUT, { recursive: true });

async function gql(query, variables, token) {
  const res = await fetch(`${BASE}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-session-id": "session_1_live",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

const username = `owner${Date.now().toString(36)}`;
await gql("mutation($i: RegisterInput!) { register(input: $i) { user { id } } }", {
  i: { username, email: `${username}@example.com`, password: "secret12", confirmPassword: "secret12", role: "dispensary" },
});
const { login } = await gql("mutation($i: LoginInput!) { login(input: $i) { token } }", {
  i: { username, password: "secret12" },
});

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addInitScript((token) => {
  if (sessionStorage.getItem("seeded")) return;
  sessionStorage.setItem("seeded", "1");
  const now = Date.now();
  localStorage.setItem(
    "ageVerification",
    JSON.stringify({ verified: true, timestamp: new Date(now).toISOString(), expiresAt: new Date(now + 864e5).toISOString() }),
  );
  localStorage.setItem("authToken", token);
}, login.token);
const page = await context.newPage();
const problems = [];
page.on("pageerror", (e) => problems.push(String(e)));
page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
const ops = [];
page.on("request", (r) => {
  if (r.url().endsWith("/graphql")) ops.push(r.postDataJSON()?.operationName);
});
const step = (s) => console.log("·", s);
const shot = async (name, fullPage = true) => {
  await page.waitForTimeout(600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
};

step("onboard");
await page.goto(`${BASE}/onboard`);
await page.getByLabel("Business name").fill("Live Test Leaf");
await page.getByLabel("Street address").fill("12 Test St");
await page.getByLabel("City").fill("Portland");
await page.getByLabel("State").click();
await page.getByRole("option", { name: "Oregon" }).click();
await page.getByLabel("ZIP code").fill("97201");
await page.getByText("Smoke Shop", { exact: true }).click();
await page.getByRole("button", { name: "Create Business Store" }).click();
await page.waitForURL(`${BASE}/dashboard`);
await page.getByRole("heading", { name: "Live Test Leaf", exact: true }).waitFor();
await page.getByText("Portland, OR").waitFor();
await page.getByAltText("QR code for Live Test Leaf's store page").waitFor({ timeout: 30_000 });
await shot("01-dashboard-new");

step("generate designs");
await page.getByRole("button", { name: "Generate 20 Designs" }).click();
await page.locator("[data-variant]").getByText("AI designs are being generated. This may take a few minutes.").waitFor();
await page.getByText("Generating your designs").waitFor();
await page.getByRole("link", { name: "View My Store" }).waitFor({ timeout: 180_000 });
await shot("02-dashboard-generating");
await page.getByText("Generating your designs").waitFor({ state: "detached", timeout: 300_000 });
const designs = await page.locator("main ul img").count();
console.log("  designs on dashboard:", designs);
assert.ok(designs >= 20);
await shot("03-dashboard-done");

step("store page");
await page.getByRole("link", { name: "View My Store" }).click();
await page.getByRole("heading", { name: "Live Test Leaf", exact: true }).waitFor();
await page.locator("main article img").first().waitFor();
const heart = page
  .locator("main article")
  .first()
  .getByRole("button", { name: /^Heart/ });
const before = Number((await heart.textContent()).trim());
await heart.click();
await page.waitForFunction((n) => {
  const b = document.querySelector("main article button[aria-label^='Heart']");
  return b && Number(b.textContent.trim()) === n && b.getAttribute("aria-pressed") === "true";
}, before + 1);
await shot("04-store");
const size = await page
  .locator("main article img")
  .first()
  .evaluate((i) => [i.naturalWidth, i.naturalHeight, i.currentSrc]);
console.log("  design image:", size.join(" "));

step("view count back on the dashboard");
await page.goto(`${BASE}/dashboard`);
await page.getByText(/store page views?/).waitFor();
console.log("  ", await page.getByText(/store page views?/).textContent());

step("marketplace");
await page.goto(`${BASE}/marketplace`);
await page
  .getByRole("link", { name: /Live Test Leaf/ })
  .first()
  .waitFor();
console.log("  ", await page.getByText(/^\d+ stores?$/).textContent());
await shot("05-marketplace");

step("states");
await page.goto(`${BASE}/states`);
await page.getByRole("button", { name: /^Colorado/ }).click();
await page.locator("main ul h2").first().waitFor();
await page.waitForTimeout(1500);
await shot("06-states-colorado");
await page.getByRole("button", { name: "All states" }).click();
await page.getByRole("button", { name: /^Oregon, \d+ stores?/ }).waitFor();

step("create design");
await page.goto(`${BASE}/create-design`);
await page.getByLabel("Describe your design").fill("A retro sunset over rolling hills with the words STAY LIFTED");
await page.getByRole("button", { name: "Generate Design" }).click();
const t0 = Date.now();
await page
  .locator("[data-variant]")
  .getByText(/^(Design Generated!|Generation Failed)$/)
  .waitFor({ timeout: 120_000 });
console.log(
  "  generation took",
  Date.now() - t0,
  "ms:",
  await page.locator("[data-variant] .font-bold, [data-variant] div").first().textContent(),
);
await shot("07-create-design-result");

step("app-qr");
await page.goto(`${BASE}/app-qr`);
await page.getByAltText(/QR code for/).waitFor();
await shot("08-app-qr");

console.log("operations:", [...new Set(ops)].join(", "));
console.log(problems.length ? `PROBLEMS:\n${problems.join("\n")}` : "no console errors or failed requests");
await browser.close();
