import { afterAll, describe, expect, it } from "vitest";
import { createHttpServer } from "../../src/http/http-server.ts";
import { isPrivateRequest } from "../../src/http/private-responses.ts";
import { createLogger } from "../../src/logger.ts";

const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });

describe("answers no cache may keep", () => {
  it.each([
    ["a call with a bearer token", request("GET", "/api/merchant", { authorization: "Bearer t" })],
    ["a call with a browser session", request("GET", "/api/cart", { "x-session-id": "session_1_a" })],
    ["a cart read by its session in the query", request("GET", "/api/cart?sessionId=session_1_a")],
    ["a development mailbox read", request("GET", "/api/dev/mailbox?to=a%40example.com")],
    ["every GraphQL answer", request("GET", "/graphql?query=%7B__typename%7D")],
    ["a write's answer (a sign-in's token)", request("POST", "/api/auth/login")],
    ["a receipt, whose URL is its key", request("GET", "/api/orders/receipt/abc")],
    ["the receipt page", request("GET", "/orders/receipt/abc")],
  ])("%s", (_what, call) => {
    expect(isPrivateRequest(call)).toBe(true);
  });

  it.each([
    ["a public catalog read", request("GET", "/api/designs?limit=200&state=CO")],
    ["a store page's data", request("GET", "/api/dispensaries/7d3c1f5e-0000-4000-8000-000000000000")],
    ["the web app's files", request("GET", "/assets/index-abc.js")],
  ])("not %s", (_what, call) => {
    expect(isPrivateRequest(call)).toBe(false);
  });

  it("are sent with Cache-Control: no-store by every server, whatever the route set", async () => {
    const server = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }) });
    server.get("/api/things", async (_request, reply) => reply.header("cache-control", "public, max-age=60").send([]));
    afterAll(() => server.close());
    const headersOf = async (headers: Record<string, string>) =>
      (await server.inject({ method: "GET", url: "/api/things", headers })).headers["cache-control"];
    expect(await headersOf({ authorization: "Bearer t" })).toBe("no-store");
    expect(await headersOf({})).toBe("public, max-age=60");
  });
});
