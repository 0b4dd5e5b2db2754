import { afterAll, describe, expect, it } from "vitest";
import { edgeMessages } from "../../src/http/error-bodies.ts";
import { createHttpServer } from "../../src/http/http-server.ts";
import { createLogger } from "../../src/logger.ts";
import { type MetricsAccess, metricsAccess } from "../../src/telemetry/metrics-endpoint.ts";

const TOKEN = "a-metrics-token-of-some-length";
const servers: Array<ReturnType<typeof createHttpServer>> = [];
const serverWith = (access: MetricsAccess) => {
  const server = createHttpServer({ logger: createLogger({ name: "test", level: "silent" }), metrics: access });
  servers.push(server);
  return server;
};
afterAll(async () => {
  for (const server of servers) await server.close();
});

const scrape = (server: ReturnType<typeof createHttpServer>, authorization?: string) =>
  server.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("who may read /metrics", () => {
  it("the public edge in production: nobody without METRICS_TOKEN, only its bearer with it", async () => {
    const closed = serverWith(metricsAccess({ NODE_ENV: "production", METRICS_TOKEN: undefined }, "web", { public: true }));
    const refused = await scrape(closed);
    expect([refused.statusCode, refused.json()]).toEqual([404, { message: edgeMessages.notFound }]);

    const guarded = serverWith(metricsAccess({ NODE_ENV: "production", METRICS_TOKEN: TOKEN }, "web", { public: true }));
    for (const wrong of [undefined, "Bearer not-the-token", `Basic ${TOKEN}`]) {
      const answer = await scrape(guarded, wrong);
      expect([answer.statusCode, answer.json()]).toEqual([401, { message: edgeMessages.metricsTokenRequired }]);
    }
    const allowed = await scrape(guarded, `Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["content-type"]).toContain("text/plain");
    expect(allowed.body).toContain("# TYPE nodejs_eventloop_lag_p99_seconds gauge");
  });

  it("a part behind the edge serves its private network, and asks for the token once one is set", async () => {
    const internal = serverWith(metricsAccess({ NODE_ENV: "production", METRICS_TOKEN: undefined }, "catalog"));
    expect((await scrape(internal)).statusCode).toBe(200);
    const guarded = serverWith(metricsAccess({ NODE_ENV: "production", METRICS_TOKEN: TOKEN }, "catalog"));
    expect((await scrape(guarded)).statusCode).toBe(401);
  });

  it("the all-in-one in development serves it to anyone, as it does the mailbox", async () => {
    const local = serverWith(
      metricsAccess({ NODE_ENV: "development", METRICS_TOKEN: undefined }, "all-in-one", { public: true }),
    );
    expect((await scrape(local)).statusCode).toBe(200);
  });
});
