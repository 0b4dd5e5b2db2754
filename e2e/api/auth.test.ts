import { messages as identityMessages } from "@highcotton/identity/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, uniqueName } from "../support/api.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
});
afterAll(async () => {
  await system?.stop();
});

const registration = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.com`,
  password: "secret123",
  confirmPassword: "secret123",
  firstName: "Mary",
  lastName: "Jane",
  role: "user",
  ...overrides,
});

describe("POST /api/auth/register", () => {
  it("creates an account and returns the user without its password hash", async () => {
    const username = uniqueName();
    const response = await api.post("/api/auth/register", registration(username, { role: "merchant" }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username, email: `${username}@example.com`, role: "merchant", firstName: "Mary" });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });

  it.each([
    [{ username: "ab" }, identityMessages.usernameLength],
    [{ email: "nope" }, identityMessages.emailInvalid],
    [{ password: "123", confirmPassword: "123" }, identityMessages.passwordLength],
    [{ confirmPassword: "other123" }, identityMessages.passwordMismatch],
    [{ role: "admin" }, identityMessages.roleInvalid],
    [{ username: 42 }, "Username must be a string"],
  ])("answers 400 for %o with the rule's message", async (overrides, message) => {
    const response = await api.post("/api/auth/register", registration(uniqueName(), overrides));
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it("answers 429 with Retry-After once one address has signed up too many accounts, and not for another address", async () => {
    const client = apiClient(system.url);
    let created = 0;
    let refused: Awaited<ReturnType<typeof client.post>> | undefined;
    // The limit is a setting (REGISTRATION_MAX_PER_ADDRESS): sign up until it answers.
    while (!refused && created < 100) {
      const response = await client.post("/api/auth/register", registration(uniqueName()));
      if (response.status === 201) created++;
      else refused = response;
    }
    expect(created).toBeGreaterThan(0);
    expect(refused).toMatchObject({ status: 429, body: { message: identityMessages.tooManyRegistrations } });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await apiClient(system.url).post("/api/auth/register", registration(uniqueName()))).status).toBe(201);
  });

  it("answers 409 for a taken username or email", async () => {
    const username = uniqueName();
    expect((await api.post("/api/auth/register", registration(username))).status).toBe(201);
    expect(await api.post("/api/auth/register", registration(username.toUpperCase(), { email: "x@example.com" }))).toMatchObject({
      status: 409,
      body: { message: identityMessages.usernameTaken },
    });
    expect(await api.post("/api/auth/register", registration(uniqueName(), { email: `${username}@example.com` }))).toMatchObject({
      status: 409,
      body: { message: identityMessages.emailTaken },
    });
  });

  it("answers 400 for malformed JSON and 413 for an oversized body", async () => {
    expect(await api.call("POST", "/api/auth/register", { raw: '{"username": ' })).toMatchObject({
      status: 400,
      body: { message: "Malformed JSON in request body" },
    });
    const huge = JSON.stringify(registration(uniqueName(), { firstName: "x".repeat(2_000_000) }));
    expect((await api.call("POST", "/api/auth/register", { raw: huge })).status).toBe(413);
  });
});

describe("POST /api/auth/login and GET /api/auth/user", () => {
  it("signs in with token and user.role, and the token reads the current user", async () => {
    const username = uniqueName("disp");
    await api.post("/api/auth/register", registration(username, { role: "dispensary" }));
    const login = await api.post("/api/auth/login", { username, password: "secret123" });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe("dispensary");
    expect(typeof login.body.token).toBe("string");
    const me = await api.get("/api/auth/user", { token: login.body.token });
    expect(me).toMatchObject({ status: 200, body: { username, role: "dispensary", email: `${username}@example.com` } });
  });

  it("accepts the seeded promo code", async () => {
    const username = uniqueName();
    await api.post("/api/auth/register", registration(username));
    const login = await api.post("/api/auth/login", { username, password: "secret123", promoCode: "WELCOME21" });
    expect(login.status).toBe(200);
  });

  it("answers the documented failures", async () => {
    const username = uniqueName();
    await api.post("/api/auth/register", registration(username));
    expect(await api.post("/api/auth/login", { username, password: "wrong-password" })).toMatchObject({
      status: 401,
      body: { message: identityMessages.invalidCredentials },
    });
    expect(await api.post("/api/auth/login", { username: "", password: "x" })).toMatchObject({
      status: 400,
      body: { message: identityMessages.usernameRequired },
    });
    expect(await api.post("/api/auth/login", { username })).toMatchObject({
      status: 400,
      body: { message: identityMessages.passwordRequired },
    });
    expect(await api.post("/api/auth/login", { username, password: "secret123", promoCode: "NOT-A-CODE" })).toMatchObject({
      status: 400,
      body: { message: identityMessages.promoCodeInvalid },
    });
  });

  it("answers 429 after repeated failures for one username", async () => {
    const username = uniqueName();
    await api.post("/api/auth/register", registration(username));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.post("/api/auth/login", { username, password: "guess" })).status).toBe(401);
    }
    expect(await api.post("/api/auth/login", { username, password: "secret123" })).toMatchObject({
      status: 429,
      body: { message: identityMessages.tooManyAttempts },
    });
  });

  it("answers 401 without a token or with a bad one", async () => {
    expect((await api.get("/api/auth/user")).status).toBe(401);
    expect(await api.get("/api/auth/user", { token: "not.a.jwt" })).toMatchObject({
      status: 401,
      body: { message: "Unauthorized" },
    });
  });
});

describe("browser navigations and the rest of the surface", () => {
  it("sends /api/login to the sign-in page and /api/logout home, signed out", async () => {
    const login = await api.get("/api/login");
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/login");
    const logout = await api.get("/api/logout");
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/?signedOut=1");
  });

  it("answers JSON 404 for an unknown /api path", async () => {
    expect(await api.get("/api/nothing-here")).toMatchObject({ status: 404, body: { message: "Not found" } });
  });

  it("documents every served path in /api/openapi.json", async () => {
    const { status, body } = await api.get("/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/api/auth/register", "/api/auth/login", "/api/auth/user", "/api/login", "/api/logout"]),
    );
    expect(body.paths["/api/auth/register"].post.requestBody).toBeDefined();
  });

  it("reports health and readiness", async () => {
    expect(await api.get("/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(await api.get("/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });
  });

  it("serves the web app for client routes", async () => {
    const response = await fetch(new URL("/login", system.url), { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe("GraphQL gateway guards", () => {
  const graphql = (body: unknown, headers: Record<string, string> = {}) =>
    api.call("POST", "/graphql", { raw: JSON.stringify(body), headers });

  it("refuses a simple GET that could be a cross-site request (CSRF prevention)", async () => {
    const response = await fetch(new URL("/graphql?query=%7Bme%7Bid%7D%7D", system.url));
    expect(response.status).toBe(400);
  });

  it("refuses documents with too many aliases (depth is unit-tested on a deeper schema)", async () => {
    const aliases = `{ ${Array.from({ length: 31 }, (_, index) => `a${index}: me { id }`).join(" ")} }`;
    const tooMany = await graphql({ query: aliases });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].message).toBe("Too many aliases: 31, at most 30 allowed");
    const fine = `{ ${Array.from({ length: 30 }, (_, index) => `a${index}: me { id }`).join(" ")} }`;
    expect((await graphql({ query: fine })).body.errors).toBeUndefined();
  });

  it("answers 413 for a request body over the limit", async () => {
    const response = await graphql({ query: `{ me { id } } # ${"x".repeat(1_100_000)}` });
    expect(response.status).toBe(413);
  });
});
