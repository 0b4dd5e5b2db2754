// The house's dependency rules (ARCHITECTURE.md "Rules"): services never reach into each other,
// domain code stays pure, and the edges (gateway, REST adapter) never import a service's code.
const INFRASTRUCTURE_PACKAGES =
  "(drizzle-orm|drizzle-kit|pg|kafkajs|minio|fastify|@fastify/[^/]+|@apollo/[^/]+|graphql|jsonwebtoken|pino)";

/** A service's contract module: the one part of a service the edges and the web app may import. */
const CONTRACT = "^services/[^/]+/src/contract(\\.ts$|/)";

/** The zod builders every contract's fields are made of: as light as a contract. */
const FORM_FIELDS = "^packages/form-fields/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-service-imports",
      comment:
        "A service may use services/kit and proto, never another service's code; another service's contract (a price it shows, say) is the one exception.",
      severity: "error",
      from: { path: "^services/([^/]+)/" },
      to: { path: "^services/([^/]+)/", pathNot: ["^services/$1/", "^services/kit/", CONTRACT] },
    },
    {
      name: "domain-is-pure",
      comment: "domain/ holds rules and types: no database, bus, HTTP or GraphQL, and no other layer of the service.",
      severity: "error",
      from: { path: "^services/[^/]+/src/domain/" },
      to: {
        path: [
          `(^|/)node_modules/${INFRASTRUCTURE_PACKAGES}/`,
          `^${INFRASTRUCTURE_PACKAGES}$`,
          "^services/[^/]+/src/(db|events|resolvers|application|security)/",
          "^services/kit/src/(?!domain\\.ts$|errors\\.ts$|money\\.ts$|rate-limit\\.ts$|validation\\.ts$|auth/roles\\.ts$)",
          // Billing's pure module (card rules, billing periods, the provider port's types) only.
          "^packages/billing/src/(?!domain\\.ts$)",
        ],
      },
    },
    {
      name: "layers-inside-a-service",
      comment:
        "Inside a service, resolvers → application → domain: resolvers parse and map, application code runs use cases; neither reaches upwards.",
      severity: "error",
      from: { path: "^services/([^/]+)/src/(application|events|db)/" },
      to: { path: "^services/$1/src/resolvers/" },
    },
    {
      name: "only-application-and-events-touch-db",
      comment:
        "Tables are read and written by use cases (application/) and event consumers (events/), never by resolvers or adapters. An offline payment or subscription provider stands in for a provider's own servers and keeps its state in the service's store.",
      severity: "error",
      from: {
        path: "^services/([^/]+)/src/",
        pathNot: ["^services/[^/]+/src/(application|events|db|payments/offline|subscriptions/offline)/", "^services/kit/"],
      },
      to: { path: "^services/$1/src/db/" },
    },
    {
      name: "no-reaching-into-another-package",
      comment:
        "Another workspace is used through its package name and exports (@highcotton/kit/…), never by a relative path into its files.",
      severity: "error",
      from: { path: "^(services/[^/]+|packages/[^/]+|gateway|rest-adapter|web|cli|e2e|proto)/" },
      to: {
        dependencyTypes: ["local"],
        path: "^(services/[^/]+|packages/[^/]+|gateway|rest-adapter|web|cli|e2e|proto)/",
        pathNot: "^$1/",
      },
    },
    {
      name: "web-is-a-browser-app",
      comment:
        "The web app talks to the graph over HTTP: no service kit, no event contracts, no server code. Contracts and the form fields they are made of are the exception.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^(services|packages|proto|gateway|rest-adapter|cli)/", pathNot: [CONTRACT, FORM_FIELDS] },
    },
    {
      name: "rest-adapter-stays-light",
      comment:
        "The REST adapter maps HTTP to GraphQL: it loads the kit's light subpaths (validation, errors), never the database, Kafka or S3 drivers.",
      severity: "error",
      from: { path: "^rest-adapter/src/" },
      to: {
        reachable: true,
        // The kit's modules that load those drivers (node_modules are not cruised).
        path: "^services/kit/src/(index\\.ts$|bus/|db/|storage/|runtime/|events/|testing/)",
      },
    },
    {
      name: "edges-do-not-import-services",
      comment:
        "The gateway and REST adapter talk to services over GraphQL only; a service's contract (its schemas, limits and messages) is the one module they may import.",
      severity: "error",
      from: { path: "^(gateway|rest-adapter|web)/" },
      to: { path: "^services/(?!kit/)", pathNot: CONTRACT },
    },
    {
      name: "contracts-are-standalone",
      comment:
        "A service's contract (input schemas, limits, messages) is read by the REST adapter and the browser: it imports zod, the shared form fields and its own contract files, nothing else.",
      severity: "error",
      from: { path: "^services/([^/]+)/src/contract(\\.ts$|/)" },
      to: { pathNot: ["^services/$1/src/contract(\\.ts$|/)", FORM_FIELDS, "(^|/)node_modules/zod/", "^zod$"] },
    },
    {
      name: "services-do-not-import-edges",
      severity: "error",
      from: { path: "^(services|proto)/" },
      to: { path: "^(gateway|rest-adapter|web|cli|e2e)/" },
    },
    {
      name: "design-art-is-standalone",
      comment: "The design art engine is a library: no service, kit, database, bus or edge code.",
      severity: "error",
      from: { path: "^packages/design-art/" },
      to: {
        path: [
          "^(services|proto|gateway|rest-adapter|web|cli|e2e)/",
          `(^|/)node_modules/${INFRASTRUCTURE_PACKAGES}/`,
          `^${INFRASTRUCTURE_PACKAGES}$`,
        ],
      },
    },
    {
      name: "form-fields-are-zod-only",
      comment:
        "The form fields are loaded by every contract, so by the browser: zod and their own files, no service, kit, proto, edge or server code.",
      severity: "error",
      from: { path: "^packages/form-fields/src/" },
      to: { pathNot: [FORM_FIELDS, "(^|/)node_modules/zod/", "^zod$"] },
    },
    {
      name: "billing-uses-the-kit-and-proto-only",
      comment:
        "Billing is a library services run in-process: it builds on the kit (db, errors, validation) and the form fields (the card rules the card form checks too) and may use proto's event contracts; no service, edge or other package.",
      severity: "error",
      from: { path: "^packages/billing/" },
      to: { path: "^(services/(?!kit/)[^/]+|packages/(?!billing/|form-fields/)[^/]+|gateway|rest-adapter|web|cli|e2e)/" },
    },
    {
      name: "billing-domain-is-pure",
      comment:
        "What billing's domain module exports is imported by services' domain code, so it stays free of the database, Stripe and HTTP.",
      severity: "error",
      from: {
        path: "^packages/billing/src/(domain|cards|billing-period|card-attempt-limit|card-charges|ports|subscription-end)\\.ts$",
      },
      to: {
        path: [
          `(^|/)node_modules/(${INFRASTRUCTURE_PACKAGES}|stripe)/`,
          `^(${INFRASTRUCTURE_PACKAGES}|stripe)$`,
          "^services/kit/src/(?!errors\\.ts$|rate-limit\\.ts$|validation\\.ts$)",
          "^packages/billing/src/(?!domain\\.ts$|cards\\.ts$|billing-period\\.ts$|card-attempt-limit\\.ts$|card-charges\\.ts$|ports\\.ts$|subscription-end\\.ts$)",
        ],
      },
    },
    {
      name: "test-tooling-stays-in-tests",
      comment:
        "The kit's test tooling (@highcotton/kit/testing: database servers, stripe-mock, harnesses) and a service's test code (its `./bench` measurements among it) are for tests and scripts; code that ships never loads them. The benchmarks (cli/src/bench, loaded by `highcotton bench` alone) are tooling too.",
      severity: "error",
      from: {
        path: "^(services/[^/]+/src|packages/[^/]+/src|gateway/src|rest-adapter/src|cli/src)/",
        pathNot: ["^services/kit/src/testing/", "^cli/src/bench/"],
      },
      to: { path: ["^services/kit/src/testing/", "^services/[^/]+/test/"] },
    },
    {
      name: "no-circular",
      severity: "error",
      from: { path: "^(services|packages|gateway|rest-adapter|cli|web|e2e|proto)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|test/fixtures)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"],
    },
  },
};
