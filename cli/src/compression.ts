import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type ZlibOptions } from "node:zlib";
import type { FastifyInstance } from "fastify";

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in place, on the event loop; larger ones on the thread
 * pool. Handing a small answer to the pool costs more than compressing it: measured here, a 10 KB
 * answer took 290-440 µs of CPU that way against 130 µs in place (zlib's stream and the hand-off
 * around a few tens of microseconds of compressing), and held the loop about as long. Above a few
 * tens of kilobytes the compressing itself dominates, and the pool keeps the loop serving meanwhile.
 */
export const COMPRESSED_IN_PLACE_MAX_BYTES = 16 * 1024;

/** Text worth compressing. Event streams are text too, but each event must leave when it is written. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|graphql-response\+json|[\w.+-]+\+json|javascript|xml|[\w.+-]+\+xml)|image\/svg\+xml)\b/i;

export type Encoding = "br" | "gzip" | "identity";

/** The encodings the edge can write, best first: brotli is the smaller for the same work. */
const PREFERENCE: Encoding[] = ["br", "gzip"];

/**
 * The encoding an `Accept-Encoding` header asks for: the highest-weighted of br and gzip (br on a
 * tie), `*` standing for any of them, a zero weight refusing one; identity when neither is wanted.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token) weights.set(token === "x-gzip" ? "gzip" : token, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Whether an answer of this type may be compressed (and so depends on Accept-Encoding). */
export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE_TYPE.test(contentType);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Per-answer settings: fast levels (brotli 4 is smaller than gzip 6 at about its speed), a large
 * answer on the thread pool so the event loop keeps serving while it is compressed. Files of the
 * web app are compressed once at build time at the slowest settings instead (`.br`/`.gz`).
 */
async function compress(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  const inPlace = body.length <= COMPRESSED_IN_PLACE_MAX_BYTES;
  if (encoding === "gzip") {
    const options: ZlibOptions = { level: 6 };
    return inPlace ? gzipSync(body, options) : gzipped(body, options);
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  return inPlace ? brotliCompressSync(body, options) : brotli(body, options);
}

function appendVary(current: unknown, name: string): string {
  const values = String(current ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes("*") || values.some((value) => value.toLowerCase() === name.toLowerCase())) return values.join(", ");
  return [...values, name].join(", ");
}

/**
 * Compresses the edge's text answers (REST and GraphQL JSON, pages) with the encoding the browser
 * prefers, once, where they leave for the browser. Left as they are: answers already encoded (the
 * web app's precompressed files), streams (files, event streams: they go as they are written),
 * answers under the threshold, types that are compressed already (images, PDFs) and answers that
 * say `no-transform`. Every compressible answer says `Vary: Accept-Encoding`, compressed or not,
 * so a cache never hands one client's encoding to another.
 */
export function registerCompression(server: FastifyInstance): void {
  server.addHook("onSend", async (request, reply, payload) => {
    const contentType = reply.getHeader("content-type");
    if (typeof contentType !== "string" || !isCompressible(contentType)) return payload;
    if (reply.hasHeader("content-encoding")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    reply.header("vary", appendVary(reply.getHeader("vary"), "accept-encoding"));
    if (/\bno-transform\b/i.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (encoding === "identity") return payload;
    const compressed = await compress(body, encoding);
    reply.header("content-encoding", encoding);
    // fastify writes the length of what is sent; a length set earlier is the uncompressed one.
    reply.removeHeader("content-length");
    return compressed;
  });
}
