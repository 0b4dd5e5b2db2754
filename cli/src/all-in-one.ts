import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Gateway, InProcessDataSource } from "@highcotton/gateway";
import {
  type BaseConfig,
  createHttpServer,
  type EventBus,
  type Logger,
  metricsAccess,
  type RunningService,
  startService,
} from "@highcotton/kit";
import { InProcessGraphClient, registerRestAdapter } from "@highcotton/rest-adapter";
import { registerCompression } from "./compression.ts";
import { registerGraphqlEndpoint } from "./graphql-endpoint.ts";
import { createInfrastructure, ServiceStores } from "./infrastructure.ts";
import { registerMedia } from "./media.ts";
import { seedDemoStores } from "./seed/demo-stores.ts";
import { SERVICES } from "./services.ts";
import { ensureWebBuilt, registerWebApp } from "./web-app.ts";

export interface AllInOne {
  url: string;
  /** The running services, for tools that reach a subgraph directly (benchmarks). */
  services: RunningService[];
  /** The in-process event bus, for tools that watch events arrive (benchmarks). */
  bus: EventBus;
  stop(): Promise<void>;
}

/**
 * The embedded topology: every service, the gateway, the REST adapter and the web app in one
 * process on one port, with in-process hops between them.
 */
export async function startAllInOne(
  config: BaseConfig,
  logger: Logger,
  options: { seed: boolean; seedStores: boolean },
): Promise<AllInOne> {
  // A setting no service can run with stops start-up in one line, before any store is opened.
  for (const definition of SERVICES) definition.checkSettings(config);
  mkdirSync(resolve(config.DATA_DIR), { recursive: true });
  // Known for sure once the server listens (PORT=0 picks a free port); services read it lazily.
  let publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  // What has started so far, stopped in reverse by stopParts: on a failed start as on stop().
  const infrastructure = createInfrastructure(config, logger);
  const stores = ServiceStores.forAllInOne(config, logger);
  const services: RunningService[] = [];
  let gateway: Gateway | undefined;
  const stopParts = async () => {
    for (const service of services) await service.stop(); // relays finish their batch
    await gateway?.stop();
    await infrastructure.bus.close();
    await stores.close();
  };
  const startServicesAndGateway = async () => {
    for (const definition of SERVICES) {
      const database = await stores.open(definition.name);
      services.push(await startService(definition, { ...infrastructure, config, logger, database, publicUrl: () => publicUrl }));
    }
    gateway = new Gateway({
      logger: logger.child({ part: "gateway" }),
      dataSources: Object.fromEntries(services.map((service) => [service.name, new InProcessDataSource(service.subgraph)])),
      introspection: config.NODE_ENV !== "production",
      maxDepth: config.GRAPHQL_MAX_DEPTH,
      maxAliases: config.GRAPHQL_MAX_ALIASES,
    });
    await gateway.start();
    return gateway;
  };
  // The web app builds (first start only) while the services start. Both are waited for before
  // either's failure is thrown, and a start-up that fails stops the build instead of leaving it
  // running. Whatever had started is stopped before the failure is thrown, so a caller that goes
  // on (a benchmark, a test) is not left with open stores and running relays.
  const webBuildStopped = new AbortController();
  const [started, built] = await Promise.allSettled([
    startServicesAndGateway().catch((error: unknown) => {
      webBuildStopped.abort();
      throw error;
    }),
    ensureWebBuilt(logger, webBuildStopped.signal),
  ]);
  if (started.status === "rejected" || built.status === "rejected") {
    await stopParts().catch((error: unknown) => logger.error({ err: error }, "stopping after a failed start failed"));
    throw started.status === "rejected" ? started.reason : (built as PromiseRejectedResult).reason;
  }
  const graph = started.value;

  const server = createHttpServer({
    logger,
    readiness: services.flatMap((service) => service.readiness),
    trustedProxies: config.TRUSTED_PROXIES,
    // One port for every part and the public: the services' and gateway's metrics carry their own labels.
    metrics: metricsAccess(config, "all-in-one", { public: true }),
  });
  // Requests held open (a dashboard waiting for new orders) are answered so closing does not wait on them.
  server.addHook("preClose", async () => {
    for (const service of services) service.drain();
  });
  registerCompression(server);
  registerGraphqlEndpoint(server, graph.apollo, {
    bodyLimit: config.GRAPHQL_BODY_LIMIT,
    trustForwarded: false,
    context: Gateway.contextFrom,
  });
  try {
    await registerRestAdapter(server, { graph: new InProcessGraphClient(graph) });
    registerMedia(server, infrastructure.storage);
    await registerWebApp(server, { production: config.NODE_ENV === "production" });
    await server.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    // The port taken, say: nothing started stays running.
    await server.close();
    await stopParts();
    throw error;
  }
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const url = publicUrl;

  const seedMarker = join(resolve(config.DATA_DIR), ".seeded");
  let seeding: Promise<void> = Promise.resolve();
  // Demo sales wait for designs to render; stopping must not wait for them.
  const seedingStopped = new AbortController();
  if (options.seed && !existsSync(seedMarker)) {
    for (const service of services) await service.seed();
    // Demo stores go through the graph like real owners; the URL need not wait for them.
    seeding = (async () => {
      if (options.seedStores) {
        // Each service's jobs wait until its own demo data is in: commerce's past sales reach
        // fulfillment as leads already past their deadlines, which the demo print shop takes first.
        const releases = services.map((service) => service.holdJobs());
        try {
          await seedDemoStores((query, variables, headers = {}) => graph.execute({ query, variables }, headers), logger);
          for (const [index, service] of services.entries()) {
            await service.seedOnDemoStores(seedingStopped.signal);
            releases[index]?.();
          }
        } finally {
          for (const release of releases) release();
        }
        // Stopped part-way: the next start seeds what is missing (each step is safe to run twice).
        if (seedingStopped.signal.aborted) return;
      }
      writeFileSync(seedMarker, new Date().toISOString());
      logger.info("seeded demo data");
    })().catch((error) => logger.error({ err: error }, "seeding demo data failed; it runs again on the next start"));
  }

  let stopped = false;
  return {
    url,
    services,
    bus: infrastructure.bus,
    async stop() {
      if (stopped) return;
      stopped = true;
      seedingStopped.abort();
      await seeding;
      await server.close(); // stop intake, finish requests in flight
      await stopParts();
    },
  };
}
