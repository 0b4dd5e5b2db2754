import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { publishEvent, type Tx } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import type { DispensaryRow } from "./dispensary-view.ts";

/**
 * DispensaryCreated (answers its event id), in the transaction that created the store: whether it opened with its fee due
 * or was created by its paid sign-on (which starts its QR code in catalog, and its replicas elsewhere).
 */
export function announceDispensaryCreated(tx: Tx, row: DispensaryRow, traceId: string | null | undefined): Promise<string> {
  return publishEvent(tx, {
    schema: DispensaryCreatedSchema,
    aggregateId: row.id,
    traceId: traceId ?? undefined,
    data: {
      dispensaryId: row.id,
      ownerUserId: row.userId,
      businessType: row.businessType,
      name: row.name,
      city: row.city,
      state: row.state,
      createdAt: timestampFromDate(row.createdAt),
    },
  });
}
