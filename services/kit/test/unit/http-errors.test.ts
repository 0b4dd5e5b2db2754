import { connect } from "node:net";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "../../src/http/http-server.ts";
import { createLogger } from "../../src/logger.ts";

// Every error the HTTP layer answers itself has the `{ message }` body the routes' own have.
const server = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }), bodyLimit: 64 });
server.get("/things/:id", async (request) => request.params);
server.post("/things", async (request) => request.body);
server.get("/broken", async () => {
  throw new Error("a database password in a stack trace");
});
server.get("/upstream-down", async () => {
  throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:4001"), { statusCode: 503 });
});

beforeAll(() => server.listen({ port: 0, host: "127.0.0.1" }));
afterAll(() => server.close());

const answer = async (options: InjectOptions) => {
  const response = await server.inject(options);
  return { status: response.statusCode, body: response.json() as unknown };
};

describe("errors the HTTP layer answers", () => {
  it.each([
    [
      "a path segment longer than the router reads",
      { method: "GET", url: `/things/${"x".repeat(101)}` },
      414,
      "The request URL is too long",
    ],
    ["a path segment that does not decode", { method: "GET", url: "/things/%E0%A4%A" }, 400, "The request URL is not valid"],
    [
      "malformed JSON",
      { method: "POST", url: "/things", headers: { "content-type": "application/json" }, payload: "{" },
      400,
      "Malformed JSON in request body",
    ],
    [
      "a body over the limit",
      {
        method: "POST",
        url: "/things",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ a: "x".repeat(100) }),
      },
      413,
      "Request body is too large",
    ],
    [
      "a body of another type",
      { method: "POST", url: "/things", headers: { "content-type": "text/xml" }, payload: "<a/>" },
      415,
      "Unsupported content type",
    ],
    ["a route that failed", { method: "GET", url: "/broken" }, 500, "Internal server error"],
    [
      "a route whose upstream is down",
      { method: "GET", url: "/upstream-down" },
      503,
      "The service is unavailable. Please try again.",
    ],
  ] as const)("%s: its status with { message }", async (_what, request, status, message) => {
    expect(await answer(request)).toEqual({ status, body: { message } });
  });

  it("answers headers (the URL among them) over Node's header size 431 with { message }, before the framework", async () => {
    const address = server.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(`GET /things/${"x".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("end", () => resolve(text));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toEqual({ message: "The request headers are too large" });
  });
});
