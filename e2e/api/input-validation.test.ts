import { PLANS_MAX_AGE_SECONDS } from "@highcotton/ads/contract";
import { messages as catalogMessages, STOREFRONT_MAX_AGE_SECONDS } from "@highcotton/catalog/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, PASSWORD, signUp, uniqueName } from "../support/api.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// Every input is checked at the edge: NUL characters, oversized text, wrong types and addresses
// that are not real get a 400 naming the problem, never a 5xx, and nothing is written first.

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;
let ownerToken: string;
let storeId: string;

const NUL = "\u0000";
const session = "session_1767225600000_abc123xyz";
const store = { name: "Desert Bloom", address: "2100 E Camelback Rd", city: "Phoenix", state: "AZ", zipCode: "85016" };

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
  ownerToken = (await signUp(api, "dispensary")).token;
  storeId = (await api.post("/api/dispensary", { ...store, paymentMethodId: "pm_card_visa" }, { token: ownerToken })).body.id;
});
afterAll(async () => {
  await system?.stop();
});

describe("NUL characters are refused in every text field", () => {
  it.each([
    [
      "/api/auth/register",
      { username: `al${NUL}ice`, email: "a@example.com", password: "secret123", confirmPassword: "secret123" },
      "Username must not contain NUL characters",
    ],
    ["/api/auth/login", { username: `al${NUL}ice`, password: "secret123" }, "Username must not contain NUL characters"],
    [
      "/api/designs/custom/generate",
      { prompt: `sun${NUL}set`, sessionId: session },
      "Description must not contain NUL characters",
    ],
    ["/api/designs/custom/generate", { prompt: "sunset", sessionId: `session_1_a${NUL}` }, "The browser session id is not valid"],
    ["/api/analytics/event", { dispensaryId: "x", eventType: "view", sessionId: session }, "Dispensary id is not a valid id"],
    ["/api/analytics/event", { dispensaryId: `x${NUL}`, eventType: "view" }, "Dispensary id is not a valid id"],
  ])("POST %s answers 400", async (path, body, message) => {
    expect(await api.post(path, body)).toMatchObject({ status: 400, body: { message } });
  });

  it("in reactions and the store form too", async () => {
    const reaction = await api.post(`/api/designs/${storeId}/reactions`, { type: "heart", sessionId: `session_1_${NUL}` });
    expect(reaction).toMatchObject({ status: 400, body: { message: "The browser session id is not valid" } });
    const form = await api.post("/api/dispensary", { ...store, city: `Phoe${NUL}nix` }, { token: ownerToken });
    expect(form).toMatchObject({ status: 400, body: { message: "City must not contain NUL characters" } });
  });
});

describe("sizes and types", () => {
  it("says a 100,000-character address is too long", async () => {
    const response = await api.post("/api/dispensary", { ...store, address: "a".repeat(100_000) }, { token: ownerToken });
    expect(response).toMatchObject({ status: 400, body: { message: catalogMessages.addressTooLong } });
  });

  it("refuses a 3,000-character session id before any design is made, leaving no files behind", async () => {
    // Design files only: a store made by an earlier test may still be writing its QR code.
    const designFiles = () => system.storedFiles().filter((file) => !file.includes("/objects/qr/"));
    const before = designFiles();
    const response = await api.post("/api/designs/custom/generate", {
      prompt: "neon cactus",
      sessionId: `session_1_${"a".repeat(3000)}`,
    });
    expect(response).toMatchObject({ status: 400, body: { message: "The browser session id is not valid" } });
    const blank = await api.post("/api/designs/custom/generate", { prompt: "   ", sessionId: session });
    expect(blank).toMatchObject({ status: 400, body: { message: catalogMessages.descriptionRequired } });
    expect(designFiles()).toEqual(before);
  });

  it.each([
    ["/api/analytics/event", { dispensaryId: 42, eventType: "view" }, "Dispensary id must be a string"],
    ["/api/auth/login", { username: ["demo"], password: "secret123" }, "Username must be a string"],
    [
      "/api/auth/register",
      { username: "okname", email: 7, password: "secret123", confirmPassword: "secret123" },
      "Email must be a string",
    ],
    ["/api/designs/custom/generate", { prompt: { text: "sunset" }, sessionId: session }, "Description must be a string"],
  ])("POST %s with a wrong type names the field", async (path, body, message) => {
    expect(await api.post(path, body)).toMatchObject({ status: 400, body: { message } });
  });

  it("answers 400 for a body that is not a JSON object, and ignores unknown fields", async () => {
    expect(await api.call("POST", "/api/auth/login", { raw: "[1,2]" })).toMatchObject({
      status: 400,
      body: { message: "The request body must be a JSON object" },
    });
    const extra = await api.post(`/api/designs/${storeId}/reactions`, { type: "heart", sessionId: session, admin: true });
    expect(extra).toMatchObject({ status: 404, body: { message: catalogMessages.designNotFound } });
  });

  it("answers 404 with a message for a malformed id in a path", async () => {
    for (const path of [
      "/api/dispensaries/not-a-uuid",
      "/api/dispensaries/1%00/designs",
      `/api/designs/${"9".repeat(90)}/reactions`,
    ]) {
      expect(await api.get(path)).toMatchObject({ status: 404, body: { message: expect.stringMatching(/not found/) } });
    }
  });
});

