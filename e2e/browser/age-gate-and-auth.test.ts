import { BRAND_MOTTO } from "@highcotton/catalog/contract";
import { labels as fulfillmentLabels } from "@highcotton/fulfillment/contract";
import { labels as identityLabels, messages as identityMessages } from "@highcotton/identity/contract";
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { apiClient, uniqueName } from "../support/api.ts";
import { browserUnavailable, DESKTOP, expectFitsWidth, PHONE, snap, useBrowserJourney } from "../support/browser.ts";

const unavailable = browserUnavailable();

describe.skipIf(unavailable)(`browser journeys${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  const journey = useBrowserJourney();
  let page: Page;
  beforeEach(() => {
    page = journey.page;
  });

  const passAgeGate = async () => {
    await page.goto("/");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "I am 21 or older - Enter" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Age Verification Required" }).count()).toBe(0);
  };

  describe("age gate", () => {
    it("refuses Enter unticked, clears the error on tick, lets a verified visitor in and remembers it", async () => {
      await page.goto("/");
      await page.getByRole("heading", { name: "Age Verification Required" }).waitFor();
      await expect.poll(() => page.getByText("You must be 21 years or older to access this website").count()).toBe(1);

      await page.getByRole("button", { name: "I am 21 or older - Enter" }).click();
      const error = page.getByText("You must confirm you are 21 or older to continue");
      await error.waitFor();
      await page.getByRole("checkbox").check();
      await expect.poll(() => error.count()).toBe(0);

      await page.getByRole("button", { name: "I am 21 or older - Enter" }).click();
      await page.getByText(BRAND_MOTTO).first().waitFor();
      const record = JSON.parse((await page.evaluate(() => localStorage.getItem("ageVerification"))) ?? "null");
      expect(record.verified).toBe(true);
      const days = (Date.parse(record.expiresAt) - Date.parse(record.timestamp)) / 86_400_000;
      expect(days).toBe(30);

      await page.reload();
      await page.getByText(BRAND_MOTTO).first().waitFor();
      expect(await page.getByRole("heading", { name: "Age Verification Required" }).count()).toBe(0);
    });

    it("shows the gate again, and deletes the record, once the verification has expired", async () => {
      await passAgeGate();
      await page.evaluate(() => {
        const past = new Date(Date.now() - 1000).toISOString();
        localStorage.setItem("ageVerification", JSON.stringify({ verified: true, timestamp: past, expiresAt: past }));
      });
      await page.reload();
      await page.getByRole("heading", { name: "Age Verification Required" }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("ageVerification"))).toBeNull();
    });

    it("deletes a malformed record and shows the gate", async () => {
      await page.goto("/");
      await page.evaluate(() => localStorage.setItem("ageVerification", "{not json"));
      await page.reload();
      await page.getByRole("heading", { name: "Age Verification Required" }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("ageVerification"))).toBeNull();
    });
  });

  describe("landing", () => {
    it("fades the /leaf splash into /landing on click", async () => {
      await passAgeGate();
      await page.goto("/leaf");
      await page.getByRole("button", { name: "Enter High Cotton" }).click();
      await page.waitForURL("**/landing");
      await page.getByText(BRAND_MOTTO).first().waitFor();
    });

    it("shows the plan summary, and a partner type sends the browser to /api/login and on to sign-in", async () => {
      await passAgeGate();
      await page.getByLabel("Advertising plan").click();
      await page.getByRole("option", { name: /30 Second Video/ }).click();
      await page.getByText("$250").first().waitFor();
      await page.getByLabel("Business type").click();
      await page.getByRole("option", { name: /smoke/i }).click();
      await page.waitForURL("**/login");
    });
  });

  describe("accounts", () => {
    const register = async (username: string, accountType: string) => {
      await page.goto("/register");
      await page.getByLabel(identityLabels.firstName).fill("Mary");
      await page.getByLabel(identityLabels.lastName).fill("Jane");
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Email").fill(`${username}@example.com`);
      await page.getByLabel("Password", { exact: true }).fill("secret123");
      await page.getByLabel(identityLabels.confirmPassword).fill("secret123");
      await page.getByRole("combobox").click();
      await page.getByRole("option", { name: accountType }).click();
      await page.getByRole("button", { name: /create account|register/i }).click();
    };

    const login = async (username: string, password = "secret123") => {
      // Pages load per route: right after /register sends the browser here, the register form (with
      // its own Username and Password) may still be on screen. Promo code is only on sign-in.
      await page.getByLabel(identityLabels.promoCode).waitFor();
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
    };

    it("registers a dispensary owner signed in on store setup, signs out, signs in to /dashboard, and out through /api/logout", async () => {
      await passAgeGate();
      const username = uniqueName("disp");
      await register(username, "Dispensary Owner");
      // No second sign-in: the new owner goes straight on to set up their store.
      await page.waitForURL("**/onboard");
      await page.getByRole("heading", { name: "Set up your store" }).waitFor();
      const firstToken = await page.evaluate(() => localStorage.getItem("authToken"));
      expect((await apiClient(journey.system.url).get("/api/auth/user", { token: firstToken ?? "" })).body.username).toBe(
        username,
      );
      await page.goto("/api/logout");
      await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("signedOut"));

      await page.goto("/login");
      await login(username);
      await page.getByText("Welcome back!").first().waitFor();
      // A dispensary owner lands on /dashboard; with no store yet it sends them home (SPEC §2), where
      // a call to action leads to /onboard.
      await page.waitForURL((url) => url.pathname === "/dashboard" || url.pathname === "/");
      const token = await page.evaluate(() => localStorage.getItem("authToken"));
      expect(token).toBeTruthy();
      expect((await apiClient(journey.system.url).get("/api/auth/user", { token: token ?? "" })).body.username).toBe(username);
      // Home tells an owner without a store what to do next, and so does the navigation's dashboard icon.
      await page.getByRole("region", { name: "Set up your store" }).waitFor();
      expect(await page.getByRole("banner").getByRole("link", { name: "Set up your store" }).getAttribute("href")).toBe(
        "/onboard",
      );

      await page.goto("/api/logout");
      await page.waitForURL((url) => url.pathname === "/" && !url.search.includes("signedOut"));
      expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem("ageVerification"))).not.toBeNull();
      await page.getByRole("link", { name: "Login" }).first().waitFor();
    });

    it("sends a merchant to /merchant-dashboard and a consumer to /feed", async () => {
      const api = apiClient(journey.system.url);
      const merchant = uniqueName("merch");
      const consumer = uniqueName("cons");
      for (const [username, role] of [
        [merchant, "merchant"],
        [consumer, "user"],
      ]) {
        await api.post("/api/auth/register", {
          username,
          email: `${username}@example.com`,
          password: "secret123",
          confirmPassword: "secret123",
          role,
        });
      }
      await passAgeGate();
      await page.goto("/login");
      await login(merchant);
      await page.waitForURL("**/merchant-dashboard");
      // Without a print shop yet it goes on to sign one up. Only then has the page asked what it
      // needs with the token: taken away sooner, an answer of "signed out" sends the page to
      // /api/login while the test's own navigation is under way.
      await page.waitForURL("**/onboard-merchant");
      await page.evaluate(() => localStorage.removeItem("authToken"));
      await page.goto("/login");
      await login(consumer);
      await page.waitForURL("**/feed");
    });

    it("shows every sign-up mistake inline at once, then signs a new merchant in on the merchant sign-up", async () => {
      await passAgeGate();
      await page.goto("/register");
      await page.getByLabel(identityLabels.username).fill("ab");
      await page.getByLabel(identityLabels.email).fill("not-an-email");
      await page.getByLabel(identityLabels.password, { exact: true }).fill("123");
      await page.getByRole("button", { name: "Create Account" }).click();
      const field = (label: string) => page.getByLabel(label, { exact: true });
      for (const [label, message] of [
        [identityLabels.username, identityMessages.usernameLength],
        [identityLabels.email, identityMessages.emailInvalid],
        [identityLabels.password, identityMessages.passwordLength],
        [identityLabels.confirmPassword, identityMessages.passwordMismatch],
      ] as const) {
        await expect.poll(() => field(label).getAttribute("aria-invalid")).toBe("true");
        const describedBy = await field(label).getAttribute("aria-describedby");
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
      }
      // The cursor is put in the first field in error.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("register-username");
      expect(new URL(page.url()).pathname).toBe("/register");
      await snap(page, "register-errors");
      await page.setViewportSize(PHONE);
      await expectFitsWidth(page);
      await snap(page, "register-errors-phone");
      await page.setViewportSize(DESKTOP);

      const username = uniqueName("merch");
      await field("Username").fill(username);
      await expect.poll(() => field("Username").getAttribute("aria-invalid")).toBeNull();
      await field("Email").fill(`${username}@example.com`);
      await field("Password").fill("secret123");
      await field(identityLabels.confirmPassword).fill("secret123");
      await page.getByRole("combobox").click();
      await page.getByRole("option", { name: "Merchant" }).click();
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL("**/onboard-merchant");
      await page.getByLabel(fulfillmentLabels.businessName).waitFor();
      const token = await page.evaluate(() => localStorage.getItem("authToken"));
      expect((await apiClient(journey.system.url).get("/api/auth/user", { token: token ?? "" })).body).toMatchObject({
        username,
        role: "merchant",
      });
      await snap(page, "register-merchant-next-step");
    });

    it("shows the password mismatch without sending, and the login failure messages", async () => {
      await passAgeGate();
      await page.goto("/register");
      await page.getByLabel("Username").fill(uniqueName());
      await page.getByLabel("Email").fill("someone@example.com");
      await page.getByLabel("Password", { exact: true }).fill("secret123");
      await page.getByLabel(identityLabels.confirmPassword).fill("secret124");
      await page.getByRole("button", { name: /create account|register/i }).click();
      await page.getByText(identityMessages.passwordMismatch).first().waitFor();
      expect(page.url()).toMatch(/\/register$/);

      await page.goto("/login");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.getByText(identityMessages.usernameRequired).waitFor();
      await page.getByText(identityMessages.passwordRequired).waitFor();
      await login("nobody-here", "wrong-password");
      await page.getByText("Invalid username or password").waitFor();
      await page.getByText("Login failed").first().waitFor();
    });

    it("shows the 404 page for an unknown route", async () => {
      await passAgeGate();
      await page.goto("/no-such-page");
      await page.getByText("Page Not Found").waitFor();
    });
  });
});
