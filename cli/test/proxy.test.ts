import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpServer, createLogger } from "@highcotton/kit";
import type { FastifyInstance } from "fastify";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerProxy } from "../src/proxy.ts";

// The web edge's pass-through (distributed topology): an upload form may be upload-sized, any
// other body is refused at the edge's own limit before anything is held or forwarded.

const EDGE_LIMIT = 64 * 1024;
const FORM_LIMIT = 1024 * 1024;

/** fetch refuses to send TRACE: a plain node:http request does. */
function fetchRaw(base: string, method: string, path: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { method }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the web edge's proxy", () => {
  let upstream: Server;
  let edge: FastifyInstance;
  let edgeUrl: string;
  const received: Array<{ url: string; bytes: number; type: string | undefined; method?: string; traceparent?: string }> = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      let bytes = 0;
      request.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      request.on("end", () => {
        received.push({
          url: request.url ?? "",
          bytes,
          type: request.headers["content-type"],
          method: request.method,
          traceparent: request.headers.traceparent?.toString(),
        });
        response.setHeader("content-type", "application/json");
        // As the REST adapter answers a method a path does not have.
        if (request.method === "OPTIONS" && request.url?.startsWith("/api/orders/receipt/")) {
          response.statusCode = 405;
          response.setHeader("allow", "GET");
        }
        response.end(JSON.stringify({ bytes }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    edge = createHttpServer({ logger: createLogger({ name: "edge-test", level: "silent" }), bodyLimit: EDGE_LIMIT });
    registerProxy(edge, { prefix: "/graphql", target: `${target}/graphql` });
    registerProxy(edge, { prefix: "/api/", target, formBodyLimit: FORM_LIMIT });
    edgeUrl = await edge.listen({ port: 0, host: "127.0.0.1" });
    return async () => {
      await edge.close();
      await new Promise((resolve) => upstream.close(resolve));
    };
  });
  beforeEach(() => {
    received.length = 0;
  });

  const form = (size: number) => {
    const body = new FormData();
    body.append("images", new Blob([new Uint8Array(size)], { type: "image/jpeg" }), "photo.jpg");
    return body;
  };
  const json = (size: number) => JSON.stringify({ pad: "a".repeat(size) });

  it("passes OPTIONS and QUERY on without a body or content type, so the target answers them", async () => {
    expect((await fetch(`${edgeUrl}/api/orders/receipt/abc`, { method: "OPTIONS" })).status).toBe(405);
    expect((await fetch(`${edgeUrl}/api/designs`, { method: "QUERY" })).status).toBe(200);
    expect(received.map(({ method, url, bytes }) => ({ method, url, bytes }))).toEqual([
      { method: "OPTIONS", url: "/api/orders/receipt/abc", bytes: 0 },
      { method: "QUERY", url: "/api/designs", bytes: 0 },
    ]);
  });

  it("keeps the caller's trace context to itself: the next hop's comes from the edge's own span", async () => {
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    await fetch(`${edgeUrl}/api/orders`, {
      method: "POST",
      headers: { traceparent, "content-type": "application/json" },
      body: "{}",
    });
    expect(received).toEqual([expect.objectContaining({ url: "/api/orders", traceparent: undefined })]);
  });

  it("answers TRACE with the target's 405 and Allow, asking it with OPTIONS", async () => {
    const response = await fetchRaw(edgeUrl, "TRACE", "/api/orders/receipt/abc");
    expect(response).toEqual({ status: 405, allow: "GET", body: JSON.stringify({ message: "Method TRACE not allowed" }) });
    expect(received.map(({ method }) => method)).toEqual(["OPTIONS"]);
  });

  it("forwards an upload form larger than the edge's limit to /api/, byte for byte", async () => {
    const response = await fetch(`${edgeUrl}/api/posts`, { method: "POST", body: form(EDGE_LIMIT * 4) });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]!.bytes).toBeGreaterThan(EDGE_LIMIT * 4);
  });

  it("refuses a form over the form limit with 413, forwarding nothing", async () => {
    const response = await fetch(`${edgeUrl}/api/posts`, { method: "POST", body: form(FORM_LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(received).toEqual([]);
  });

  it("refuses any other body over the edge's limit on /api/ with 413, forwarding nothing", async () => {
    for (const type of ["application/json", "text/plain", "application/octet-stream"]) {
      const response = await fetch(`${edgeUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": type },
        body: json(EDGE_LIMIT),
      });
      expect(response.status, type).toBe(413);
    }
    expect(received).toEqual([]);
    const small = await fetch(`${edgeUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: json(100),
    });
    expect(small.status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it("keeps the edge's limit on /graphql, forms included", async () => {
    const big = await fetch(`${edgeUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: json(EDGE_LIMIT),
    });
    expect(big.status).toBe(413);
    const upload = await fetch(`${edgeUrl}/graphql`, { method: "POST", body: form(EDGE_LIMIT * 2) });
    expect(upload.status).toBe(413);
    expect(received).toEqual([]);
  });
});
