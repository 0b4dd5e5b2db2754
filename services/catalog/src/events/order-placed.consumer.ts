import type { EventConsumer } from "@highcotton/kit";
import { OrderPlacedSchema } from "@highcotton/proto";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { wantPrintFiles } from "../application/want-print-files.ts";

/** A paid order's store designs get their print files drawn (by the PrintFileWorker), before a print shop needs them. */
export function onOrderPlaced(consumer: EventConsumer, deps: CatalogDeps): void {
  consumer.on(OrderPlacedSchema, async (event, tx) => {
    await wantPrintFiles(tx, [...new Set(event.data.lines.map((line) => line.designId))], deps.now());
  });
}
