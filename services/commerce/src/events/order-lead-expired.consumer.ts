import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { OrderLeadExpiredSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { markOrderLeadExpired } from "../application/order-progress.ts";

const REASONS = ["unaccepted", "unfulfilled"] as const;
const isReason = (reason: string): reason is (typeof REASONS)[number] => (REASONS as readonly string[]).includes(reason);

/** Fulfillment withdrew the order's lead: the order is due a refund, which the refund job makes. */
export function onOrderLeadExpired(consumer: EventConsumer, deps: CommerceDeps): void {
  consumer.on(OrderLeadExpiredSchema, async ({ data, id }, tx) => {
    if (!isReason(data.reason)) {
      deps.logger.error(
        { eventId: id, orderId: data.orderId, reason: data.reason },
        "order lead expired for an unknown reason: ignored",
      );
      return;
    }
    const expiredAt = data.expiredAt ? timestampDate(data.expiredAt) : deps.now();
    await markOrderLeadExpired(tx, data.orderId, data.reason, expiredAt);
  });
}
