import type { CardSubscriptions, OfflineSubscriptions, Payouts } from "@highcotton/billing";
import type { Database, Db, Logger } from "@highcotton/kit";
import type { LeadDeadlines } from "../domain/lead-deadlines.ts";
import type { LeadChanges } from "./lead-changes.ts";

/** What fulfillment's use cases need from the outside. */
export interface FulfillmentDeps {
  db: Db;
  database: Database;
  logger: Logger;
  /** Bills merchants' $5 a month. */
  subscriptions: CardSubscriptions;
  /** The offline provider when it is in use: its card form and its monthly renewals. */
  offline?: OfflineSubscriptions;
  /** Stripe Billing's webhook signing secret; without it every delivery is refused. */
  stripeBillingWebhookSecret?: string;
  /** Served to the merchant sign-up page when Stripe bills merchants. */
  stripePublishableKey?: string;
  /** Pays merchants' withdrawals out. */
  payouts: Payouts;
  /** The clock every rule reads (renewals, lead times); tests move it. */
  now: () => Date;
  /** When a lead is re-offered nationwide, returned to the pool or withdrawn (and refunded). */
  leadDeadlines: LeadDeadlines;
  /** Merchants' dashboards waiting for the next lead change. */
  leadChanges: LeadChanges;
}
