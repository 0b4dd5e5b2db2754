import { readFileSync } from "node:fs";
import { paymentsModeOf, requireProviderKeys } from "@highcotton/billing";
import { defineService, mergeResolvers } from "@highcotton/kit";
import {
  CustomDesignGeneratedSchema,
  DesignsGeneratedSchema,
  DesignsRequestedSchema,
  DesignVisibilityChangedSchema,
  DispensaryCreatedSchema,
  DispensaryFeePaidSchema,
  DispensaryFeeRenewalFailedSchema,
  OrderPlacedSchema,
} from "@highcotton/proto";
import type { CatalogDeps } from "./application/catalog-deps.ts";
import { GenerationWorker } from "./application/generation-worker.ts";
import { PrintFileWorker } from "./application/print-file-worker.ts";
import { renewDispensaryFees } from "./application/renew-dispensary-fees.ts";
import { resolveFeeAttempts } from "./application/resolve-fee-attempts.ts";
import { scheduleMonthlyDesigns } from "./application/schedule-monthly-designs.ts";
import { catalogSharedReads } from "./application/shared-reads.ts";
import { onDispensaryCreated } from "./events/dispensary-created.consumer.ts";
import { onOrderPlaced } from "./events/order-placed.consumer.ts";
import { createFeeCharges, feeSettings } from "./fees/settings.ts";
import { createArtworkGenerator, generatorSettings } from "./generation/create-generator.ts";
import { renderSettings } from "./generation/design-images.ts";
import { designResolvers } from "./resolvers/design.resolver.ts";
import { dispensaryResolvers } from "./resolvers/dispensary.resolver.ts";
import { ownerDesignResolvers } from "./resolvers/owner-designs.resolver.ts";
import { storeFeesOperatorResolvers } from "./resolvers/store-fees-operator.resolver.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Catalog's own settings: who takes stores' fees, how design images are made and rendered (read where they are used). */
const catalogSettings = feeSettings.extend({
  OPENAI_API_KEY: generatorSettings.shape.OPENAI_API_KEY.describe(
    "Unset: the offline procedural generator draws designs. Set: OpenAI Images makes the artwork (and moderates custom prompts); results are scaled to the 3600 x 3600 px print size.",
  ),
  OPENAI_BASE_URL: generatorSettings.shape.OPENAI_BASE_URL.describe(
    "Another endpoint speaking the OpenAI API (a proxy); unset: OpenAI's own.",
  ),
  OPENAI_IMAGE_MODEL: generatorSettings.shape.OPENAI_IMAGE_MODEL.describe(
    "A model OpenAI serves with transparent backgrounds (gpt-image-1 is shut down); e.g. gpt-image-2.5-sunburst.",
  ),
  OPENAI_IMAGE_QUALITY: generatorSettings.shape.OPENAI_IMAGE_QUALITY.describe("low | medium | high | auto"),
  DESIGN_RENDER_THREADS: renderSettings.shape.DESIGN_RENDER_THREADS.describe(
    "Threads that compose and render designs (print PNG, mockup, thumbnail) off the event loop; unset: one fewer than the machine's cores, at least 1 and at most 2 (each holds a 3600 px image).",
  ),
});

export const catalogService = defineCatalogService();

/**
 * The catalog service. `adjust` sees and may change its wiring before anything uses it; tests
 * use it for a clock they move or an artwork generator they control.
 */
export function defineCatalogService(adjust: (deps: CatalogDeps) => CatalogDeps = (deps) => deps) {
  return defineService({
    name: "catalog",
    port: 4002,
    owns: "dispensaries, designs and their generation jobs and print files, QR codes, reactions, store analytics",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: catalogSettings,
    secrets: ["OPENAI_API_KEY", "STRIPE_SECRET_KEY"],
    publishes: [
      DispensaryCreatedSchema,
      DispensaryFeePaidSchema,
      DispensaryFeeRenewalFailedSchema,
      DesignsRequestedSchema,
      DesignsGeneratedSchema,
      CustomDesignGeneratedSchema,
      DesignVisibilityChangedSchema,
    ],
    consumes: [DispensaryCreatedSchema, OrderPlacedSchema],
    deployment: {
      memoryLimit: "1Gi",
      probeTimeoutSeconds: 5,
      why: "Print files are 3600 px PNGs rendered with sharp and resvg: more memory than the other parts, and rendering holds the event loop for a second or two, so the probes allow a longer answer.",
    },
    // In production stores' fees without Stripe's key would be "paid" through the offline provider.
    checkSettings: (settings, config) =>
      requireProviderKeys(paymentsModeOf(config), { STRIPE_SECRET_KEY: settings.STRIPE_SECRET_KEY }),
    build(context, settings) {
      // The offline provider reads the clock the wiring ends up with (tests move it).
      const clock = () => deps.now();
      const deps: CatalogDeps = adjust({
        ...createFeeCharges(settings, { db: context.db, now: clock }),
        db: context.db,
        database: context.database,
        storage: context.storage,
        generator: createArtworkGenerator(),
        logger: context.logger,
        publicUrl: context.publicUrl,
        now: () => new Date(),
      });
      onDispensaryCreated(context.consumer, deps);
      onOrderPlaced(context.consumer, deps);
      return {
        resolvers: mergeResolvers(
          dispensaryResolvers(deps),
          designResolvers(deps),
          ownerDesignResolvers(deps),
          storeFeesOperatorResolvers(deps),
        ),
        sharedReads: catalogSharedReads,
        workers: [new GenerationWorker(deps), new PrintFileWorker(deps)],
        jobs: [
          { name: "catalog-monthly-designs", everyMs: HOUR, run: async () => void (await scheduleMonthlyDesigns(deps)) },
          { name: "catalog-renew-store-fees", everyMs: HOUR, run: async () => void (await renewDispensaryFees(deps)) },
          // A fee charged by a process that stopped before recording it: its store opens within minutes.
          {
            name: "catalog-resolve-fee-attempts",
            everyMs: 5 * MINUTE,
            run: async () => void (await resolveFeeAttempts(deps)),
          },
        ],
      };
    },
  });
}
