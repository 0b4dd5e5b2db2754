// Screenshots of the built app at phone and desktop widths, with /graphql mocked.
// Usage (from web/): npm run build && npx vite preview --port 4173 --strictPort &
//   node scripts/screenshots.mjs [name-prefix]   → PNGs in $WEB_SHOTS_DIR (default /tmp/web-shots)
// playwright-core comes from the e2e workspace; Chromium from Debian (/usr/bin/chromium).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { advertiserApplication, answerAds } from "./ads-mock.mjs";

const BASE = process.env.WEB_BASE_URL ?? "http://localhost:4173";
const OUT = process.env.WEB_SHOTS_DIR ?? "/tmp/web-shots";
mkdirSync(OUT, { recursive: true });
const only = process.argv[2];

const verified = () => {
  const now = new Date();
  localStorage.setItem(
    "ageVerification",
    JSON.stringify({
      verified: true,
      timestamp: now.toISOString(),
      expiresAt: new Date(now.getTime() + 30 * 864e5).toISOString(),
    }),
  );
};

const user = {
  __typename: "User",
  id: "u1",
  username: "mary",
  email: "mary@greenroom.co",
  firstName: "Mary",
  lastName: "Jane",
  role: "dispensary",
};

async function mockGraphql(page, opts = {}) {
  const log = [];
  opts.ads ??= {};
  await page.route("**/graphql", async (route) => {
    const req = route.request();
    const body = req.postDataJSON();
    log.push({ op: body.operationName, headers: req.headers(), variables: body.variables });
    let json;
    switch (body.operationName) {
      case "Me":
        json = opts.meError
          ? { data: { me: null }, errors: [{ message: "Token expired", extensions: { code: "UNAUTHENTICATED" } }] }
          : { data: { me: opts.signedIn ? user : null } };
        break;
      case "Login":
        json = opts.loginFails
          ? { data: null, errors: [{ message: "Invalid username or password", extensions: { code: "UNAUTHENTICATED" } }] }
          : {
              data: {
                login: {
                  __typename: "LoginPayload",
                  token: "tok.en.x",
                  user: { __typename: "User", id: "u1", username: "mary", role: opts.role ?? "dispensary" },
                },
              },
            };
        if (!opts.loginFails) opts.signedIn = true;
        break;
      case "Register":
        json = opts.registerFails
          ? { data: null, errors: [{ message: "Username is already taken", extensions: { code: "CONFLICT" } }] }
          : { data: { register: { __typename: "RegisterPayload", user: { __typename: "User", id: "u2" } } } };
        break;
      default:
        json = answerAds(body, opts.ads) ?? { data: null };
    }
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(json) });
  });
  // Nothing else may leave the page.
  await page.route(
    (url) => url.origin !== new URL(BASE).origin,
    (route) => route.abort(),
  );
  return log;
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

const widths = [390, 1280];
const shots = [];

