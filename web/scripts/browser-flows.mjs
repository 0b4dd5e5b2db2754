import assert from "node:assert/strict";
// Browser journeys of the identity slice and the advertiser signup against the built app, with
// /graphql mocked (the ads operations by scripts/ads-mock.mjs).
// Usage (from web/): npm run build && npx vite preview --port 4173 --strictPort &
//   node scripts/browser-flows.mjs
import { chromium } from "playwright-core";
import { answerAds } from "./ads-mock.mjs";

const BASE = process.env.WEB_BASE_URL ?? "http://localhost:4173";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const user = (role) => ({
  __typename: "User",
  id: "u1",
  username: "mary",
  email: "mary@greenroom.co",
  firstName: "Mary",
  lastName: "Jane",
  role,
});
let passed = 0;
const failures = [];

async function flow(name, fn, { verify = true, token, state = {} } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (verify)
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(
          "ageVerification",
          JSON.stringify({
            verified: true,
            timestamp: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 864e5).toISOString(),
          }),
        );
      }
    });
  if (token)
    await context.addInitScript((t) => {
      if (!sessionStorage.getItem("tok")) {
        sessionStorage.setItem("tok", "1");
        localStorage.setItem("authToken", t);
      }
    }, token);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const calls = [];
  const external = [];
  await page.route("**/graphql", async (route) => {
    const req = route.request();
    const body = req.postDataJSON();
    calls.push({ op: body.operationName, headers: req.headers(), variables: body.variables });
    const handler = state[body.operationName];
    state.ads ??= {};
    const json =
      typeof handler === "function"
        ? handler(body)
        : (handler ?? answerAds(body, state.ads) ?? { data: { me: state.me ?? null } });
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(json) });
  });
  // Anything outside the SPA (full navigations to /api/*, other hosts) is recorded and stubbed.
  await page.route(
    (url) => url.origin !== new URL(BASE).origin || url.pathname.startsWith("/api/"),
    async (route) => {
      external.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>elsewhere</h1>" });
    },
  );
  try {
    await fn({ page, calls, external, context });
    assert.deepEqual(errors, []);
    passed++;
    console.log("ok  ", name);
  } catch (e) {
    failures.push(name);
    console.log("FAIL", name, "\n", e.message);
  }
  await context.close();
}

const toastTitle = (page, t) => page.locator("[data-variant]").getByText(t, { exact: true });

for (const [role, path] of [
  ["dispensary", "/dashboard"],
  ["merchant", "/merchant-dashboard"],
  ["user", "/feed"],
]) {
  const state = {
    me: null,
    Login: (body) => {
      state.me = user(role);
      return {
        data: {
          login: {
            __typename: "LoginPayload",
            token: `tok-${role}`,
            user: { __typename: "User", id: "u1", username: body.variables.input.username, role },
          },
        },
      };
    },
    Me: () => ({ data: { me: state.me } }),
  };
  await flow(
    `login as ${role} → ${path}`,
    async ({ page, calls }) => {
      await page.goto(`${BASE}/login`);
      await page.getByLabel("Username").fill("mary");
      await page.getByLabel("Password", { exact: true }).fill("secret1");
      await page.getByLabel("Promo code").fill("GREEN10");
      await page.locator("form").getByRole("button", { name: "Login" }).click();
      await page.waitForURL(BASE + path);
      await toastTitle(page, "Login successful").waitFor();
      await page.getByText("Welcome back!").first().waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem("authToken")), `tok-${role}`);
      await page.getByRole("link", { name: "Dashboard" }).first().waitFor();
      const login = calls.find((c) => c.op === "Login");
      assert.deepEqual(login.variables, { input: { username: "mary", password: "secret1", promoCode: "GREEN10" } });
      const lastMe = calls.filter((c) => c.op === "Me").at(-1);
      assert.equal(lastMe.headers.authorization, `Bearer tok-${role}`);
      assert.match(lastMe.headers["x-session-id"], /^session_\d+_[a-z0-9]+$/);
    },
    { state },
  );
}

