import { readFileSync } from "node:fs";
import { mergeResolvers, type ServiceDefinition } from "@highcotton/kit";
import type { CatalogDeps } from "./application/catalog-deps.ts";
import { scheduleMonthlyDesigns } from "./application/schedule-monthly-designs.ts";
import { registerCatalogConsumers } from "./events/catalog-consumers.ts";
import { createArtworkGenerator } from "./generation/create-generator.ts";
import { GenerationWorker } from "./generation/generation-worker.ts";
import { designResolvers } from "./resolvers/design.resolver.ts";
import { dispensaryResolvers } from "./resolvers/dispensary.resolver.ts";

const HOUR = 60 * 60_000;

export const catalogService: ServiceDefinition = {
  name: "catalog",
  typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
  migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
  build(context) {
    const deps: CatalogDeps = {
      db: context.db,
      database: context.database,
      storage: context.storage,
      generator: createArtworkGenerator(),
      logger: context.logger,
      publicUrl: context.publicUrl,
      now: () => new Date(),
    };
    registerCatalogConsumers(context.consumer, deps);
    return {
      resolvers: mergeResolvers(dispensaryResolvers(deps), designResolvers(deps)),
      workers: [new GenerationWorker(deps)],
      jobs: [{ name: "catalog-monthly-designs", everyMs: HOUR, run: async () => void (await scheduleMonthlyDesigns(deps)) }],
    };
  },
};
