import { readFileSync } from "node:fs";
import { paymentsModeOf, requireProviderKeys } from "@highcotton/billing";
import { defineService, mergeResolvers } from "@highcotton/kit";
import {
  AdvertisementActivatedSchema,
  AdvertiserAppliedSchema,
  AdvertiserApprovedSchema,
  AdvertiserRejectedSchema,
  AdvertiserSubscriptionChangedSchema,
  UserRegisteredSchema,
} from "@highcotton/proto";
import type { AdsDeps } from "./application/ads-deps.ts";
import { renewOfflineSubscriptions } from "./application/renew-offline-subscriptions.ts";
import { seedDemoAdvertiser } from "./application/seed-demo-advertiser.ts";
import { SharpCreativeInspector } from "./creatives/sharp-creative-inspector.ts";
import { AdEventRateLimiter } from "./domain/event-rate-limit.ts";
import { ImpressionTokens } from "./domain/impression-token.ts";
import { onUserRegistered } from "./events/user-registered.consumer.ts";
import { advertiserResolvers } from "./resolvers/advertiser.resolver.ts";
import { billingResolvers } from "./resolvers/billing.resolver.ts";
import { planResolvers } from "./resolvers/plan.resolver.ts";
import { servingResolvers } from "./resolvers/serving.resolver.ts";
import { adsSettings } from "./settings.ts";
import { createAdvertiserSubscriptions } from "./subscriptions/create-providers.ts";
import { loadImpressionTokenKey, requireSharedTokenSecret } from "./tokens/impression-token-key.ts";

/** How often the offline provider looks for plans whose paid month has ended. */
const RENEWAL_CHECK_MS = 15 * 60_000;

export const adsService = defineAdsService();

/**
 * The ads service. `adjust` sees and may change its wiring before anything uses it; tests use it
 * for a clock they move or a card provider they control.
 */
export function defineAdsService(adjust: (deps: AdsDeps) => AdsDeps = (deps) => deps) {
  return defineService({
    name: "ads",
    port: 4006,
    owns: "advertising plans, advertiser applications, advertisers, advertisements, impressions, clicks",
    typeDefs: readFileSync(new URL("./schema.graphql", import.meta.url), "utf8"),
    migrationsFolder: new URL("./db/migrations", import.meta.url).pathname,
    settings: adsSettings,
    secrets: ["STRIPE_SECRET_KEY", "STRIPE_ADVERTISER_BILLING_WEBHOOK_SECRET", "ADS_IMPRESSION_TOKEN_SECRET"],
    // Every replica must sign impression tokens with the same secret (see requireSharedTokenSecret).
    requiredDistributed: ["ADS_IMPRESSION_TOKEN_SECRET"],
    publishes: [
      AdvertiserAppliedSchema,
      AdvertiserApprovedSchema,
      AdvertiserRejectedSchema,
      AdvertiserSubscriptionChangedSchema,
      AdvertisementActivatedSchema,
    ],
    consumes: [UserRegisteredSchema],
    deployment: { memoryLimit: "768Mi", why: "holds uploaded videos of up to 40 MB in memory while it reads their length" },
    checkSettings: (settings, config) => {
      // In production a card provider without its key would bill through the offline provider.
      requireProviderKeys(paymentsModeOf(config), { STRIPE_SECRET_KEY: settings.STRIPE_SECRET_KEY });
      requireSharedTokenSecret(settings, config);
    },
    build(context, settings) {
      // The offline provider reads the clock the wiring ends up with (tests move it).
      const clock = () => deps.now();
      const deps: AdsDeps = adjust({
        db: context.db,
        database: context.database,
        logger: context.logger,
        storage: context.storage,
        creatives: new SharpCreativeInspector(),
        now: () => new Date(),
        adEventLimiter: new AdEventRateLimiter({
          session: { max: settings.ADS_EVENTS_PER_SESSION_PER_MINUTE, windowSeconds: 60 },
          address: { max: settings.ADS_EVENTS_PER_ADDRESS_PER_MINUTE, windowSeconds: 60 },
        }),
        validAdEventLimiter: new AdEventRateLimiter({
          session: { max: settings.ADS_VALID_EVENTS_PER_SESSION_PER_MINUTE, windowSeconds: 60 },
          address: { max: settings.ADS_VALID_EVENTS_PER_ADDRESS_PER_MINUTE, windowSeconds: 60 },
        }),
        impressionTokens: new ImpressionTokens(
          loadImpressionTokenKey({ secret: settings.ADS_IMPRESSION_TOKEN_SECRET, dataDir: context.config.DATA_DIR }),
        ),
        ...createAdvertiserSubscriptions(settings, { db: context.db, now: clock, mode: paymentsModeOf(context.config) }),
        stripeBillingWebhookSecret: settings.STRIPE_ADVERTISER_BILLING_WEBHOOK_SECRET,
        stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY,
      });
      onUserRegistered(context.consumer, deps);
      return {
        resolvers: mergeResolvers(planResolvers(), advertiserResolvers(deps), billingResolvers(deps), servingResolvers(deps)),
        jobs: [
          {
            name: "ads-renew-subscriptions",
            everyMs: RENEWAL_CHECK_MS,
            run: async () => void (await renewOfflineSubscriptions(deps)),
          },
        ],
        seedOnDemoStores: (signal) => seedDemoAdvertiser(deps, { signal }),
      };
    },
  });
}
