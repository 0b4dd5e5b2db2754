import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createHttpServer, createLogger } from "@highcotton/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COMPRESSED_IN_PLACE_MAX_BYTES,
  COMPRESSION_THRESHOLD_BYTES,
  negotiateEncoding,
  registerCompression,
} from "../src/compression.ts";
import { registerWebApp } from "../src/web-app.ts";

// The edge's compression: which encoding each browser gets, and which answers are left alone.

describe("choosing an encoding from Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0.5, gzip;q=0.5", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["gzip;q=0, br;q=0", "identity"],
    ["", "identity"],
    [undefined, "identity"],
  ])("%j gets %s", (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});

const LARGE = JSON.stringify({
  stores: Array.from({ length: 60 }, (_, i) => ({ id: `store-${i}`, name: "High Cotton Threads" })),
});
/** Above the size compressed in place: compressed on the thread pool. */
const HUGE = JSON.stringify({
  stores: Array.from({ length: 400 }, (_, i) => ({ id: `store-${i}`, name: `High Cotton Threads ${i * 7919}` })),
});
const SMALL = JSON.stringify({ status: "ok" });

describe("the edge's answers", () => {
  const edge = async () => {
    const server = createHttpServer({ logger: createLogger({ name: "compression-test", level: "silent" }) });
    registerCompression(server);
    server.get("/large", async (_request, reply) => reply.type("application/json").send(LARGE));
    server.get("/huge", async (_request, reply) => reply.type("application/json").send(HUGE));
    server.get("/small", async (_request, reply) => reply.type("application/json").send(SMALL));
    server.get("/image", async (_request, reply) => reply.type("image/png").send(Buffer.alloc(8192, 7)));
    server.get("/no-transform", async (_request, reply) =>
      reply.type("application/json").header("cache-control", "no-transform").send(LARGE),
    );
    server.get("/events", async (_request, reply) =>
      reply.type("text/event-stream").send(Readable.from([`data: ${"x".repeat(2048)}\n\n`])),
    );
    return server;
  };

  it("compresses JSON above the threshold with the encoding the browser prefers, in place or on the pool", async () => {
    expect(Buffer.byteLength(LARGE)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(Buffer.byteLength(LARGE)).toBeLessThanOrEqual(COMPRESSED_IN_PLACE_MAX_BYTES);
    expect(Buffer.byteLength(HUGE)).toBeGreaterThan(COMPRESSED_IN_PLACE_MAX_BYTES);
    const server = await edge();
    for (const [url, sent] of [
      ["/large", LARGE],
      ["/huge", HUGE],
    ] as const) {
      const br = await server.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("accept-encoding");
      expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(sent);

      const gzip = await server.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(sent);
    }

    const plain = await server.inject({ url: "/large" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body).toBe(LARGE);
    await server.close();
  });

  it("leaves small answers, images, no-transform answers and event streams as they are", async () => {
    const server = await edge();
    const accept = { "accept-encoding": "br, gzip" };
    const small = await server.inject({ url: "/small", headers: accept });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toContain("accept-encoding");
    expect(small.body).toBe(SMALL);

    const image = await server.inject({ url: "/image", headers: accept });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary ?? "").not.toContain("accept-encoding");
    expect(image.rawPayload.length).toBe(8192);

    const noTransform = await server.inject({ url: "/no-transform", headers: accept });
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(noTransform.body).toBe(LARGE);

    const events = await server.inject({ url: "/events", headers: accept });
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.body).toBe(`data: ${"x".repeat(2048)}\n\n`);
    await server.close();
  });
});

describe("the web app's precompressed files", () => {
  const script = `export const shirts = ${JSON.stringify("High Cotton ".repeat(300))};`;
  const shell = `<!doctype html><title>High Cotton</title>${"<!-- shell -->".repeat(100)}`;
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "web-app-compressed-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "app-3f9a.js"), script);
    writeFileSync(join(root, "assets", "app-3f9a.js.br"), brotliCompressSync(script));
    writeFileSync(join(root, "assets", "app-3f9a.js.gz"), gzipSync(script));
    writeFileSync(join(root, "index.html"), shell);
    writeFileSync(join(root, "index.html.br"), brotliCompressSync(shell));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const edge = async () => {
    const server = createHttpServer({ logger: createLogger({ name: "compression-test", level: "silent" }) });
    registerCompression(server);
    await registerWebApp(server, { production: true, root });
    return server;
  };

  it("sends the .br or .gz copy the browser accepts, as the build wrote it, cached for good", async () => {
    const server = await edge();
    const br = await server.inject({ url: "/assets/app-3f9a.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);

    const gzip = await server.inject({ url: "/assets/app-3f9a.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await server.inject({ url: "/assets/app-3f9a.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body).toBe(script);
    await server.close();
  });

  it("sends the app shell's .br copy to client routes, revalidated on every load", async () => {
    const server = await edge();
    for (const url of ["/", "/marketplace"]) {
      const page = await server.inject({ url, headers: { accept: "text/html", "accept-encoding": "br, gzip" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-encoding"], url).toBe("br");
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(shell);
    }
    // No .gz copy of the shell here: a gzip-only browser gets the file as it is.
    const gzip = await server.inject({ url: "/marketplace", headers: { accept: "text/html", "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBeUndefined();
    expect(gzip.body).toBe(shell);
    await server.close();
  });
});
