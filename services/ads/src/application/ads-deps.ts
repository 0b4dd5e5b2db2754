import type { CardSubscriptions, OfflineSubscriptions } from "@highcotton/billing";
import type { Database, Db, Logger, ObjectStorage } from "@highcotton/kit";
import type { CreativeInspector } from "../creatives/ports.ts";
import type { AdEventRateLimiter } from "../domain/event-rate-limit.ts";
import type { ImpressionTokens } from "../domain/impression-token.ts";

/** What the ads service's use cases need from the outside. */
export interface AdsDeps {
  db: Db;
  database: Database;
  logger: Logger;
  /** Where flyers, videos and posters are kept, under server-made keys. */
  storage: ObjectStorage;
  /** Judges uploads by their content: images re-encoded, MP4 lengths read from the file. */
  creatives: CreativeInspector;
  /** The clock every rule reads (payments, days, rate limits); tests move it. */
  now: () => Date;
  /** Ad events per session and per client address, counted in this process's memory: past it, 429. */
  adEventLimiter: AdEventRateLimiter;
  /** How many of those may count; past it they are invalid traffic (per_address_cap). */
  validAdEventLimiter: AdEventRateLimiter;
  /** Signs the impression token served with each ad, and checks it when it comes back. */
  impressionTokens: ImpressionTokens;
  /** Bills advertisers' monthly plans. */
  subscriptions: CardSubscriptions;
  /** The offline provider when it is in use: its card form and its monthly renewals. */
  offline?: OfflineSubscriptions;
  /** Stripe Billing's webhook signing secret for advertisers' plans; without it every delivery is refused. */
  stripeBillingWebhookSecret?: string;
  /** Served to the advertiser dashboard's card form when Stripe bills advertisers. */
  stripePublishableKey?: string;
}