await flow("login validation messages", async ({ page, calls }) => {
  await page.goto(`${BASE}/login`);
  await page.locator("form").getByRole("button", { name: "Login" }).click();
  await page.getByText("Username is required").waitFor();
  await page.getByText("Password is required").waitFor();
  assert.equal(calls.filter((c) => c.op === "Login").length, 0);
});

await flow(
  "login failure: toast with server message + inline",
  async ({ page }) => {
    await page.goto(`${BASE}/login`);
    await page.getByLabel("Username").fill("mary");
    await page.getByLabel("Password", { exact: true }).fill("nope");
    await page.locator("form").getByRole("button", { name: "Login" }).click();
    await toastTitle(page, "Login failed").waitFor();
    await page.locator("[data-variant=destructive]").getByText("Too many attempts, try later").waitFor();
    await page.getByText("Invalid username or password").waitFor();
    assert.equal(page.url(), `${BASE}/login`);
  },
  {
    state: {
      Login: { data: null, errors: [{ message: "Too many attempts, try later", extensions: { code: "TOO_MANY_REQUESTS" } }] },
    },
  },
);

await flow("login failure without server message → 'Invalid credentials'", async ({ page }) => {
  await page.route("**/graphql", (route) =>
    route.request().postDataJSON().operationName === "Login" ? route.abort() : route.fallback(),
  );
  await page.goto(`${BASE}/login`);
  await page.getByLabel("Username").fill("mary");
  await page.getByLabel("Password", { exact: true }).fill("nope");
  await page.locator("form").getByRole("button", { name: "Login" }).click();
  await page.locator("[data-variant=destructive]").getByText("Invalid credentials").waitFor();
});

