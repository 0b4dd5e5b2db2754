import type { EventConsumer } from "@highcotton/kit";
import { DesignsRequestedSchema, DispensaryCreatedSchema } from "@highcotton/proto";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { makeStoreQrCode } from "../application/make-store-qr-code.ts";
import { startGenerationJob } from "../application/start-generation-job.ts";

/** Catalog's reactions to events: a new store gets its QR code; requested designs become a generation job. */
export function registerCatalogConsumers(consumer: EventConsumer, deps: CatalogDeps): void {
  consumer
    .on(DispensaryCreatedSchema, (event, tx) => makeStoreQrCode(deps, tx, event.data.dispensaryId))
    .on(DesignsRequestedSchema, (event, tx) =>
      startGenerationJob(
        tx,
        { dispensaryId: event.data.dispensaryId, batch: event.data.batch, count: event.data.count },
        deps.now(),
      ),
    );
}
