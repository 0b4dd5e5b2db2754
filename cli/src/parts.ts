import { ForwardingDataSource, Gateway } from "@highcotton/gateway";
import {
  type BaseConfig,
  createHttpServer,
  createObjectStorage,
  type Logger,
  metricsAccess,
  startService,
  stopOnSignals,
} from "@highcotton/kit";
import { FORM_BODY_LIMIT, HttpGraphClient, registerRestAdapter } from "@highcotton/rest-adapter";
import type { FastifyInstance } from "fastify";
import { registerCompression } from "./compression.ts";
import { registerGraphqlEndpoint, registerSubgraphEndpoint } from "./graphql-endpoint.ts";
import { createInfrastructure, ServiceStores } from "./infrastructure.ts";
import { registerMedia } from "./media.ts";
import { registerProxy } from "./proxy.ts";
import { demoDataSetting } from "./seed/demo-data-setting.ts";
import { PLANNED_SERVICES, SERVICES } from "./services.ts";
import { ensureWebBuilt, registerWebApp } from "./web-app.ts";

export const PARTS = [...SERVICES.map((service) => service.name), "gateway", "rest-adapter", "web"];

/**
 * The parts only other parts call: no published port in Compose, and Kubernetes' network policies
 * let them hear only from the parts in front of them. Each follows its caller's sampling decision,
 * so a trace is whole across them. The web edge and the all-in-one take requests from outside,
 * and so does any part not named here.
 */
const CALLED_BY_PARTS_ONLY = new Set([...SERVICES.map((service) => service.name), "gateway", "rest-adapter"]);

/** Whether `highcotton start [part]` lets a caller's `traceparent` decide its sampling (request-sampling.ts). */
export const followsCallerSampling = (part: string | undefined): boolean => part !== undefined && CALLED_BY_PARTS_ONLY.has(part);

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set to start this part`);
  return value;
};

/** Where the gateway reaches a subgraph: `<SERVICE>_URL`, as compose and k8s set it. */
const subgraphUrl = (name: string, port: number): string => {
  const setting = `${name.toUpperCase()}_URL`;
  const value = process.env[setting];
  if (!value) throw new Error(`${setting} must be set to start the gateway (e.g. http://${name}:${port}/graphql)`);
  return value;
};

/**
 * One part of the distributed topology (one container each): a service's subgraph with its
 * relay and consumers, the gateway, the REST adapter, or the web edge.
 */
export async function startPart(
  part: string,
  config: BaseConfig,
  logger: Logger,
  /** Run after the part has stopped (exporting the last spans). */
  lastSteps: Array<() => Promise<unknown>> = [],
): Promise<void> {
  const definition = SERVICES.find((service) => service.name === part);
  let server: FastifyInstance;
  const steps: Array<() => Promise<unknown>> = [];
  if (definition) {
    definition.checkSettings(config);
    const infrastructure = createInfrastructure(config, logger);
    const stores = ServiceStores.forPart(config, definition.name, logger);
    const database = await stores.open(definition.name);
    const service = await startService(definition, { ...infrastructure, config, logger, database });
    // Opt-in here (the all-in-one seeds by default in development): the demo accounts, promo code
    // and questions this service owns; safe to run on every start and on several replicas.
    const demoData = demoDataSetting({ SEED_DEMO_DATA: process.env.SEED_DEMO_DATA }, { part: true });
    logger.info(demoData.line);
    if (demoData.seed) await service.seed();
    server = createHttpServer({ logger, readiness: service.readiness, metrics: metricsAccess(config, definition.name) });
    // Requests held open (a dashboard waiting for new orders) are answered so closing does not wait on them.
    server.addHook("preClose", async () => service.drain());
    // Behind the gateway: uploads arrive as base64 in the variables.
    registerSubgraphEndpoint(server, service.subgraph, config.GRAPHQL_INTERNAL_BODY_LIMIT);
    steps.push(
      () => service.stop(),
      () => infrastructure.bus.close(),
      () => stores.close(),
    );
  } else if (part === "gateway") {
    const gateway = new Gateway({
      logger,
      dataSources: Object.fromEntries(
        SERVICES.map(({ name, port }) => [name, new ForwardingDataSource({ url: subgraphUrl(name, port) })]),
      ),
      introspection: config.NODE_ENV !== "production",
      maxDepth: config.GRAPHQL_MAX_DEPTH,
      maxAliases: config.GRAPHQL_MAX_ALIASES,
    });
    await gateway.start();
    server = createHttpServer({ logger, metrics: metricsAccess(config, "gateway") });
    // Behind the web edge, which keeps GRAPHQL_BODY_LIMIT on the public /graphql; the REST adapter's
    // uploads arrive here as base64.
    registerGraphqlEndpoint(server, gateway.apollo, {
      bodyLimit: config.GRAPHQL_INTERNAL_BODY_LIMIT,
      trustForwarded: true,
      context: Gateway.contextFrom,
    });
    steps.push(() => gateway.stop());
  } else if (part === "rest-adapter") {
    server = createHttpServer({ logger, trustForwarded: true, metrics: metricsAccess(config, "rest-adapter") });
    await registerRestAdapter(server, { graph: new HttpGraphClient(required("GATEWAY_URL")) });
  } else if (part === "web") {
    await ensureWebBuilt(logger);
    server = createHttpServer({
      logger,
      bodyLimit: config.GRAPHQL_BODY_LIMIT,
      trustedProxies: config.TRUSTED_PROXIES,
      // The public entry: its /metrics is never served to the internet without METRICS_TOKEN.
      metrics: metricsAccess(config, "web", { public: true }),
    });
    // Only the edge compresses: the hops behind it are local, where it would cost without saving.
    registerCompression(server);
    registerProxy(server, { prefix: "/graphql", target: required("GATEWAY_URL") });
    registerProxy(server, { prefix: "/api/", target: required("REST_URL"), formBodyLimit: FORM_BODY_LIMIT });
    // SPEC's wallet calls live at the root under the wallet provider's name.
    registerProxy(server, { prefix: "/paypal/", target: required("REST_URL") });
    // The edge only serves media: it needs the object storage, not the signing keys or the bus.
    registerMedia(server, createObjectStorage(config));
    await registerWebApp(server, { production: config.NODE_ENV === "production" });
  } else if (PLANNED_SERVICES.some((service) => service.name === part)) {
    throw new Error(`The ${part} service is planned and not built yet; one of: ${PARTS.join(", ")}`);
  } else {
    throw new Error(`Unknown part "${part}"; one of: ${PARTS.join(", ")}`);
  }
  steps.unshift(() => server.close());
  stopOnSignals(logger, [...steps, ...lastSteps]);
  await server.listen({ port: config.PORT, host: config.HOST });
  logger.info({ part, port: config.PORT }, "started");
}
