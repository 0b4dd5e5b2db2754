import { messages as catalogMessages, PRINT_FILE_RETRY_SECONDS, STORE_PRINT_FILE_KEY } from "@highcotton/catalog/contract";
import { addressKey, edgeMessages, MEDIA_PATH, type ObjectStorage } from "@highcotton/kit";
import type { FastifyInstance } from "fastify";
import { MediaRenditions, renditionWidthOf } from "./media-renditions.ts";

/**
 * `/media/<key>`: objects from storage (QR codes, design images, uploads, ad videos), cached by
 * browsers. A single byte range is answered 206 with that part: browsers fetch and seek videos by
 * ranges, and Safari plays no video whose server ignores them. `?download=<file name>` answers it as
 * an attachment of that name (a print merchant's print file, named for its order, design, colour and
 * size), which a link's `download` attribute alone cannot do for media on another origin. A store
 * design's print file missing for now (drawn at the first order) is 503 with Retry-After.
 * `?w=<pixels>` answers a picture redrawn that wide (rounded up to a kept width; never wider than
 * stored), which pages name in `srcset` so a phone does not load a 400 px thumbnail for 100 px.
 * New drawings are limited per client address (DRAWINGS_PER_ADDRESS); past it, the stored picture.
 */
export function registerMedia(server: FastifyInstance, storage: ObjectStorage): void {
  const renditions = new MediaRenditions();
  server.get(`${MEDIA_PATH}/*`, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    let object: Awaited<ReturnType<ObjectStorage["get"]>>;
    try {
      object = await storage.get(key);
    } catch {
      return reply.code(404).send({ message: edgeMessages.notFound });
    }
    if (!object && STORE_PRINT_FILE_KEY.test(key)) {
      return reply
        .code(503)
        .header("retry-after", String(PRINT_FILE_RETRY_SECONDS))
        .send({ message: catalogMessages.printFileBeingDrawn });
    }
    if (!object) return reply.code(404).send({ message: edgeMessages.notFound });
    const query = request.query as { download?: unknown; w?: unknown };
    const download = downloadNameOf(query.download);
    const width = download ? null : renditionWidthOf(query.w);
    const stored = {
      body: Buffer.from(object.body.buffer, object.body.byteOffset, object.body.byteLength),
      contentType: object.contentType,
    };
    const { body, contentType, lasting } = width
      ? await renditions.of(stored, width, addressKey(request.ip))
      : { ...stored, lasting: true };
    reply
      .header("content-type", contentType)
      // The stored picture sent for a rendition only because drawing was busy is not kept under its URL.
      .header("cache-control", lasting ? "public, max-age=86400" : "no-store")
      .header("x-content-type-options", "nosniff")
      .header("accept-ranges", "bytes");
    if (download) reply.header("content-disposition", `attachment; filename="${download}"`);
    const range = byteRange(request.headers.range, body.length);
    if (range === "unsatisfiable") {
      return reply.code(416).header("content-range", `bytes */${body.length}`).send();
    }
    if (!range) return reply.send(body);
    return reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${body.length}`)
      .send(body.subarray(range.start, range.end + 1));
  });
}

/** A file name to save as: letters, digits, dots, hyphens and underscores only, so it never breaks the header. */
export function downloadNameOf(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(value) ? value : null;
}

/**
 * The one byte range a `Range` header asks of `size` bytes (RFC 9110 §14.1.2): `start-end`,
 * `start-` or `-suffix`, the end clamped to the last byte. Null for no header, several ranges or
 * anything malformed (the whole object is sent); "unsatisfiable" when it starts past the end.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "") {
    // The last `last` bytes.
    if (last === "") return null;
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
