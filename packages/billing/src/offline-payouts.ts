import type { Payouts } from "./payouts.ts";

/**
 * Pays nothing out: withdrawals are settled by hand (or not at all, in a demo). Its reference
 * follows from the withdrawal, so paying the same withdrawal twice answers the same reference.
 */
export class OfflinePayouts implements Payouts {
  readonly provider = "offline" as const;

  async pay(input: { withdrawalId: string }): Promise<{ reference: string }> {
    return { reference: `po_offline_${input.withdrawalId}` };
  }
}