async function shot(name, width, fn, { verify = true, fullPage = false, opts = {}, token } = {}) {
  if (only && !name.startsWith(only)) return;
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
  if (verify) await context.addInitScript(verified);
  if (token) await context.addInitScript((t) => localStorage.setItem("authToken", t), token);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const log = await mockGraphql(page, opts);
  await fn(page, log);
  await page.waitForTimeout(400);
  if (!fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const file = `${OUT}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage });
  shots.push(file);
  if (errors.length) console.log(name, width, "ERRORS:", errors);
  await context.close();
}

for (const w of widths) {
  await shot(
    "01-gate",
    w,
    async (p) => {
      await p.goto(`${BASE}/`);
      await p.getByText("Age Verification Required").waitFor();
    },
    { verify: false },
  );
  await shot(
    "02-gate-error",
    w,
    async (p) => {
      await p.goto(`${BASE}/`);
      await p.getByRole("button", { name: "I am 21 or older - Enter" }).click();
    },
    { verify: false },
  );
  await shot(
    "03-landing",
    w,
    async (p) => {
      await p.goto(`${BASE}/`);
      await p.getByRole("heading", { name: "High Cotton", exact: true }).waitFor();
    },
    {},
  );
  await shot(
    "04-landing-full",
    w,
    async (p) => {
      await p.goto(`${BASE}/landing`);
      await p.getByLabel("Advertising plan").click();
      await p.getByRole("option", { name: /30 Second Video/ }).click();
    },
    { fullPage: true },
  );
  await shot("05-login", w, async (p) => {
    await p.goto(`${BASE}/login`);
    await p.getByRole("button", { name: "Login", exact: true }).last().waitFor();
  });
  await shot("06-login-errors", w, async (p) => {
    await p.goto(`${BASE}/login`);
    await p.locator("form").getByRole("button", { name: "Login" }).click();
  });
  await shot(
    "07-login-failed",
    w,
    async (p) => {
      await p.goto(`${BASE}/login`);
      await p.getByLabel("Username").fill("mary");
      await p.getByLabel("Password", { exact: true }).fill("wrongpass");
      await p.locator("form").getByRole("button", { name: "Login" }).click();
      await p.getByText("Login failed", { exact: true }).waitFor();
    },
    { opts: { loginFails: true } },
  );
  await shot(
    "08-register",
    w,
    async (p) => {
      await p.goto(`${BASE}/register`);
    },
    { fullPage: true },
  );
  await shot("09-register-mismatch", w, async (p) => {
    await p.goto(`${BASE}/register`);
    await p.getByLabel("Username").fill("mary");
    await p.getByLabel("Email").fill("m@x.io");
    await p.getByLabel("Password", { exact: true }).fill("secret1");
    await p.getByLabel("Confirm password").fill("secret2");
    await p.getByRole("button", { name: "Create Account" }).click();
    await p.getByText("Password mismatch", { exact: true }).waitFor();
  });
  await shot("10-404", w, async (p) => {
    await p.goto(`${BASE}/nope/nothing`);
  });
  await shot("11-coming-soon", w, async (p) => {
    await p.goto(`${BASE}/cart`);
  });
  await shot(
    "12-signed-in-nav",
    w,
    async (p) => {
      await p.goto(`${BASE}/states`);
      await p.getByRole("link", { name: "Dashboard" }).first().waitFor();
    },
    { opts: { signedIn: true }, token: "tok" },
  );
  if (w === 390) {
    await shot(
      "13-mobile-menu",
      w,
      async (p) => {
        await p.goto(`${BASE}/`);
        await p.getByRole("button", { name: "Open menu" }).click();
      },
      { opts: { signedIn: true }, token: "tok" },
    );
  }
  await shot(
    "14-advertiser",
    w,
    async (p) => {
      await p.goto(`${BASE}/onboard-advertiser`);
      await p.getByRole("heading", { name: "Advertiser signup" }).waitFor();
    },
    { opts: { signedIn: true }, token: "tok", fullPage: true },
  );
  await shot(
    "15-advertiser-errors",
    w,
    async (p) => {
      await p.goto(`${BASE}/onboard-advertiser`);
      await p.getByLabel("Contact email").fill("bad");
      await p.getByLabel("Website").fill("nope");
      await p.getByRole("button", { name: "Submit Application" }).click();
    },
    { opts: { signedIn: true }, token: "tok", fullPage: true },
  );
  await shot("16-advertiser-login-required", w, async (p) => {
    await p.goto(`${BASE}/onboard-advertiser`);
  });
  await shot(
    "16b-advertiser-under-review",
    w,
    async (p) => {
      await p.goto(`${BASE}/onboard-advertiser`);
      await p.getByRole("heading", { name: "Application received" }).waitFor();
    },
    {
      opts: {
        signedIn: true,
        ads: {
          application: advertiserApplication({ companyName: "Kind Co", contactEmail: "mary@greenroom.co", plan: "medium_250" }),
        },
      },
      token: "tok",
    },
  );
  await shot("17-leaf", w, async (p) => {
    await p.goto(`${BASE}/leaf`);
  });
  await shot("18-loading", w, async (p) => {
    await p.unroute("**/graphql");
    await p.route("**/graphql", () => {}); // never answers
    await p.goto(`${BASE}/`);
  });
}
console.log(shots.join("\n"));
await browser.close();
