import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { AllInOne } from "../all-in-one.ts";
import { runLoad } from "./run-load.ts";
import { benchThreeWays } from "./three-ways.ts";

const POSTS = 1000;
/** Each profile posts a few times: the per-session posting limit allows 5 in 10 minutes. */
const POSTS_PER_PROFILE = 4;
const UPLOADS = 24;
const UPLOAD_CONCURRENCY = [1, 4];
const LOAD_CONCURRENCY = 200;

type Graph = (query: string, variables: Record<string, unknown>, address?: string) => Promise<Record<string, unknown>>;

/**
 * Each bench author writes from an address of its own, as shoppers behind the edge's proxy do
 * (the bench system trusts 127.0.0.1 as that proxy): a thousand posts from one address would be
 * refused by the society's per-address limits long before the bench had its rows.
 */
const addressOf = (index: number) => `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/**
 * The society through `/api`: the first page of `GET /api/community/posts` over 1,000 posts (three
 * ways, and under hundreds of concurrent requests against a plain-HTTP server answering the same
 * bytes), and how many 3 MB phone photos a second `POST /api/community/posts` takes, re-encode
 * included, against the same bytes merely received by a plain HTTP server and re-encoded by sharp
 * alone.
 */
export async function benchCommunity(system: AllInOne): Promise<void> {
  const graph: Graph = async (query, variables, address) => {
    const response = await fetch(new URL("/graphql", system.url), {
      method: "POST",
      headers: { "content-type": "application/json", ...(address ? { "x-forwarded-for": address } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("; "));
    return body.data ?? {};
  };

  const authors = await makeProfiles(graph, Math.ceil(POSTS / POSTS_PER_PROFILE) + UPLOADS);
  const writers = authors.slice(0, Math.ceil(POSTS / POSTS_PER_PROFILE));
  const started = performance.now();
  await inParallel(POSTS, 8, async (index) => {
    const author = writers[Math.floor(index / POSTS_PER_PROFILE)] as Author;
    const { address, ...writer } = author;
    await graph(
      "mutation ($input: CreateCommunityPostInput!) { createCommunityPost(input: $input) { id } }",
      {
        input: {
          ...writer,
          postText: `Bench post ${index}: Blue Dream, smooth and sweet, citrus on the exhale.`,
          brandName: "Bench Farms",
          productName: `Batch ${index % 40}`,
        },
      },
      address,
    );
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `\nSociety posts: ${POSTS} written through /graphql in ${seconds.toFixed(1)} s (${(POSTS / seconds).toFixed(0)}/s, 8 at a time)\n`,
  );

  const reader = writers[0] as Author;
  const listPath = `/api/community/posts?sessionId=${reader.sessionId}`;
  await benchThreeWays({
    title: `GET /api/community/posts, first page of ${POSTS} posts`,
    system,
    restPath: listPath,
    subgraph: "community",
    query:
      "query ($sessionId: String) { communityPosts(sessionId: $sessionId) { nextCursor posts { id profileId postText brandName productName imageUrl thumbnailUrl likesCount lovesCount commentsCount userReactions createdAt profile { displayName city state } } } }",
    variables: { sessionId: reader.sessionId },
  });
  await underLoad(system, listPath);
  await benchUploads(system, authors.slice(writers.length));
}

interface Author {
  sessionId: string;
  profileId: string;
  address: string;
}

async function makeProfiles(graph: Graph, count: number): Promise<Author[]> {
  const authors: Author[] = [];
  await inParallel(count, 8, async (index) => {
    // The browser's session id format (web/src/lib/session-id.ts).
    const sessionId = `session_${Date.now()}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const address = addressOf(index);
    const data = (await graph(
      "mutation ($input: SaveCommunityProfileInput!) { saveCommunityProfile(input: $input) { id } }",
      { input: { sessionId, displayName: `Bench Smoker ${index}`, city: "Denver", state: "CO" } },
      address,
    )) as { saveCommunityProfile: { id: string } };
    authors[index] = { sessionId, profileId: data.saveCommunityProfile.id, address };
  });
  return authors;
}

