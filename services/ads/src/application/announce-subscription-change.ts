import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent, type Tx } from "@highcotton/kit";
import { AdvertiserSubscriptionChangedSchema } from "@highcotton/proto";
import type { advertisers } from "../db/schema.ts";

type AdvertiserRow = typeof advertisers.$inferSelect;

/** Announces, in the transaction of the change, where the advertiser's plan stands now. */
export async function announceSubscriptionChange(tx: Tx, advertiser: AdvertiserRow, at: Date, traceId?: string): Promise<void> {
  await publishEvent(tx, {
    schema: AdvertiserSubscriptionChangedSchema,
    aggregateId: advertiser.id,
    traceId,
    occurredAt: at,
    data: {
      advertiserId: advertiser.id,
      subscriptionStatus: advertiser.subscriptionStatus,
      ...(advertiser.paidThrough && { paidThrough: timestampFromDate(advertiser.paidThrough) }),
      changedAt: timestampFromDate(at),
    },
  });
}
