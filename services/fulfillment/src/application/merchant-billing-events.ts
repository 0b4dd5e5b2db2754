import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent, type Tx } from "@highcotton/kit";
import { MerchantSubscribedSchema, MerchantSubscriptionLapsedSchema } from "@highcotton/proto";
import type { merchants } from "../db/schema.ts";
import { MONTHLY_FEE_CENTS } from "../domain/constants.ts";
import type { BillingNotice } from "../domain/subscription-state.ts";

type MerchantRow = typeof merchants.$inferSelect;

/** Announces, in the transaction of the change, that the merchant became active or stopped being so. */
export async function announceBilling(
  tx: Tx,
  merchant: MerchantRow,
  notice: BillingNotice,
  at: Date,
  traceId?: string,
): Promise<void> {
  if (notice.event === "MerchantSubscribed") {
    await publishEvent(tx, {
      schema: MerchantSubscribedSchema,
      aggregateId: merchant.id,
      traceId,
      occurredAt: at,
      data: {
        merchantId: merchant.id,
        userId: merchant.userId,
        businessName: merchant.businessName,
        city: merchant.city,
        state: merchant.state,
        monthlyFeeCents: MONTHLY_FEE_CENTS,
        provider: merchant.provider,
        subscribedAt: timestampFromDate(at),
        currentPeriodEnd: timestampFromDate(merchant.currentPeriodEnd),
      },
    });
    return;
  }
  await publishEvent(tx, {
    schema: MerchantSubscriptionLapsedSchema,
    aggregateId: merchant.id,
    traceId,
    occurredAt: at,
    data: { merchantId: merchant.id, userId: merchant.userId, reason: notice.reason, lapsedAt: timestampFromDate(at) },
  });
}
