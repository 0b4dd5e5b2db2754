import type { EventConsumer } from "@highcotton/kit";
import { OrderPlacedSchema } from "@highcotton/proto";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { drawPrintFiles } from "../application/draw-print-files.ts";

/** A paid order's designs get their print files, before a print shop can accept it and download them. */
export function onOrderPlaced(consumer: EventConsumer, deps: CatalogDeps): void {
  consumer.on(OrderPlacedSchema, async (event, tx) => {
    await drawPrintFiles(deps, tx, [...new Set(event.data.lines.map((line) => line.designId))]);
  });
}
