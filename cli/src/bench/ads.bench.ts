import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { BaseConfig } from "@highcotton/kit";
import sharp from "sharp";
import type { AllInOne } from "../all-in-one.ts";
import { operatorGraph } from "../operator/operator-graph.ts";
import { type LoadResult, median, printTable, runLoad } from "./run-load.ts";
import { benchThreeWays } from "./three-ways.ts";

const PASSWORD = "bench-password-420";
const BATCH = 20;
const LOAD_CONCURRENCY = 200;
const ROUNDS = 3;

type Graph = <T>(query: string, variables?: Record<string, unknown>, token?: string) => Promise<T>;

/**
 * Ads through `/api`: the served-ad lookup (`GET /api/ads/serve`, three ways, and its p99 with
 * hundreds in flight), what signing its impression token adds to it (idle and under load, against
 * the same lookup without the token), and how many ad events a second `POST /api/ads/events`
 * answers in batches of 20, against a plain node:http server that reads and parses the same bodies.
 */
export async function benchAds(system: AllInOne, config: BaseConfig): Promise<void> {
  const graph: Graph = async (query, variables = {}, token) => {
    const response = await fetch(new URL("/graphql", system.url), {
      method: "POST",
      headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("; "));
    return body.data as never;
  };
  const operator = operatorGraph(config, system.url);
  // Two advertisers, so the lookup weighs a choice: a flyer and a long video plan.
  await runningAdvertiser(graph, operator, "flyer_50");
  await runningAdvertiser(graph, operator, "medium_250", true);

  const servePath = "/api/ads/serve?placement=marketplace";
  await benchThreeWays({
    title: "GET /api/ads/serve, the served-ad lookup among 2 running ads",
    system,
    restPath: servePath,
    subgraph: "ads",
    // What the REST route asks: the ad and its signed impression token.
    query: `{ servedAdvertisement(placement: marketplace) { ${SERVED_FIELDS} impressionToken } }`,
  });

  await serveWithToken(system);

  const served = (await (await fetch(new URL(servePath, system.url))).json()) as { ad: { id: string } | null };
  if (!served.ad) throw new Error("no ad was served");
  await underLoad(system, servePath, served.ad.id);
}

const SERVED_FIELDS =
  "id kind title description mediaUrl thumbnailUrl width height durationSeconds companyName viewableAfterMs clickUrl";

/**
 * The served-ad lookup with its impression token signed, against the same lookup without it (the
 * baseline: the token is signed only when the query asks for it), through the gateway, idle (one
 * request at a time) and under load; rounds interleave the two, the median round is reported.
 */
async function serveWithToken(system: AllInOne): Promise<void> {
  const url = new URL("/graphql", system.url).toString();
  const lookup = (token: boolean) => ({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `{ servedAdvertisement(placement: marketplace) { ${SERVED_FIELDS}${token ? " impressionToken" : ""} } }`,
    }),
  });
  const baseline = "lookup, no token (baseline)";
  const ways = [
    { title: "idle: 1 in flight, 1000 requests", options: { concurrency: 1, requests: 1000, warmup: 100 } },
    {
      title: `under load: ${LOAD_CONCURRENCY} in flight, 5 s`,
      options: { concurrency: LOAD_CONCURRENCY, requests: 1_000_000, warmup: 200, durationMs: 5_000 },
    },
  ];
  for (const { title, options } of ways) {
    const targets = [
      { name: baseline, load: { ...options, ...lookup(false) } },
      { name: "lookup + signed impression token", load: { ...options, ...lookup(true) } },
    ];
    const rounds: LoadResult[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, target] of targets.entries()) rounds[index]?.push(await runLoad(target.load));
    }
    const results = targets.map((target, index) => ({ name: target.name, result: median(rounds[index] ?? []) }));
    printTable(
      `servedAdvertisement with its impression token, ${title}, median of ${ROUNDS} interleaved rounds`,
      results,
      baseline,
    );
    const [without, signed] = results.map((row) => row.result);
    if (without && signed) {
      process.stdout.write(
        `Signing the token, ${title}: throughput ${(signed.rps / without.rps).toFixed(3)}x, p50 ${(signed.p50 / without.p50).toFixed(3)}x, p99 ${(signed.p99 / without.p99).toFixed(3)}x the lookup without it\n`,
      );
    }
  }
}

