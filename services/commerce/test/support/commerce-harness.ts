import { randomUUID } from "node:crypto";
import type { Database } from "@highcotton/kit";
import { type ServiceHarness, type ServiceHarnessOptions, startServiceHarness, TestClock } from "@highcotton/kit/testing";
import type { CommerceDeps } from "../../src/application/commerce-deps.ts";
import { type DesignFacts, recordDesigns, recordStore } from "../../src/application/replicas.ts";
import { defineCommerceService } from "../../src/service.ts";

export { TestClock };

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** A webhook secret or a provider a test controls; the scheduled jobs (reconciliation, payouts) only when asked. */
export type CommerceHarnessOptions = ServiceHarnessOptions<CommerceDeps>;

export interface StoreFacts {
  id: string;
  ownerUserId: string;
  name: string;
}

/** Commerce started as the product starts it (its definition, consumers and resolvers) on one store. */
export interface CommerceHarness extends ServiceHarness<CommerceDeps> {
  /** A store as catalog's DispensaryCreated announces it. */
  seedStore(store?: Partial<StoreFacts>): Promise<StoreFacts>;
  /** Designs as catalog's DesignsGenerated / CustomDesignGenerated announce them. */
  seedDesigns(designs: Array<Partial<DesignFacts>>): Promise<DesignFacts[]>;
}

const COMMERCE_TABLES = [
  "cart_items",
  "order_items",
  "store_earnings",
  "orders",
  "payments",
  "offline_payments",
  "stripe_webhook_events",
  "withdrawals",
  "design_replicas",
  "store_replicas",
  "store_sales_states",
  "wallet_order_requests",
  "outbox",
  "inbox",
];

let designNumber = 0;

/** A design's facts with sensible defaults (a store design unless `dispensaryId: null`). */
export function designFacts(overrides: Partial<DesignFacts> = {}): DesignFacts {
  const id = overrides.id ?? randomUUID();
  designNumber++;
  return {
    id,
    dispensaryId: null,
    name: `Design ${designNumber}`,
    frontImageUrl: `/media/designs/${id}/front.webp`,
    printFileUrl: `/media/designs/${id}/print.png`,
    isCustom: overrides.dispensaryId === null,
    ...overrides,
  };
}

/** A browser session id in the web app's shape (session_<timestamp>_<random>). */
export const newSessionId = (): string => `session_${Date.now()}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;

export async function startCommerceHarness(
  open: () => Promise<Database>,
  options: CommerceHarnessOptions = {},
): Promise<CommerceHarness> {
  const harness = await startServiceHarness(defineCommerceService, {
    ...options,
    database: await open(),
    tables: COMMERCE_TABLES,
  });

  return {
    ...harness,
    async seedStore(store = {}) {
      const facts = { id: randomUUID(), ownerUserId: randomUUID(), name: "Greenleaf Dispensary", ...store };
      await harness.database.db.transaction((tx) => recordStore(tx, facts));
      return facts;
    },
    async seedDesigns(designs) {
      const facts = designs.map(designFacts);
      await harness.database.db.transaction((tx) => recordDesigns(tx, facts));
      return facts;
    },
  };
}