await flow(
  "register success → toast + /login",
  async ({ page, calls }) => {
    await page.goto(`${BASE}/register`);
    await page.getByLabel("First name").fill("Mary");
    await page.getByLabel("Username").fill("mary");
    await page.getByLabel("Email").fill("m@x.io");
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByLabel("Confirm password").fill("secret1");
    await page.getByLabel("Account type").click();
    await page.getByRole("option", { name: "Merchant" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${BASE}/login`);
    await toastTitle(page, "Registration successful").waitFor();
    await page.getByText("Your account has been created. Please login.").first().waitFor();
    assert.deepEqual(calls.find((c) => c.op === "Register").variables.input, {
      username: "mary",
      email: "m@x.io",
      password: "secret1",
      confirmPassword: "secret1",
      firstName: "Mary",
      role: "merchant",
    });
  },
  { state: { Register: { data: { register: { __typename: "RegisterPayload", user: { __typename: "User", id: "u2" } } } } } },
);

await flow("register mismatch → toast, nothing sent", async ({ page, calls }) => {
  await page.goto(`${BASE}/register`);
  await page.getByLabel("Username").fill("mary");
  await page.getByLabel("Email").fill("m@x.io");
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByLabel("Confirm password").fill("secret2");
  await page.getByRole("button", { name: "Create Account" }).click();
  await toastTitle(page, "Password mismatch").waitFor();
  await page.waitForTimeout(200);
  assert.equal(calls.filter((c) => c.op === "Register").length, 0);
});

await flow(
  "register failure → server message + inline",
  async ({ page }) => {
    await page.goto(`${BASE}/register`);
    await page.getByLabel("Username").fill("mary");
    await page.getByLabel("Email").fill("m@x.io");
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByLabel("Confirm password").fill("secret1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await toastTitle(page, "Registration failed").waitFor();
    await page.locator("[data-variant=destructive]").getByText("Username is already taken").waitFor();
    await page.getByText("Registration failed. Please try again.").waitFor();
  },
  { state: { Register: { data: null, errors: [{ message: "Username is already taken", extensions: { code: "CONFLICT" } }] } } },
);

await flow(
  "expired token → removed, signed out",
  async ({ page }) => {
    await page.goto(`${BASE}/`);
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("authToken")), null);
  },
  {
    token: "expired",
    state: { Me: { data: { me: null }, errors: [{ message: "Token expired", extensions: { code: "UNAUTHENTICATED" } }] } },
  },
);

await flow(
  "/?signedOut=1 → token removed, URL /",
  async ({ page }) => {
    await page.goto(`${BASE}/?signedOut=1`);
    await page.getByRole("heading", { name: "High Cotton", exact: true }).waitFor();
    assert.equal(page.url(), `${BASE}/`);
    assert.equal(await page.evaluate(() => localStorage.getItem("authToken")), null);
    assert.notEqual(await page.evaluate(() => localStorage.getItem("ageVerification")), null);
    await page.getByRole("link", { name: "Login" }).first().waitFor();
  },
  { token: "tok", state: { Me: (_b) => ({ data: { me: null } }) } },
);

await flow("landing business type → /api/login", async ({ page, external }) => {
  await page.goto(`${BASE}/`);
  await page.getByLabel("Business type").click();
  await page.getByRole("option", { name: "Smoke Shop" }).click();
  await page.waitForURL(`${BASE}/api/login`);
  assert.ok(external.includes(`${BASE}/api/login`));
});

await flow("landing merchant type → /api/login", async ({ page }) => {
  await page.goto(`${BASE}/`);
  await page.getByLabel("Merchant type").click();
  await page.getByRole("option", { name: "Embroidery Shop" }).click();
  await page.waitForURL(`${BASE}/api/login`);
});

await flow("landing plan summary + Start Advertising + Get QR Code + hero buttons", async ({ page }) => {
  await page.goto(`${BASE}/`);
  await page.getByLabel("Advertising plan").click();
  await page.getByRole("option", { name: /60 Second Video/ }).click();
  await page.getByText("per month").first().waitFor();
  assert.ok((await page.getByText("$500").count()) > 0);
  await page.getByRole("button", { name: "Start Advertising" }).click();
  await page.waitForURL(`${BASE}/onboard-advertiser`);
  await page.getByRole("heading", { name: "Login Required" }).waitFor();
  await page.goto(`${BASE}/`);
  await page.getByRole("link", { name: "Get QR Code" }).click();
  await page.waitForURL(`${BASE}/app-qr`);
  for (const [label, path] of [
    ["Shop Marketplace", "/marketplace"],
    ["Browse by State", "/states"],
    ["Create Custom Design", "/create-design"],
    ["Join the Society", "/society"],
  ]) {
    await page.goto(`${BASE}/`);
    await page.getByRole("link", { name: label }).first().click();
    await page.waitForURL(BASE + path);
  }
});

await flow(
  "advertiser: prefilled email, plan from landing, applyToAdvertise → Coming Soon!, home after 2 s, then under review",
  async ({ page, calls }) => {
    await page.goto(`${BASE}/`);
    await page.getByLabel("Advertising plan").click();
    await page.getByRole("option", { name: /30 Second Video/ }).click();
    await page.getByRole("button", { name: "Start Advertising" }).click();
    await page.waitForURL(`${BASE}/onboard-advertiser`);
    assert.equal(await page.getByLabel("Contact email").inputValue(), "mary@greenroom.co");
    assert.match(await page.getByLabel("Advertising plan").textContent(), /30 Second Video/);
    await page.getByLabel("Company name").fill("Kind Co");
    await page.getByLabel("Website").fill("https://kind.co");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await toastTitle(page, "Coming Soon!").waitFor();
    const shown = Date.now();
    await page.getByText("Advertiser accounts will be available soon. We'll contact you at your email.").first().waitFor();
    const applied = calls.filter((c) => c.op === "ApplyToAdvertise");
    assert.deepEqual(
      applied.map((c) => c.variables),
      [{ input: { companyName: "Kind Co", contactEmail: "mary@greenroom.co", website: "https://kind.co", plan: "medium_250" } }],
    );
    await page.waitForURL(`${BASE}/`, { timeout: 4000 });
    const home = Date.now() - shown;
    assert.ok(home >= 1800, `home ${home} ms after the notice`);
    // Back on the page, the application stands instead of the form.
    await page.getByRole("button", { name: "Start Advertising" }).click();
    await page.getByRole("heading", { name: "Application received" }).waitFor();
    await page.getByText("Pending review").waitFor();
    assert.equal(await page.getByRole("button", { name: "Submit Application" }).count(), 0);
  },
  { token: "tok", state: { me: user("user") } },
);

await flow("leaf: click fades then /landing", async ({ page }) => {
  await page.goto(`${BASE}/leaf`);
  const t0 = Date.now();
  await page.getByRole("button", { name: "Enter High Cotton" }).click();
  await page.waitForURL(`${BASE}/landing`);
  assert.ok(Date.now() - t0 >= 450);
});

await flow(
  "age gate: exit → google; enter stores record; reset shows gate",
  async ({ page, external }) => {
    await page.goto(`${BASE}/`);
    await page.getByRole("button", { name: "I am 21 or older - Enter" }).click();
    await page.getByText("You must confirm you are 21 or older to continue").waitFor();
    await page.getByRole("checkbox").click();
    assert.equal(await page.getByText("You must confirm you are 21 or older to continue").count(), 0);
    await page.getByRole("button", { name: "I am 21 or older - Enter" }).click();
    await page.getByRole("heading", { name: "High Cotton", exact: true }).waitFor();
    const rec = JSON.parse(await page.evaluate(() => localStorage.getItem("ageVerification")));
    assert.equal(rec.verified, true);
    await page.getByRole("button", { name: "Reset age verification" }).click();
    await page.getByRole("heading", { name: "Age Verification Required" }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("ageVerification")), null);
    await page.getByRole("button", { name: "I am under 21 - Exit" }).click();
    await page.waitForURL(/google\.com/);
    assert.ok(external.some((u) => u.startsWith("https://www.google.com")));
  },
  { verify: false },
);

await flow(
  "expired age record → gate and record deleted",
  async ({ page, context }) => {
    await context.addInitScript(() =>
      localStorage.setItem(
        "ageVerification",
        JSON.stringify({ verified: true, timestamp: "2020-01-01T00:00:00Z", expiresAt: "2020-01-31T00:00:00Z" }),
      ),
    );
    await page.goto(`${BASE}/`);
    await page.getByRole("heading", { name: "Age Verification Required" }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("ageVerification")), null);
  },
  { verify: false },
);

await flow("404 shows the developer hint", async ({ page }) => {
  await page.goto(`${BASE}/does-not-exist`);
  await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  await page.getByText("Did you forget to add the page to the router?").waitFor();
});

await flow("mobile menu opens the same links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE}/`);
  assert.equal(await page.getByRole("navigation", { name: "Mobile" }).isVisible(), false);
  await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  for (const name of ["Shop", "Browse States", "Create Design", "Cart", "Login"]) await nav.getByRole("link", { name }).waitFor();
  await nav.getByRole("link", { name: "Browse States" }).click();
  await page.waitForURL(`${BASE}/states`);
  // The menu closes once the lazily loaded page has rendered, a moment after the URL changed.
  await nav.waitFor({ state: "hidden", timeout: 3000 });
});

await flow(
  "toasts: one at a time",
  async ({ page }) => {
    await page.goto(`${BASE}/login`);
    await page.getByLabel("Username").fill("mary");
    await page.getByLabel("Password", { exact: true }).fill("x");
    for (let i = 0; i < 3; i++) {
      await page.locator("form").getByRole("button", { name: "Login" }).click();
      await page.waitForTimeout(150);
    }
    assert.equal(await page.locator("[data-variant]").count(), 1);
  },
  {
    state: {
      Login: { data: null, errors: [{ message: "Invalid username or password", extensions: { code: "UNAUTHENTICATED" } }] },
    },
  },
);

console.log(`${passed} passed, ${failures.length} failed`);
await browser.close();
process.exit(failures.length ? 1 : 0);
