import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent, type Tx } from "@highcotton/kit";
import { AdvertisementActivatedSchema } from "@highcotton/proto";
import { and, eq, gt } from "drizzle-orm";
import { advertisements, advertisers } from "../db/schema.ts";

/**
 * Activates an advertiser's pending advertisements when its plan is paid at `now` (inside the
 * caller's transaction, which also wrote the payment or the upload), publishing
 * AdvertisementActivated for each. An unpaid or lapsed advertiser's ads stay pending. Answers how
 * many became active.
 */
export async function activatePaidAdvertisements(tx: Tx, advertiserId: string, now: Date, traceId?: string): Promise<number> {
  const [paid] = await tx
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(
      and(
        eq(advertisers.id, advertiserId),
        eq(advertisers.subscriptionStatus, "active"),
        eq(advertisers.isActive, true),
        gt(advertisers.paidThrough, now),
      ),
    )
    // Not FOR UPDATE: an upload's new ad row holds a key-share lock on its advertiser, which FOR
    // UPDATE waits for, so two uploads at once would each wait for the other.
    .for("no key update");
  if (!paid) return 0;
  const activated = await tx
    .update(advertisements)
    .set({ status: "active", activatedAt: now })
    .where(and(eq(advertisements.advertiserId, advertiserId), eq(advertisements.status, "pending")))
    .returning();
  for (const ad of activated) {
    await publishEvent(tx, {
      schema: AdvertisementActivatedSchema,
      aggregateId: ad.id,
      traceId,
      occurredAt: now,
      data: {
        advertisementId: ad.id,
        advertiserId,
        kind: ad.kind,
        durationSeconds: ad.durationSeconds ?? 0,
        activatedAt: timestampFromDate(now),
      },
    });
  }
  return activated.length;
}
