import type { Db } from "@highcotton/kit";
import type { MerchantSubscriptions, StartedSubscription } from "../ports.ts";

/**
 * The offline card provider for merchants' subscriptions, which behaves like Stripe test mode and
 * keeps what Stripe would keep in fulfillment's own store.
 */
export class OfflineSubscriptions implements MerchantSubscriptions {
  readonly provider = "offline";

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  subscribe(): Promise<StartedSubscription> {
    void this.db;
    void this.now;
    throw new Error("not built yet");
  }

  resume(): Promise<StartedSubscription> {
    throw new Error("not built yet");
  }

  cancel(): Promise<void> {
    throw new Error("not built yet");
  }
}
