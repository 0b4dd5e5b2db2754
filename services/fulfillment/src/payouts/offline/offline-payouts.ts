import type { MerchantPayouts } from "../ports.ts";

/**
 * Pays nothing out: merchants' withdrawals are settled by hand (or not at all, in a demo). Its
 * reference follows from the withdrawal, so paying the same withdrawal twice answers the same one.
 */
export class OfflineMerchantPayouts implements MerchantPayouts {
  readonly provider = "offline" as const;

  async pay(input: { withdrawalId: string }): Promise<{ reference: string }> {
    return { reference: `po_offline_${input.withdrawalId}` };
  }
}
