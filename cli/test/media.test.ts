import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages as catalogMessages, PRINT_FILE_RETRY_SECONDS } from "@highcotton/catalog/contract";
import { createHttpServer, createLogger, LocalObjectStorage } from "@highcotton/kit";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { byteRange, registerMedia } from "../src/media.ts";
import { MediaRenditions, RENDITION_WIDTHS, renditionWidthOf } from "../src/media-renditions.ts";

// Stored objects as browsers load them: a video is fetched and sought by byte ranges.

const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

describe("media from storage", () => {
  let server: FastifyInstance;
  let url: string;
  let storage: LocalObjectStorage;

  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), "media-test-"));
    storage = new LocalObjectStorage(folder);
    await storage.put("ads/a/clip.mp4", video, "video/mp4");
    server = createHttpServer({ logger: createLogger({ name: "media-test", level: "silent" }) });
    registerMedia(server, storage);
    url = await server.listen({ port: 0, host: "127.0.0.1" });
    return async () => {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    };
  });

  const get = (range?: string) => fetch(`${url}/media/ads/a/clip.mp4`, { headers: range ? { range } : {} });

  it("serves the whole object with its type, saying ranges are accepted", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
  });

  it("answers a byte range with 206 and that part only", async () => {
    const response = await get("bytes=100-199");
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(response.headers.get("content-length")).toBe("100");
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await response.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

    const probe = await get("bytes=0-1");
    expect(Buffer.from(await probe.arrayBuffer())).toEqual(video.subarray(0, 2));
    const rest = await get("bytes=900-");
    expect(rest.headers.get("content-range")).toBe("bytes 900-999/1000");
    const tail = await get("bytes=-10");
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(video.subarray(990));
  });

  it("names the object as an attachment when asked to, with a safe name only", async () => {
    const named = await fetch(`${url}/media/ads/a/clip.mp4?download=order-1a2b3c4d-seal-white-L.png`);
    expect(named.headers.get("content-disposition")).toBe('attachment; filename="order-1a2b3c4d-seal-white-L.png"');
    for (const name of ['a"b.png', "../x.png", "", "a b.png"]) {
      const response = await fetch(`${url}/media/ads/a/clip.mp4?download=${encodeURIComponent(name)}`);
      expect({ name, disposition: response.headers.get("content-disposition") }).toEqual({ name, disposition: null });
    }
    expect((await get()).headers.get("content-disposition")).toBeNull();
  });

  it("answers 416 for a range past the end, and the whole object for one it does not serve", async () => {
    const past = await get("bytes=1000-");
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */1000");
    for (const range of ["bytes=0-1,5-6", "items=0-1", "bytes=9-2", "bytes=abc"]) {
      const response = await get(range);
      expect({ range, status: response.status }).toEqual({ range, status: 200 });
      expect((await response.arrayBuffer()).byteLength).toBe(1000);
    }
  });

  it("answers 404 for what is not stored, and for keys that could leave the folder", async () => {
    expect((await fetch(`${url}/media/ads/a/none.mp4`)).status).toBe(404);
    expect((await fetch(`${url}/media/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  it("answers 503 with Retry-After for a store design's print file not drawn yet (it is drawn at the first order)", async () => {
    const printFile = await fetch(`${url}/media/designs/1f0c/initial-3-print-${"ab".repeat(12)}.png?download=order.png`);
    expect(printFile.status).toBe(503);
    expect(printFile.headers.get("retry-after")).toBe(String(PRINT_FILE_RETRY_SECONDS));
    expect(await printFile.json()).toEqual({ message: catalogMessages.printFileBeingDrawn });
    expect((await fetch(`${url}/media/designs/1f0c/initial-3-front.webp`)).status).toBe(404);
  });
});

describe("pictures drawn at the width a page asks for", () => {
  let url: string;
  let storage: LocalObjectStorage;
  // A photo-like picture (noise does not compress away), as wide as a design's thumbnail.
  const picture = (width: number, seed: number) =>
    sharp(Buffer.from(Array.from({ length: width * width * 3 }, (_, index) => (index * seed * 2654435761) >>> 24)), {
      raw: { width, height: width, channels: 3 },
    })
      .webp({ quality: 90 })
      .toBuffer();
  const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), "media-renditions-"));
    storage = new LocalObjectStorage(folder);
    await storage.put("designs/d/thumb.webp", await picture(400, 7), "image/webp");
    const server = createHttpServer({ logger: createLogger({ name: "media-test", level: "silent" }) });
    registerMedia(server, storage);
    url = await server.listen({ port: 0, host: "127.0.0.1" });
    return async () => {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    };
  });

  it("answers ?w= with a smaller WebP at the kept width that covers it, and the stored picture when it is no wider", async () => {
    const stored = await fetch(`${url}/media/designs/d/thumb.webp`);
    const storedBytes = (await stored.arrayBuffer()).byteLength;
    const small = await fetch(`${url}/media/designs/d/thumb.webp?w=200`);
    expect(small.headers.get("content-type")).toBe("image/webp");
    const smallBytes = (await small.clone().arrayBuffer()).byteLength;
    expect(await widthOf(small)).toBe(240);
    expect(smallBytes).toBeLessThan(storedBytes / 2);
    // Asked wider than stored, or not as a width: the stored picture.
    for (const w of ["480", "99999", "0", "-5", "2e2", "abc"]) {
      const response = await fetch(`${url}/media/designs/d/thumb.webp?w=${w}`);
      expect({ w, bytes: (await response.arrayBuffer()).byteLength }).toEqual({ w, bytes: storedBytes });
    }
  });

  it("draws a picture stored anew under the same key again, never its old rendition", async () => {
    expect(await widthOf(await fetch(`${url}/media/designs/d/thumb.webp?w=160`))).toBe(160);
    await storage.put("designs/d/thumb.webp", await picture(120, 3), "image/webp");
    expect(await widthOf(await fetch(`${url}/media/designs/d/thumb.webp?w=160`))).toBe(120);
  });

  it("sends the stored bytes, not to be cached, for a picture it failed to draw or had no room to queue, and tries again later", async () => {
    const renditions = new MediaRenditions();
    const broken = { body: Buffer.from("not a png at all"), contentType: "image/png" };
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await renditions.of(broken, 160)).toEqual({ ...broken, lasting: false });
    }
    // More distinct pictures at once than it queues: the overflow goes as stored, each drawn once asked again.
    const pictures = await Promise.all(
      Array.from({ length: 70 }, async (_, seed) => ({ body: await picture(200, seed + 11), contentType: "image/webp" })),
    );
    const answers = await Promise.all(pictures.map((source) => renditions.of(source, 160)));
    const refused = answers.flatMap((answer, index) => (answer.lasting ? [] : [index]));
    expect(refused.length).toBeGreaterThan(0);
    for (const index of refused) expect(answers[index]?.body).toBe(pictures[index]?.body);
    const again = await renditions.of(pictures[refused[0] ?? 0] as (typeof pictures)[number], 160);
    expect(again.lasting).toBe(true);
    expect((await sharp(again.body).metadata()).width).toBe(160);
  });

  it("draws at most so many new renditions a window for one address, then sends it stored pictures; kept ones and other addresses are not held back", async () => {
    let now = new Date("2026-11-29T10:00:00Z");
    const renditions = new MediaRenditions({ drawingsPerAddress: { max: 2, windowSeconds: 60 }, now: () => now });
    const [first, second, third] = await Promise.all(
      [21, 22, 23].map(async (seed) => ({ body: await picture(200, seed), contentType: "image/webp" })),
    );
    if (!first || !second || !third) throw new Error("no pictures");
    expect((await renditions.of(first, 160, "203.0.113.9")).lasting).toBe(true);
    expect((await renditions.of(second, 160, "203.0.113.9")).lasting).toBe(true);
    // A third new drawing for the same address: the stored picture, not to be cached.
    expect(await renditions.of(third, 160, "203.0.113.9")).toEqual({ ...third, lasting: false });
    // What is drawn already still goes to it; another address has its own count.
    expect((await sharp((await renditions.of(first, 160, "203.0.113.9")).body).metadata()).width).toBe(160);
    const forAnother = await renditions.of(third, 160, "198.51.100.4");
    expect([forAnother.lasting, (await sharp(forAnother.body).metadata()).width]).toEqual([true, 160]);
    // A window later the first address draws again.
    now = new Date(now.getTime() + 61_000);
    expect((await renditions.of(second, 240, "203.0.113.9")).lasting).toBe(true);
  });

  it("rounds a width up to the widths it keeps, so a picture has a bounded number of renditions", () => {
    expect(renditionWidthOf("1")).toBe(RENDITION_WIDTHS[0]);
    expect(renditionWidthOf("241")).toBe(320);
    expect(renditionWidthOf(String(RENDITION_WIDTHS.at(-1)))).toBe(RENDITION_WIDTHS.at(-1));
    expect(renditionWidthOf(String((RENDITION_WIDTHS.at(-1) ?? 0) + 1))).toBeNull();
    expect(renditionWidthOf(["240"])).toBeNull();
  });
});

describe("reading a Range header", () => {
  it("reads the three forms and clamps the end", () => {
    expect(byteRange("bytes=0-99", 50)).toEqual({ start: 0, end: 49 });
    expect(byteRange("bytes=10-", 50)).toEqual({ start: 10, end: 49 });
    expect(byteRange("bytes=-100", 50)).toEqual({ start: 0, end: 49 });
    expect(byteRange("bytes=-0", 50)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-", 0)).toBe("unsatisfiable");
    expect(byteRange(undefined, 50)).toBeNull();
    expect(byteRange("bytes=-", 50)).toBeNull();
  });
});