/** The list at LOAD_CONCURRENCY requests in flight, against a plain server sending the same bytes. */
async function underLoad(system: AllInOne, listPath: string): Promise<void> {
  const url = new URL(listPath, system.url).toString();
  const payload = await (await fetch(url)).text();
  const plain = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end(payload);
  });
  await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
  const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
  const options = { concurrency: LOAD_CONCURRENCY, requests: 1_000_000, warmup: 200, durationMs: 5_000 };
  const baseline = await runLoad({ ...options, url: plainUrl });
  const list = await runLoad({ ...options, url });
  plain.close();
  process.stdout.write(
    [
      `Under load: ${LOAD_CONCURRENCY} requests in flight for 5 s each`,
      `  plain node:http, same bytes (baseline)  ${baseline.rps.toFixed(0).padStart(7)} /s   p50 ${baseline.p50.toFixed(1)} ms   p99 ${baseline.p99.toFixed(1)} ms`,
      `  GET /api/community/posts                ${list.rps.toFixed(0).padStart(7)} /s   p50 ${list.p50.toFixed(1)} ms   p99 ${list.p99.toFixed(1)} ms${list.errors ? `   (${list.errors} errors!)` : ""}`,
      `  list vs baseline: ${(list.rps / baseline.rps).toFixed(3)}x`,
      "",
    ].join("\n"),
  );
}

/** A phone-sized photo of about 3 MB: 4032×3024 with grain, as a camera's JPEG. */
async function phonePhoto(): Promise<Buffer> {
  for (const quality of [92, 88, 85, 82, 80, 78, 75, 70]) {
    const photo = await sharp({
      create: {
        width: 4032,
        height: 3024,
        channels: 3,
        background: { r: 70, g: 110, b: 60 },
        noise: { type: "gaussian", mean: 120, sigma: 18 },
      },
    })
      .jpeg({ quality })
      .toBuffer();
    if (photo.length <= 3.4 * 1024 * 1024) return photo;
  }
  throw new Error("could not make a photo of about 3 MB");
}

async function benchUploads(system: AllInOne, uploaders: Author[]): Promise<void> {
  const photo = await phonePhoto();
  const megabytes = (photo.length / 1024 / 1024).toFixed(1);
  const form = (author: Author) => {
    const body = new FormData();
    body.set("sessionId", author.sessionId);
    body.set("profileId", author.profileId);
    body.set("postText", "Fresh jar, fresh photo.");
    body.set("image", new Blob([photo], { type: "image/jpeg" }), "IMG_0420.jpg");
    return body;
  };

  // Baselines: the same multipart body received (and discarded) by plain node:http, and the
  // re-encode alone (sharp in this process, display and thumbnail copies as the service makes them).
  const sink = createServer((request, response) => {
    request.on("data", () => {});
    request.on("end", () => response.writeHead(201, { "content-type": "application/json" }).end("{}"));
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  const sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/`;

  const rows: string[] = [];
  let next = 0;
  for (const concurrency of UPLOAD_CONCURRENCY) {
    const plain = await timed(UPLOADS, concurrency, async () => {
      const response = await fetch(sinkUrl, { method: "POST", body: form(uploaders[0] as Author) });
      await response.arrayBuffer();
    });
    const reencode = await timed(UPLOADS, concurrency, async () => {
      const source = sharp(photo, { limitInputPixels: 40_000_000 }).rotate();
      await Promise.all([
        source.clone().resize(1600, 1600, { fit: "inside", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
        source.clone().resize(800, 800, { fit: "inside", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
      ]);
    });
    const uploads = await timed(UPLOADS / 2, concurrency, async () => {
      const author = uploaders[next++ % uploaders.length] as Author;
      const response = await fetch(new URL("/api/community/posts", system.url), {
        method: "POST",
        headers: { "x-forwarded-for": author.address },
        body: form(author),
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`POST /api/community/posts: ${response.status} ${text}`);
    });
    rows.push(
      `  ${String(concurrency).padStart(2)} at a time: plain HTTP receive ${plain.toFixed(1).padStart(6)} /s   sharp re-encode alone ${reencode.toFixed(1).padStart(6)} /s   POST /api/community/posts ${uploads.toFixed(1).padStart(6)} /s   (${(uploads / plain).toFixed(3)}x plain, ${(uploads / reencode).toFixed(3)}x re-encode)`,
    );
  }
  sink.close();
  process.stdout.write(
    [
      `Uploads of a ${megabytes} MB 4032×3024 phone photo (multipart, checked, re-encoded to WebP 1600 px + 800 px thumbnail, stored)`,
      ...rows,
      "",
    ].join("\n"),
  );
}

/** Operations a second: `total` runs of `operation`, `concurrency` at a time. */
async function timed(total: number, concurrency: number, operation: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await inParallel(total, concurrency, operation);
  return total / ((performance.now() - started) / 1000);
}

async function inParallel(total: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await work(next++);
    }),
  );
}
