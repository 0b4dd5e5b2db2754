import type { Payouts } from "@highcotton/billing";
import type { Database, Db, Logger } from "@highcotton/kit";
import type { OfflineProviders } from "../payments/create-providers.ts";
import type { CardPayments, WalletPayments } from "../payments/ports.ts";

/** What commerce's use cases need from the outside. */
export interface CommerceDeps {
  db: Db;
  database: Database;
  logger: Logger;
  cards: CardPayments;
  wallet: WalletPayments;
  payouts: Payouts;
  /** The offline adapters in use, for their provider-side steps (confirm a card, approve a wallet order). */
  offline?: OfflineProviders;
  /** Stripe's webhook signing secret; without it every webhook delivery is refused. */
  stripeWebhookSecret?: string;
  /** Served to the web app when cards go through Stripe. */
  stripePublishableKey?: string;
  /** The marketplace's public origin (receipt and approval links). */
  publicUrl: () => string;
  /** The clock every rule reads (sale dates, the 90-day hold, reconciliation's grace); tests move it. */
  now: () => Date;
  /** How long a paid payment may wait for its order before reconciliation places (or refunds) it. */
  reconcileAfterMs: number;
}