describe("store addresses must be real", () => {
  it.each([
    [{ state: "D" }, catalogMessages.stateInvalid],
    [{ state: "PR" }, catalogMessages.stateInvalid],
    [{ city: "n" }, catalogMessages.cityTooShort],
    [{ address: "1" }, catalogMessages.addressTooShort],
    [{ zipCode: "8501" }, catalogMessages.zipInvalid],
    [{ zipCode: "85016-12" }, catalogMessages.zipInvalid],
  ])("refuses %o", async (overrides, message) => {
    const username = uniqueName("addr");
    await api.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "secret123",
      confirmPassword: "secret123",
      role: "dispensary",
    });
    const token = (await api.post("/api/auth/login", { username, password: "secret123" })).body.token;
    expect(await api.post("/api/dispensary", { ...store, ...overrides }, { token })).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it("accepts ZIP+4 and a lower-case state code, stored upper case", async () => {
    const username = uniqueName("zip4");
    await api.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "secret123",
      confirmPassword: "secret123",
      role: "dispensary",
    });
    const token = (await api.post("/api/auth/login", { username, password: "secret123" })).body.token;
    const created = await api.post("/api/dispensary", { ...store, state: "az", zipCode: "85016-1234" }, { token });
    expect(created).toMatchObject({ status: 201, body: { state: "AZ", zipCode: "85016-1234" } });
  });
});

describe("methods", () => {
  it.each([
    ["DELETE", "/api/dispensary", "GET, HEAD, POST"],
    ["PUT", "/api/designs/custom/generate", "POST"],
    ["PATCH", `/api/dispensaries/${"0".repeat(8)}-0000-4000-8000-000000000000`, "GET, HEAD"],
    ["POST", "/api/auth/user", "GET, HEAD"],
  ])("%s %s answers 405 with Allow", async (method, path, allow) => {
    const response = await api.call(method, path);
    expect(response).toMatchObject({ status: 405, body: { message: `Method ${method} not allowed` } });
    expect(response.headers.get("allow")).toBe(allow);
  });

  it("still answers 404 for paths that do not exist", async () => {
    expect(await api.call("DELETE", "/api/nothing-here")).toMatchObject({ status: 404, body: { message: "Not found" } });
  });
});

describe("the edge", () => {
  it("answers every error it raises itself with { message }: 404, 405, 400, 413, 414, 415 and 431", async () => {
    const json = { "content-type": "application/json" };
    for (const [status, answer] of [
      [404, await api.get("/api/nothing-here")],
      [404, await api.get("/nothing-here.json")],
      [405, await api.call("PUT", "/api/auth/login")],
      [400, await api.call("POST", "/api/auth/login", { raw: "{", headers: json })],
      [413, await api.call("POST", "/api/auth/login", { raw: JSON.stringify({ username: "a".repeat(2_000_000) }) })],
      [414, await api.get(`/api/dispensaries/${"a".repeat(200)}`)],
      [415, await api.call("POST", "/api/auth/login", { raw: "<login/>", headers: { "content-type": "text/xml" } })],
      [415, await api.call("POST", "/graphql", { raw: "<query/>", headers: { "content-type": "text/xml" } })],
      [431, await api.get(`/api/dispensaries?state=${"a".repeat(20_000)}`)],
    ] as const) {
      expect({ status: answer.status, body: answer.body }).toEqual({ status, body: { message: expect.any(String) } });
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("counts introspection fields in the GraphQL depth limit", async () => {
    const nested = (depth: number): string => (depth === 0 ? "name" : `ofType { ${nested(depth - 1)} }`);
    const query = `{ __schema { types { fields { type { ${nested(11)} } } } } }`;
    const answer = await api.post("/graphql", { query });
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.[0]?.message).toBe("Query is too deep: 16 levels, at most 10 allowed");
  });

  it("keeps answers that hold someone's data out of every cache (no-store), and lets the public catalog be cached", async () => {
    const account = await signUp(apiClient(system.url), "user");
    const session = { "x-session-id": "session_1767225600000_nocache" };
    for (const answer of [
      await api.post("/api/auth/login", { username: account.username, password: PASSWORD }),
      await api.get("/api/auth/user", { token: account.token }),
      await api.get("/api/cart", { headers: session }),
      await api.get("/api/cart?sessionId=session_1767225600000_nocache"),
      await api.get("/api/orders/receipt/an-unknown-receipt"),
      await api.post("/graphql", { query: "{ __typename }" }),
    ]) {
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    const storefront = `public, max-age=${STOREFRONT_MAX_AGE_SECONDS}`;
    expect((await api.get("/api/dispensaries")).headers.get("cache-control")).toBe(storefront);
    expect((await api.get("/api/designs")).headers.get("cache-control")).toBe(storefront);
    expect((await api.get("/api/ads/plans")).headers.get("cache-control")).toBe(`public, max-age=${PLANS_MAX_AGE_SECONDS}`);
    // The same public read asked with a token may be personalised another day: kept by no one.
    expect((await api.get("/api/dispensaries", { token: account.token })).headers.get("cache-control")).toBe("no-store");
  });
});
