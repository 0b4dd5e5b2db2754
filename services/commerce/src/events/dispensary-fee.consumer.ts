import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { EventConsumer } from "@highcotton/kit";
import { DispensaryFeePaidSchema, DispensaryFeeRenewalFailedSchema } from "@highcotton/proto";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { recordStoreSales } from "../application/store-sales.ts";

/** A store sells while its fee is paid: a payment opens it, a failed renewal closes it. */
export function onDispensaryFee(consumer: EventConsumer, _deps: CommerceDeps): void {
  consumer.on(DispensaryFeePaidSchema, (event, tx) =>
    recordStoreSales(tx, {
      dispensaryId: event.data.dispensaryId,
      open: true,
      asOf: event.data.paidAt ? timestampDate(event.data.paidAt) : new Date(0),
    }),
  );
  consumer.on(DispensaryFeeRenewalFailedSchema, (event, tx) =>
    recordStoreSales(tx, {
      dispensaryId: event.data.dispensaryId,
      open: false,
      asOf: event.data.failedAt ? timestampDate(event.data.failedAt) : new Date(0),
    }),
  );
}
