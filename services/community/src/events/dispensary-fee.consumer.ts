import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { DispensaryFeePaidSchema, DispensaryFeeRenewalFailedSchema } from "@highcotton/proto";
import type { CommunityDeps } from "../application/community-deps.ts";
import { recordStoreFee } from "../application/open-stores.ts";

/** A store is shown while its fee is paid: a payment opens it, a failed renewal hides it again. */
export function onDispensaryFee(consumer: EventConsumer, _deps: CommunityDeps): void {
  consumer.on(DispensaryFeePaidSchema, (event, tx) =>
    recordStoreFee(tx, {
      dispensaryId: event.data.dispensaryId,
      open: true,
      asOf: event.data.paidAt ? timestampDate(event.data.paidAt) : new Date(0),
    }),
  );
  consumer.on(DispensaryFeeRenewalFailedSchema, (event, tx) =>
    recordStoreFee(tx, {
      dispensaryId: event.data.dispensaryId,
      open: false,
      asOf: event.data.failedAt ? timestampDate(event.data.failedAt) : new Date(0),
    }),
  );
}