async function runningAdvertiser(
  graph: Graph,
  operator: ReturnType<typeof operatorGraph>,
  plan: "flyer_50" | "medium_250",
  video = false,
): Promise<void> {
  const username = `bench_ads_${plan}_${Date.now().toString(36)}`;
  await graph("mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }", {
    input: { username, email: `${username}@bench.example.com`, password: PASSWORD, confirmPassword: PASSWORD, role: "user" },
  });
  const { login } = await graph<{ login: { token: string } }>(
    "mutation ($input: LoginInput!) { login(input: $input) { token } }",
    { input: { username, password: PASSWORD } },
  );
  const { applyToAdvertise } = await graph<{ applyToAdvertise: { id: string } }>(
    "mutation ($input: ApplyToAdvertiseInput!) { applyToAdvertise(input: $input) { id } }",
    {
      input: {
        companyName: `Bench ${plan}`,
        contactEmail: `${username}@bench.example.com`,
        website: "https://bench.example",
        plan,
      },
    },
    login.token,
  );
  await operator("mutation ($id: ID!) { approveAdvertiserApplication(id: $id) { id } }", { id: applyToAdvertise.id });
  await graph('mutation { payAdvertisingPlan(paymentMethodId: "pm_card_visa") { id } }', {}, login.token);
  const flyer = await sharp({ create: { width: 1200, height: 628, channels: 3, background: { r: 40, g: 90, b: 50 } } })
    .jpeg()
    .toBuffer();
  const creative = video ? await demoVideo() : flyer;
  await graph(
    "mutation ($input: UploadAdvertisementInput!) { uploadAdvertisement(input: $input) { id status } }",
    {
      input: {
        title: `Bench ${plan}`,
        creative: { base64: creative.toString("base64") },
        ...(video && { poster: { base64: flyer.toString("base64") } }),
      },
    },
    login.token,
  );
}

async function demoVideo(): Promise<Buffer> {
  const { readFile } = await import("node:fs/promises");
  const { demoVideoPath } = await import("@highcotton/ads/demo");
  return readFile(demoVideoPath);
}

/**
 * The lookup's p99 and the events' throughput, each with LOAD_CONCURRENCY in flight. The batches
 * carry no impression token (one body is replayed), so each is answered and counted as invalid
 * traffic: the same statement, its work going to the invalid counts instead of the valid ones.
 */
async function underLoad(system: AllInOne, servePath: string, adId: string): Promise<void> {
  const eventsBody = JSON.stringify({
    sessionId: "session_1700000000000_{{seq}}",
    events: Array.from({ length: BATCH }, () => ({
      eventId: "ev{{seq}}",
      advertisementId: adId,
      kind: "impression",
      pageViewId: "pv{{seq}}",
      visibleMs: 2500,
    })),
  });
  const plain = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const events = (JSON.parse(body || "{}") as { events?: unknown[] }).events ?? [];
      response
        .writeHead(202, { "content-type": "application/json" })
        .end(JSON.stringify({ accepted: events.length, duplicates: 0 }));
    });
  });
  await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
  const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
  const post = { method: "POST", headers: { "content-type": "application/json" }, body: eventsBody };
  const options = { concurrency: LOAD_CONCURRENCY, requests: 1_000_000, warmup: 200, durationMs: 5_000 };

  const targets = [
    { name: "plain node:http, parse + answer (baseline)", load: { ...options, ...post, url: plainUrl } },
    {
      name: "POST /api/ads/events (20 tokenless per batch)",
      load: { ...options, ...post, url: new URL("/api/ads/events", system.url).toString() },
    },
    { name: "GET /api/ads/serve", load: { ...options, url: new URL(servePath, system.url).toString() } },
  ];
  const rounds: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) rounds[index]?.push(await runLoad(target.load));
  }
  plain.close();
  const results = targets.map((target, index) => ({ name: target.name, result: median(rounds[index] ?? []) }));
  printTable(
    `Ads under load: ${LOAD_CONCURRENCY} requests in flight, 5 s per target, median of ${ROUNDS} interleaved rounds`,
    results,
    targets[0]?.name ?? "",
  );
  const [baseline, events, serve] = results.map((row) => row.result);
  if (baseline && events && serve) {
    const accepted = (events.statuses["202"] ?? 0) / (events.requests / events.rps);
    process.stdout.write(
      [
        `Ad events answered: ${(accepted * BATCH).toFixed(0)} events/s in batches of ${BATCH} (${(events.rps / baseline.rps).toFixed(3)}x the plain server's batches/s); answers ${JSON.stringify(events.statuses)}`,
        `Served-ad lookup under load: p50 ${serve.p50.toFixed(1)} ms, p99 ${serve.p99.toFixed(1)} ms (plain server p99 ${baseline.p99.toFixed(1)} ms)`,
        "",
      ].join("\n"),
    );
  }
}
